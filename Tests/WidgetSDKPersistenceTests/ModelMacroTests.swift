import Foundation
import SwiftData
import Testing
import WidgetSQLite

/// `@Model` classes stored in a real SQLite file, as SwiftData stores them.
@Suite struct ModelMacroTests {
    private func container(_ directory: TemporaryDirectory, for types: any PersistentModel.Type...) throws -> ModelContainer {
        try ModelContainer(for: Schema(types), configurations: [directory.configuration()])
    }

    @Test func insertedModelsAreFetchedWithAPredicateAndASort() throws {
        let directory = try TemporaryDirectory()
        do {
            let context = try container(directory, for: Book.self).mainContext
            for (isbn, title, pages) in [("1", "Dune", 412), ("2", "Emma", 90), ("3", "Beloved", 324)] {
                context.insert(Book(isbn: isbn, title: title, pages: pages))
            }
            try context.save()
        }
        let context = ModelContext(try container(directory, for: Book.self))
        let long = try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.pages > 100 }, sortBy: [SortDescriptor(\.title)]))
        #expect(long.map(\.title) == ["Beloved", "Dune"])
        #expect(long.map(\.pages) == [324, 412])
    }

    @Test func aSecondInsertWithAUniqueValueUpdatesTheStoredModel() throws {
        let directory = try TemporaryDirectory()
        let context = try container(directory, for: Book.self).mainContext
        let first = Book(isbn: "978-0", title: "First edition")
        context.insert(first)
        try context.save()
        let second = Book(isbn: "978-0", title: "Second edition", pages: 300)
        context.insert(second)
        try context.save()
        #expect(second.persistentModelID == first.persistentModelID)
        let stored = try ModelContext(try container(directory, for: Book.self)).fetch(FetchDescriptor<Book>())
        #expect(stored.map(\.title) == ["Second edition"])
        #expect(stored.map(\.pages) == [300])
    }

    @Test func twoInsertsWithOneUniqueValueInOneSaveLeaveTheLaterOne() throws {
        let directory = try TemporaryDirectory()
        let context = try container(directory, for: Book.self).mainContext
        context.insert(Book(isbn: "1", title: "Draft"))
        context.insert(Book(isbn: "1", title: "Final"))
        context.insert(Book(isbn: "2", title: "Other"))
        try context.save()
        let titles = try ModelContext(try container(directory, for: Book.self)).fetch(
            FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)]))
        #expect(titles.map(\.title) == ["Final", "Other"])
    }

    @Test func persistentModelIDIsTheRowsKeyAndSurvivesAReopen() throws {
        let directory = try TemporaryDirectory()
        let reminder = Reminder(text: "Call", due: Date(timeIntervalSince1970: 1_700_000_000))
        do {
            let context = try container(directory, for: Reminder.self).mainContext
            context.insert(reminder)
            try context.save()
        }
        let reread = try #require(try ModelContext(try container(directory, for: Reminder.self)).fetch(FetchDescriptor<Reminder>()).first)
        #expect(reread !== reminder)
        #expect(reread.persistentModelID == reminder.persistentModelID)
        #expect(reread.persistentModelID.entityName == "Reminder")
        let database = try SQLiteDatabase(path: directory.url.appendingPathComponent("test.store").path)
        #expect(try database.query("SELECT id FROM \"Reminder\"").map { $0["id"].textValue } == [reminder.persistentModelID.primaryKey])
    }

    @Test func aModelWithoutHashableOrIDGetsBothFromItsIdentity() throws {
        let directory = try TemporaryDirectory()
        let context = try container(directory, for: Reminder.self).mainContext
        let reminder = Reminder(text: "Water plants", due: .now)
        context.insert(reminder)
        try context.save()
        let fetched = try #require(try ModelContext(try container(directory, for: Reminder.self)).fetch(FetchDescriptor<Reminder>()).first)
        #expect(reminder.id == reminder.persistentModelID)
        #expect(fetched == reminder)
        #expect(Set([reminder, fetched, Reminder(text: "Other", due: .now)]).count == 2)
    }

    @Test func anIdentifiableModelKeepsItsOwnID() throws {
        let directory = try TemporaryDirectory()
        let context = try container(directory, for: ColorLabel.self).mainContext
        context.insert(ColorLabel(id: "red", color: "#f00"))
        try context.save()
        let labels = try ModelContext(try container(directory, for: ColorLabel.self)).fetch(
            FetchDescriptor<ColorLabel>(predicate: #Predicate { $0.id == "red" }))
        #expect(labels.map(\.id) == ["red"])
        #expect(labels.map(\.color) == ["#f00"])
    }

    @Test func modelContextIsTheContextTheModelBelongsTo() throws {
        let directory = try TemporaryDirectory()
        let container = try container(directory, for: Reminder.self)
        let reminder = Reminder(text: "Pay rent", due: .now)
        #expect(reminder.modelContext == nil)
        container.mainContext.insert(reminder)
        #expect(reminder.modelContext === container.mainContext)
        try container.mainContext.save()
        let other = ModelContext(container)
        let fetched = try #require(try other.fetch(FetchDescriptor<Reminder>()).first)
        #expect(fetched.modelContext === other)
        other.delete(fetched)
        try other.save()
        #expect(fetched.modelContext == nil)
    }

    @Test func relationshipsAreStoredByKeyAndReadBackToTheSameInstances() throws {
        let directory = try TemporaryDirectory()
        do {
            let context = try container(directory, for: Book.self, Author.self).mainContext
            let author = Author(name: "Toni Morrison")
            author.books = [Book(isbn: "1", title: "Beloved", author: author), Book(isbn: "2", title: "Jazz", author: author)]
            context.insert(author)
            try context.save()
        }
        let context = ModelContext(try container(directory, for: Book.self, Author.self))
        let books = try context.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)]))
        #expect(books.map(\.title) == ["Beloved", "Jazz"])
        let author = try #require(books.first?.author)
        #expect(author.name == "Toni Morrison")
        #expect(books.allSatisfy { $0.author === author })
        #expect(author.books.map(\.title) == ["Beloved", "Jazz"])
        #expect(author.books.first === books.first)
        #expect(try context.fetch(FetchDescriptor<Author>()).first === author)
    }

    @Test func aRelationshipToADeletedModelReadsAsNone() throws {
        let directory = try TemporaryDirectory()
        do {
            let context = try container(directory, for: Book.self, Author.self).mainContext
            let author = Author(name: "Anonymous")
            context.insert(Book(isbn: "1", title: "Unsigned", author: author))
            try context.save()
            context.delete(author)
            try context.save()
        }
        let book = try #require(
            try ModelContext(try container(directory, for: Book.self, Author.self)).fetch(FetchDescriptor<Book>()).first)
        #expect(book.author == nil)
    }

    @Test func transientPropertiesAreNotStoredAndStartAtTheirDefault() throws {
        let directory = try TemporaryDirectory()
        let context = try container(directory, for: Book.self).mainContext
        let book = Book(isbn: "1", title: "Open")
        book.isOpen = true
        context.insert(book)
        try context.save()
        let database = try SQLiteDatabase(path: directory.url.appendingPathComponent("test.store").path)
        let json = try #require(try database.query("SELECT json FROM \"Book\"").first?["json"].textValue)
        let stored = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(stored.keys) == ["isbn", "title", "pages", "subtitle", "author"])
        let fetched = try #require(try ModelContext(try container(directory, for: Book.self)).fetch(FetchDescriptor<Book>()).first)
        #expect(fetched.isOpen == false)
    }

    @Test func rowsWrittenBeforeAPropertyExistedReadItsDefaultAndOriginalNamesAreRead() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("test.store")
        do {
            let database = try SQLiteDatabase(path: url.path)
            try database.execute("CREATE TABLE \"Book\" (id TEXT PRIMARY KEY NOT NULL, json TEXT NOT NULL)")
            try database.run("INSERT INTO \"Book\" VALUES (?, ?)", ["A", #"{"isbn": "1", "title": "Old row"}"#])
            try database.execute("CREATE TABLE \"Renamed\" (id TEXT PRIMARY KEY NOT NULL, json TEXT NOT NULL)")
            try database.run("INSERT INTO \"Renamed\" VALUES (?, ?)", ["B", #"{"oldName": "before the rename"}"#])
        }
        let context = try container(directory, for: Book.self, Renamed.self).mainContext
        let book = try #require(try context.fetch(FetchDescriptor<Book>()).first)
        #expect(book.pages == 0)
        #expect(book.subtitle == nil)
        #expect(book.persistentModelID.primaryKey == "A")
        #expect(try context.fetch(FetchDescriptor<Renamed>()).map(\.name) == ["before the rename"])
    }

    @Test func aNilWrittenOverAnOptionalsDefaultStaysNil() throws {
        let directory = try TemporaryDirectory()
        let context = try container(directory, for: Book.self).mainContext
        let book = Book(isbn: "1", title: "Subtitled")
        book.subtitle = "A novel"
        context.insert(book)
        try context.save()
        book.subtitle = nil
        try context.save()
        let fetched = try #require(try ModelContext(try container(directory, for: Book.self)).fetch(FetchDescriptor<Book>()).first)
        #expect(fetched.subtitle == nil)
    }
}
