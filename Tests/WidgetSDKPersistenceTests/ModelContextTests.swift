import Foundation
import Testing
import WidgetSDK
import WidgetSQLite

@Suite struct ModelContextTests {
    @Test func savedModelsAreReadBackByANewContainerOfTheSameFile() throws {
        let directory = try TemporaryDirectory()
        let id = UUID()
        do {
            let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
            container.mainContext.insert(Note(id: id, title: "Buy milk", content: "2 litres", isDone: true))
            try container.mainContext.save()
        }
        let reopened = try ModelContainer(for: Note.self, configurations: directory.configuration())
        let notes = try reopened.mainContext.fetch(FetchDescriptor<Note>())
        #expect(notes.map(\.id) == [id])
        #expect(notes.map(\.title) == ["Buy milk"])
        #expect(notes.map(\.content) == ["2 litres"])
        #expect(notes.map(\.isDone) == [true])
    }

    @Test func eachModelTypeIsATableOfJSONRowsKeyedByID() throws {
        let directory = try TemporaryDirectory()
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let container = try ModelContainer(for: Note.self, Counter.self, configurations: directory.configuration())
        container.mainContext.insert(Note(id: id, title: "Write tests"))
        container.mainContext.insert(Counter(id: 7, value: 3))
        try container.mainContext.save()

        let database = try SQLiteDatabase(path: directory.url.appendingPathComponent("test.store").path)
        let notes = try database.query("SELECT id, json FROM \"Note\"")
        #expect(notes.map { $0["id"].textValue } == ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F"])
        let json = try #require(notes.first?["json"].textValue)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Write tests")
        #expect(object["isDone"] as? Bool == false)
        let counters = try database.query("SELECT id, json FROM \"Counter\"")
        #expect(counters.map { $0["id"].textValue } == ["7"])
    }

    @Test func aPredicateWithLocalizedStandardContainsIgnoresCaseAndDiacritics() throws {
        let directory = try TemporaryDirectory()
        let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
        for (title, content) in [("Zebra crossing", "CAFÉ corner"), ("Apples", "green"), ("Milk", "from the cafe"), ("Bread", "rye")] {
            container.mainContext.insert(Note(title: title, content: content))
        }
        try container.mainContext.save()

        let text = "cafe"
        let descriptor = FetchDescriptor<Note>(
            predicate: #Predicate<Note> { $0.title.localizedStandardContains(text) || $0.content.localizedStandardContains(text) },
            sortBy: [SortDescriptor(\Note.title)])
        #expect(try container.mainContext.fetch(descriptor).map(\.title) == ["Milk", "Zebra crossing"])
        #expect(try container.mainContext.fetchCount(descriptor) == 2)
    }

    @Test func sortLimitAndOffsetApplyAfterThePredicate() throws {
        let container = try ModelContainer(for: Counter.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for id in 1...6 {
            container.mainContext.insert(Counter(id: id, value: id * 10))
        }
        var descriptor = FetchDescriptor<Counter>(
            predicate: #Predicate<Counter> { $0.value > 10 }, sortBy: [SortDescriptor(\Counter.value, order: .reverse)])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 2
        #expect(try container.mainContext.fetch(descriptor).map(\.id) == [5, 4])
        descriptor.fetchLimit = 100
        #expect(try container.mainContext.fetch(descriptor).map(\.id) == [5, 4, 3, 2])
    }

    @Test func fetchingAgainReturnsTheSameInstances() throws {
        let directory = try TemporaryDirectory()
        let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
        container.mainContext.insert(Note(title: "One"))
        try container.mainContext.save()
        let context = ModelContext(container)
        let first = try context.fetch(FetchDescriptor<Note>())
        let second = try context.fetch(FetchDescriptor<Note>())
        #expect(first.count == 1)
        #expect(first.first === second.first)
    }

    @Test func changedPropertiesOfFetchedModelsAreSaved() throws {
        let directory = try TemporaryDirectory()
        let id = UUID()
        let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
        container.mainContext.insert(Note(id: id, title: "Laundry"))
        try container.mainContext.save()

        let context = ModelContext(container)
        let note = try #require(try context.fetch(FetchDescriptor<Note>(predicate: #Predicate<Note> { $0.id == id })).first)
        #expect(!context.hasChanges)
        note.isDone = true
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)

        let reread = try ModelContext(container).fetch(FetchDescriptor<Note>())
        #expect(reread.map(\.isDone) == [true])
    }

    @Test func deletedModelsAreGoneAfterSaveAndHiddenBefore() throws {
        let directory = try TemporaryDirectory()
        let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
        let keep = Note(title: "Keep")
        let drop = Note(title: "Drop")
        container.mainContext.insert(keep)
        container.mainContext.insert(drop)
        try container.mainContext.save()

        container.mainContext.delete(drop)
        #expect(try container.mainContext.fetch(FetchDescriptor<Note>()).map(\.title) == ["Keep"])
        var stored = FetchDescriptor<Note>()
        stored.includePendingChanges = false
        #expect(try container.mainContext.fetchCount(stored) == 2)
        try container.mainContext.save()
        #expect(try ModelContext(container).fetch(FetchDescriptor<Note>()).map(\.title) == ["Keep"])
    }

    @Test func deleteWherePredicateDeletesEveryMatch() throws {
        let directory = try TemporaryDirectory()
        let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
        for (title, isDone) in [("a", true), ("b", false), ("c", true)] {
            container.mainContext.insert(Note(title: title, isDone: isDone))
        }
        try container.mainContext.save()
        try container.mainContext.delete(model: Note.self, where: #Predicate<Note> { $0.isDone })
        try container.mainContext.save()
        #expect(try ModelContext(container).fetch(FetchDescriptor<Note>()).map(\.title) == ["b"])
    }

    @Test func deletingAnUnseenInstanceDeletesTheStoredRowWithItsID() throws {
        let directory = try TemporaryDirectory()
        let id = UUID()
        let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
        container.mainContext.insert(Note(id: id, title: "Stored"))
        try container.mainContext.save()

        let context = ModelContext(container)
        context.delete(Note(id: id, title: "Another instance"))
        try context.save()
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Note>()) == 0)
    }

    @Test func unsavedInsertsAreFetchedInInsertionOrderUnlessExcluded() throws {
        let directory = try TemporaryDirectory()
        let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
        let context = ModelContext(container)
        for title in ["third", "first", "second"] {
            context.insert(Note(title: title))
        }
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["third", "first", "second"])
        var stored = FetchDescriptor<Note>()
        stored.includePendingChanges = false
        #expect(try context.fetch(stored).isEmpty)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Note>()) == 0)
    }

    /// A fetch without a sort returns the saved models in the order they were inserted (as SwiftData's store on iOS
    /// returns them, by a primary key that counts up), whatever their ids, across saves, and after an update.
    @Test func savedModelsAreFetchedInInsertionOrderWithoutASort() throws {
        let directory = try TemporaryDirectory()
        let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
        let titles = (1...12).map { "Day \($0)" }
        for (index, title) in titles.enumerated() {
            container.mainContext.insert(Note(title: title))
            if index % 5 == 4 { try container.mainContext.save() }
        }
        try container.mainContext.save()
        let reader = ModelContext(container)
        #expect(try reader.fetch(FetchDescriptor<Note>()).map(\.title) == titles)
        let third = try #require(try reader.fetch(FetchDescriptor<Note>()).first { $0.title == "Day 3" })
        third.isDone = true
        try reader.save()
        #expect(try ModelContext(container).fetch(FetchDescriptor<Note>()).map(\.title) == titles, "an update keeps the model's place")
    }

    /// iOS 18's `author` names who changes a context (for the app's history tracking): each context keeps its own.
    @Test func aContextKeepsItsAuthor() throws {
        let directory = try TemporaryDirectory()
        let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
        let widget = ModelContext(container)
        #expect(widget.author == nil)
        widget.author = "widget"
        widget.insert(Note(title: "Tapped"))
        try widget.save()
        #expect(widget.author == "widget" && container.mainContext.author == nil)
    }

    @Test func insertingANewInstanceWithAStoredIDReplacesTheRow() throws {
        let directory = try TemporaryDirectory()
        let id = UUID()
        let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
        container.mainContext.insert(Note(id: id, title: "Old"))
        try container.mainContext.save()
        container.mainContext.insert(Note(id: id, title: "New"))
        try container.mainContext.save()
        #expect(try ModelContext(container).fetch(FetchDescriptor<Note>()).map(\.title) == ["New"])
    }

    @Test func theMainContextSavesPendingChangesWhenReleased() throws {
        let directory = try TemporaryDirectory()
        do {
            let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
            container.mainContext.insert(Note(title: "Autosaved"))
        }
        do {
            let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
            let context = ModelContext(container)
            #expect(!context.autosaveEnabled)
            context.insert(Note(title: "Dropped"))
        }
        let container = try ModelContainer(for: Note.self, configurations: directory.configuration())
        #expect(try container.mainContext.fetch(FetchDescriptor<Note>()).map(\.title) == ["Autosaved"])
    }
}
