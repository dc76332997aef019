import CWidgetABI
import Testing
import WidgetWire

/// The preview functions `#Preview` exports from a built plugin, called as a host calls them.
@Suite struct PreviewFunctionTests {
    /// Every preview of the PreviewFixture plugin, called once each.
    private static func outcomes() async throws -> [String: PreviewLibrary.Outcome] {
        let library = try PreviewLibrary(named: "PreviewFixture")
        return try await onHostThread {
            Result { try Dictionary(uniqueKeysWithValues: library.symbols.map { ($0, try library.call($0)) }) }
        }.get()
    }

    private static func payloads() async throws -> [PreviewPayload] {
        try await outcomes().values.compactMap(\.payload)
    }

    private static func payload(named name: String?, kind: String? = nil) async throws -> PreviewPayload {
        let found = try await payloads().filter { $0.name == name && $0.kind == kind }
        guard found.count == 1, let payload = found.first else {
            throw PreviewLibrary.SetupError(description: "\(found.count) previews named \(name ?? "nil") of kind \(kind ?? "nil")")
        }
        return payload
    }

    @Test func everyPreviewIsAnExportedFunctionWithTheFixedPrefix() throws {
        let library = try PreviewLibrary(named: "PreviewFixture")
        #expect(library.symbols.count == 10)
        #expect(library.symbols.allSatisfy { $0.hasPrefix("widgethost_preview__s14PreviewFixture") })
    }

    @Test func aViewPreviewIsOneEntryWithTheViewsTree() async throws {
        let preview = try await Self.payload(named: nil)
        #expect(preview.source == PreviewSourceLocation(file: "PreviewFixture/Previews.swift", line: 3))
        #expect(preview.family == nil)
        #expect(preview.layout == nil)
        #expect(preview.entries.map(\.view) == [.text(TextNode("Count 7"))])
    }

    @Test func aNamedViewPreviewWithStatementsAndTraits() async throws {
        let preview = try await Self.payload(named: "Named view")
        #expect(preview.layout == .sizeThatFits)
        #expect(preview.entries.count == 1)
        #expect(preview.entries.first.map { texts(in: $0.view) } == ["Count 3", "below"])
        #expect(try await Self.payload(named: "Fixed").layout == .fixed(width: 200, height: 100))
    }

    @Test func aWidgetPreviewDrawsTheListedEntriesWithTheWidgetsContent() async throws {
        let preview = try await Self.payload(named: "Listed entries", kind: "PreviewCount")
        #expect(preview.family == .systemMedium)
        #expect(preview.entries.map(\.date) == [1_700_000_000, 1_700_000_060, 1_700_000_120])
        #expect(preview.entries.map(\.view) == ["Count 10", "Count 11", "Count 12"].map { .text(TextNode($0)) })
    }

    @Test func aWidgetPreviewUsingAnIntentRecordsItsConfiguration() async throws {
        let preview = try await Self.payload(named: nil, kind: "PreviewGreeting")
        #expect(preview.family == .systemSmall)
        #expect(preview.configuration == ["name": .string("Ada")])
        #expect(preview.entries.map(\.view) == [.text(TextNode("Hello, Grace"))])
    }

    @Test func providerPreviewsDrawTheTimelineTheProviderMakes() async throws {
        let counted = try await Self.payload(named: "Static provider", kind: "PreviewCount")
        #expect(counted.entries.map(\.date) == [1_700_000_000, 1_700_003_600])
        #expect(counted.entries.map(\.view) == [.text(TextNode("Count 1")), .text(TextNode("Count 2"))])
        let greeted = try await Self.payload(named: "App intent provider", kind: "PreviewGreeting")
        #expect(greeted.entries.map(\.view) == [.text(TextNode("Hello, Ada"))])
        let legacy = try await Self.payload(named: "Intent provider", kind: "PreviewLegacyGreeting")
        #expect(legacy.entries.map(\.view) == [.text(TextNode("Hi, Ada"))])
        #expect(legacy.configuration == ["name": .string("Ada")])
    }

    @Test func entriesNoConfigurationOfTheWidgetShowsAreAnError() async throws {
        let failed = try await Self.outcomes().values.filter { $0.payload == nil }
        #expect(failed.count == 1)
        #expect(failed.first?.status == Int32(WH_STATUS_INVALID_ARGUMENT))
        #expect(
            failed.first?.error.contains("the preview's entries are CountEntry, but no configuration of GreetingWidget shows them") == true)
    }

    @Test func aLiveActivityPreviewSaysWhatItWouldShow() async throws {
        let preview = try await Self.payload(named: "Notification")
        #expect(preview.source.file == "PreviewFixture/LiveActivity.swift")
        #expect(preview.entries.isEmpty)
        #expect(preview.liveActivity == LiveActivityPreview(viewKind: "content", contentStates: 2))
    }
}
