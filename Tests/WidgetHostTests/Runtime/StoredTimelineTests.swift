import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetSQLite
import WidgetTestSupport
import WidgetWire

/// A reload stores the timeline JSON the plugin answered as it came (not the decoded timeline encoded again),
/// without control ids; whatever reads it back gets the ids the tree's shape gives, as a tap needs them.
struct StoredTimelineTests {
    @Test(arguments: TestIsolation.both)
    func theStoredTimelineIsThePluginsAnswerAndReadsBackWithItsControlIDs(isolation: PluginIsolation) throws {
        let harness = try RuntimeHarness(gate: true, isolation: isolation)
        let id = try harness.runtime.add(kind: "Gate", assignments: ["label=button"]).id
        let stored = try Self.storedJSON(of: id, in: harness)
        #expect(!stored.contains("controlID"), "the plugin's JSON, not an encoding of the timeline with ids assigned")

        let plugin = try #require(harness.runtime.host.plugin(id: "Gate"))
        let answered = try plugin.timeline(kind: "Gate", configuration: ["label": "button"])
        #expect(answered.wireJSON.map { String(decoding: $0, as: UTF8.self) }?.contains(#""button #"#) == true)

        let read = try #require(try harness.runtime.instance(id).timeline)
        guard case .button(let button) = read.entries.first?.view.unwrapped.content else {
            Issue.record("expected the Gate's button, got \(String(describing: read.entries.first?.view))")
            return
        }
        #expect(button.controlID == "b")
        _ = try harness.restarted().tap(id, control: "b")
        #expect(try harness.shownText(id) == "button #3")
    }

    @Test func aTimelineWhoseEntriesComeOutOfDateOrderIsStoredInDateOrder() throws {
        let entries = [30.0, 10, 20].map { TimelineEntryPayload(date: $0, view: .text(TextNode("\($0)"))) }
        let json = try WireCoding.encodeTimeline(TimelinePayload(entries: entries, policy: .atEnd))
        let unordered = try WireCoding.decodeTimeline(from: json)
        let ordered = TimelineCursor.ordered(unordered)
        #expect(ordered.entries.map(\.date) == [10, 20, 30])
        #expect(ordered.wireJSON == nil, "stored encoded again, in date order")

        let inOrder = try WireCoding.decodeTimeline(from: try WireCoding.encodeTimeline(ordered))
        #expect(TimelineCursor.ordered(inOrder).wireJSON == inOrder.wireJSON, "already in order: kept as it came")
    }

    private static func storedJSON(of id: InstanceID, in harness: RuntimeHarness) throws -> String {
        let database = try SQLiteDatabase(path: harness.directory.path("state").appendingPathComponent(StateDatabase.fileName).path)
        let rows = try database.query("SELECT timeline FROM widget_instances WHERE id = ?", [.integer(id.rawValue)])
        return try #require(rows.first?[0].textValue)
    }
}
