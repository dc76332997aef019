import Foundation
import WidgetSDK

/// A `Codable` model keyed by its id, like seed 001's `TaskItem` before `@Model`: a non-final class with a UUID id.
class Note: Codable, PersistentModel {
    var id: UUID
    var title: String
    var content: String
    var isDone: Bool

    init(id: UUID = UUID(), title: String, content: String = "", isDone: Bool = false) {
        self.id = id
        self.title = title
        self.content = content
        self.isDone = isDone
    }
}

/// A second model type, with an integer id, for one-table-per-type checks.
final class Counter: Codable, PersistentModel {
    var id: Int
    var value: Int

    init(id: Int, value: Int) {
        self.id = id
        self.value = value
    }
}

/// A fresh directory for one test's store files, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsdk-persistence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The configuration of a store file named `name` in this directory.
    func configuration(_ name: String = "test") -> ModelConfiguration {
        ModelConfiguration(url: url.appendingPathComponent("\(name).store"))
    }
}
