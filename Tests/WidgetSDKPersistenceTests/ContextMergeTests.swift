import Foundation
import Testing
import WidgetSDK

/// A save through one context is seen by the container's other contexts, as SwiftData merges it.
@Suite struct ContextMergeTests {
    @Test func aSaveInAnotherContextIsSeenByTheMainContextsNextFetch() throws {
        let directory = try TemporaryDirectory()
        let container = try ModelContainer(for: Reminder.self, configurations: directory.configuration())
        container.mainContext.insert(Reminder(text: "Water the plants", due: Date(timeIntervalSince1970: 0)))
        try container.mainContext.save()
        let before = try #require(try container.mainContext.fetch(FetchDescriptor<Reminder>()).first)

        let other = ModelContext(container)
        let same = try #require(try other.fetch(FetchDescriptor<Reminder>()).first)
        same.text = "Water the plants twice"
        try other.save()

        let after = try container.mainContext.fetch(FetchDescriptor<Reminder>())
        #expect(after.map(\.text) == ["Water the plants twice"])
        #expect(after.first?.persistentModelID == before.persistentModelID)
        #expect(try container.mainContext.fetch(FetchDescriptor<Reminder>()).first === after.first)
    }

    @Test func unsavedChangesOfTheMainContextAreKeptOverAnotherContextsSave() throws {
        let directory = try TemporaryDirectory()
        let container = try ModelContainer(for: Reminder.self, configurations: directory.configuration())
        container.mainContext.insert(Reminder(text: "Call mum", due: Date(timeIntervalSince1970: 0)))
        try container.mainContext.save()
        let mine = try #require(try container.mainContext.fetch(FetchDescriptor<Reminder>()).first)
        mine.text = "Call mum tonight"

        let other = ModelContext(container)
        try #require(try other.fetch(FetchDescriptor<Reminder>()).first).text = "Call dad"
        try other.save()

        #expect(try container.mainContext.fetch(FetchDescriptor<Reminder>()).map(\.text) == ["Call mum tonight"])
    }

    @Test func aModelAnotherContextDeletedIsNoLongerFetched() throws {
        let directory = try TemporaryDirectory()
        let container = try ModelContainer(for: Reminder.self, configurations: directory.configuration())
        container.mainContext.insert(Reminder(text: "Pay rent", due: Date(timeIntervalSince1970: 0)))
        try container.mainContext.save()
        #expect(try container.mainContext.fetch(FetchDescriptor<Reminder>()).count == 1)

        let other = ModelContext(container)
        try other.delete(model: Reminder.self)
        try other.save()

        #expect(try container.mainContext.fetch(FetchDescriptor<Reminder>()).isEmpty)
    }
}
