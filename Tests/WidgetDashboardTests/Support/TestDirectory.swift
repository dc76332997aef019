import Foundation

/// A fresh directory for one test, removed when the value goes away.
final class TestDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("widgethost-dashboard-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A path inside the directory.
    func path(_ component: String) -> URL { url.appendingPathComponent(component) }
}
