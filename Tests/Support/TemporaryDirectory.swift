import Foundation

/// A fresh directory for one test, removed when the value goes away.
public final class TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// A new empty directory under the system's temporary directory.
    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("widgethost-test-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A path inside the directory.
    public func path(_ component: String) -> URL { url.appendingPathComponent(component) }
}
