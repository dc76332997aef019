import Foundation
import Testing
import WidgetHost
import WidgetSQLite
import WidgetTestSupport
import WidgetWire

@testable import WidgetRuntime

/// An instance row is read back by position, its small JSON columns without a `Decoder` when they are
/// valid: every field comes back as written, with and without the timeline, and a column that is not
/// valid is still refused with the store's error.
struct InstanceRowTests {
    private static func store(in directory: TemporaryDirectory) throws -> InstanceStore {
        try WidgetRuntime(configuration: .init(stateDirectory: directory.path("state"))).store
    }

    private static let timeline = TimelinePayload(entries: [TimelineEntryPayload(date: 10, view: .text(TextNode("hi")))], policy: .atEnd)

    private static let instances = [
        WidgetInstance(pluginID: "Counter", pluginPath: "/p/libCounter.so", kind: "MyWidget", family: .systemMedium, createdAt: 1),
        WidgetInstance(
            pluginID: "Ticker", pluginPath: "/p/libTicker.so", kind: "Tick", family: .systemSmall,
            configuration: ["item": .object(["id": "beta", "name": "Beta"]), "count": 3, "ratio": 1.5, "on": true, "none": .null],
            configurationRevision: 4, state: .unresolved(parameter: "item", entity: "TickerItem", ids: ["beta"]), timeline: timeline,
            timelineStamp: 7, reloadedAt: 12.5, lastReloadReasons: [.tap, .policy],
            pendingReload: PendingReload(due: 99.25, reasons: .request, deferredSince: 50),
            reloadHistory: [1, 2.5, 1_796_563_239.993_865_5],
            interactionPending: true, createdAt: 3),
        WidgetInstance(
            pluginID: "Crashy", pluginPath: "/p/libCrashy.so", kind: "Boom", family: .systemLarge,
            state: .failed(message: "it \"crashed\""),
            createdAt: 5),
    ]

    @Test func everyFieldComesBackAsWritten() throws {
        let directory = TemporaryDirectory()
        let store = try Self.store(in: directory)
        for written in try store.insert(Self.instances) {
            let read = try #require(try store.instance(written.id))
            #expect(read == written)
            let withoutTimeline = try #require(try store.instanceWithoutTimeline(written.id))
            var expected = written
            expected.timeline = nil
            #expect(withoutTimeline == expected)
        }
        #expect(try store.all().map(\.pluginID) == ["Counter", "Ticker", "Crashy"])
    }

    @Test(arguments: ["configuration", "state", "reload_history"])
    func aColumnThatIsNotValidJSONIsRefusedWithTheStoresError(column: String) throws {
        let directory = TemporaryDirectory()
        let store = try Self.store(in: directory)
        let id = try store.insert(Self.instances[0]).id
        try store.database.run("UPDATE widget_instances SET \(column) = ? WHERE id = ?", ["{not json", .integer(id.rawValue)])
        #expect(throws: HostStateError.self) { try store.instance(id) }
    }
}
