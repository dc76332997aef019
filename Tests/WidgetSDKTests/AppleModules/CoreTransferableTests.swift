import CoreTransferable
import Foundation
import Testing

/// Model code shared with a widget that makes its items `Transferable` builds, and the representations
/// export and import as they say.
struct CoreTransferableTests {
    struct TodoItem: Codable, Equatable, Transferable {
        var title: String
        var done: Bool

        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .todoItem)
            ProxyRepresentation(exporting: \.title)
        }
    }

    @Test func aCodableItemExportsAndImportsItsEncodingAndItsProxy() async throws {
        let item = TodoItem(title: "Milk", done: false)
        #expect(TodoItem.exportedContentTypes == [.todoItem, .utf8PlainText])
        let data = try await item.exported(as: .todoItem)
        #expect(try await TodoItem(importing: data, contentType: .todoItem) == item)
        #expect(String(decoding: try await item.exported(as: .utf8PlainText), as: UTF8.self) == "Milk")
        await #expect(throws: TransferError.self) { try await item.exported(as: .png) }
    }
}

extension UTType {
    static let todoItem = UTType(exportedAs: "com.example.todo-item")
}
