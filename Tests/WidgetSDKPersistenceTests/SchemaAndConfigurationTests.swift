import Foundation
import SwiftData
import Testing
import WidgetSQLite

@testable import WidgetSDK

/// Containers set up as SwiftData apps set them up: a `Schema`, `ModelConfiguration`'s forms, both `ModelContainer` forms.
@Suite struct SchemaAndConfigurationTests {
    @Test func theArrayFormWithASchemaCreatesATablePerType() throws {
        let directory = try TemporaryDirectory()
        let schema = Schema([Book.self, Author.self, Book.self])
        #expect(schema.entities.map(\.name) == ["Book", "Author"])
        #expect(schema.entities.first?.properties.filter(\.isUnique).map(\.name) == ["isbn"])
        let url = directory.url.appendingPathComponent("Library.store")
        let container = try ModelContainer(for: schema, configurations: [ModelConfiguration(schema: schema, url: url)])
        #expect(container.schema == schema)
        #expect(container.configurations.map(\.url) == [url])
        let database = try SQLiteDatabase(path: url.path)
        let tables = try database.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map { $0["name"].textValue }
        #expect(tables == ["Author", "Book"])
    }

    @Test func theVariadicFormsAndTheConfigurationsSchemaAreMerged() throws {
        let directory = try TemporaryDirectory()
        let configuration = ModelConfiguration(schema: Schema([Author.self]), url: directory.url.appendingPathComponent("v.store"))
        let container = try ModelContainer(for: Book.self, configurations: configuration)
        #expect(container.schema.entities.map(\.name) == ["Book", "Author"])
        let again = try ModelContainer(for: Schema([Reminder.self]), configurations: configuration, configuration)
        #expect(again.configurations.count == 1)
    }

    @Test func cloudKitAndGroupContainerOptionsAreAcceptedAndTheStoreStaysLocal() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("cloud.store")
        for database in [ModelConfiguration.CloudKitDatabase.none, .automatic, .private("iCloud.com.example.books")] {
            let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url, cloudKitDatabase: database))
            container.mainContext.insert(Book(isbn: "\(database)", title: "Local"))
            try container.mainContext.save()
        }
        #expect(
            try ModelContext(try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url))).fetchCount(
                FetchDescriptor<Book>()) == 3)
        let grouped = ModelConfiguration("books", groupContainer: .identifier("group.com.example.books"), cloudKitDatabase: .none)
        #expect(grouped.name == "books")
        #expect(grouped.groupContainer == .identifier("group.com.example.books"))
        #expect(grouped.groupContainer != .automatic)
    }

    @Test func aStoreInMemoryIsPrivateToItsContainer() throws {
        let memory = ModelConfiguration("scratch", schema: Schema([Reminder.self]), isStoredInMemoryOnly: true)
        let first = try ModelContainer(for: Reminder.self, configurations: memory)
        first.mainContext.insert(Reminder(text: "Gone soon", due: .now))
        try first.mainContext.save()
        #expect(try first.mainContext.fetchCount(FetchDescriptor<Reminder>()) == 1)
        #expect(try ModelContainer(for: Reminder.self, configurations: memory).mainContext.fetchCount(FetchDescriptor<Reminder>()) == 0)
        #expect(memory.url.path == "/dev/null")
    }

    @Test func inAHostAURLInsideTheDataDirectoryIsKeptAndOneOutsideIsMappedIntoIt() throws {
        let directory = try TemporaryDirectory()
        let data = directory.url.appendingPathComponent("plugin-data")
        let inside = data.appendingPathComponent("groups/Shared.store")
        #expect(ModelConfiguration.place(inside, in: data).path == inside.path)
        let appGroup = URL(fileURLWithPath: "/private/var/mobile/Containers/Shared/AppGroup/ABC/Library/Tasks.sqlite")
        #expect(ModelConfiguration.place(appGroup, in: data).path == data.appendingPathComponent("Tasks.sqlite").path)
        let sibling = URL(fileURLWithPath: data.path + "-other/x.store")
        #expect(ModelConfiguration.place(sibling, in: data).path == data.appendingPathComponent("x.store").path)
        let escaping = data.appendingPathComponent("../escape.store")
        #expect(ModelConfiguration.place(escaping, in: data).path == data.appendingPathComponent("escape.store").path)
    }
}
