import Foundation
import Testing
import WidgetSDK
import WidgetSQLite

@Suite struct PersistenceErrorTests {
    @Test func aReadOnlyStoreRefusesToSave() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("test.store")
        let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url, allowsSave: false))
        container.mainContext.insert(Note(title: "Nope"))
        #expect {
            try container.mainContext.save()
        } throws: { error in
            guard case .saveNotAllowed(let name) = error as? PersistenceError else { return false }
            return name == "test" && "\(error)".contains("allowsSave: false")
        }
    }

    @Test func aContainerTakesOneConfiguration() throws {
        let directory = try TemporaryDirectory()
        #expect {
            _ = try ModelContainer(for: Note.self, configurations: directory.configuration("a"), directory.configuration("b"))
        } throws: { error in
            guard case .multipleConfigurations(count: 2) = error as? PersistenceError else { return false }
            return true
        }
    }

    @Test func aStoreNameWithASlashIsRejected() {
        #expect {
            _ = try ModelContainer(for: Note.self, configurations: ModelConfiguration("a/b"))
        } throws: { error in
            guard case .invalidStoreName("a/b") = error as? PersistenceError else { return false }
            return true
        }
    }

    @Test func aFileThatIsNotADatabaseIsReportedWithItsPath() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("broken.store")
        try Data("this is not an SQLite database, just text long enough to have a header".utf8).write(to: url)
        #expect {
            _ = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: url))
        } throws: { error in
            guard case .storeFailed(let path, _) = error as? PersistenceError else { return false }
            return path.hasSuffix("broken.store")
        }
    }

    @Test func aRowThatNoLongerDecodesNamesTheModelAndID() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("test.store")
        do {
            let database = try SQLiteDatabase(path: url.path)
            try database.execute("CREATE TABLE \"Counter\" (id TEXT PRIMARY KEY NOT NULL, json TEXT NOT NULL)")
            try database.run("INSERT INTO \"Counter\" VALUES (?, ?)", ["9", "{\"id\": 9, \"value\": \"nine\"}"])
        }
        let container = try ModelContainer(for: Counter.self, configurations: ModelConfiguration(url: url))
        #expect {
            _ = try container.mainContext.fetch(FetchDescriptor<Counter>())
        } throws: { error in
            guard case .cannotDecode(model: "Counter", id: "9", _) = error as? PersistenceError else { return false }
            return true
        }
    }
}
