import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// `LoadedPlugin.previews()` and `preview(_:)`: the preview functions found in a plugin's dynamic
/// symbol table and called through the host's calling layer, in process and in a worker, through
/// the `previews` C fixture and the PreviewFixture Swift SDK plugin (a `#Preview` of every form).
@Suite struct PluginPreviewTests {
    /// Every check of the C fixture's previews, for a host of either isolation mode.
    func checkCPreviews(of plugin: LoadedPlugin) async throws {
        let previews = try await plugin.previews()
        #expect(
            previews.map(\.id) == [
                "widgethost_preview_zeta", "widgethost_preview_alpha", "widgethost_preview_failing", "widgethost_preview_garbage",
            ])
        #expect(previews.map(\.title) == ["Calls", "Previews/Views.c:20", "widgethost_preview_failing", "widgethost_preview_garbage"])
        #expect(previews[0].layout == .fixed(width: 120, height: 60) && previews[0].kind == nil && previews[0].entryCount == 1)
        #expect(previews[1].kind == "Clock" && previews[1].family == .systemSmall && previews[1].entryCount == 2 && previews[1].isWidget)
        #expect(previews[2].failure.map(\.problem) == ["no data for this preview"])
        #expect(previews[2].failure.first?.location == "plugin previews, preview function widgethost_preview_failing")
        #expect(previews[3].failure.first?.problem.hasPrefix("the plugin answered with an invalid result: ") == true, "\(previews[3])")

        // Previews run after init, with the host's services: the count lives in the plugin's store.
        let calls = try await plugin.preview("widgethost_preview_zeta")
        #expect(calls.entries.map(\.view) == [.text(TextNode("Calls 3"))])
        #expect(calls.source == PreviewSourceLocation(file: "Previews/Views.c", line: 10))
        let clock = try await plugin.preview("widgethost_preview_alpha")
        #expect(clock.entries.map(\.date) == [1_700_000_000, 1_700_003_600])

        await #expect(
            throws: PluginRequestError.unknownPreview(
                pluginID: "previews", preview: "widgethost_preview_object",
                available: [
                    "widgethost_preview_alpha", "widgethost_preview_failing", "widgethost_preview_garbage", "widgethost_preview_zeta",
                ])
        ) { try await plugin.preview("widgethost_preview_object") }
        await #expect(throws: PluginRequestError.self) { try await plugin.preview("widgethost_preview_hidden") }
        let failure = try await #require(throws: PluginCallError.self) { try await plugin.preview("widgethost_preview_garbage") }
        guard case .invalidResponse(let pluginID, let operation, let symbol, _) = failure else {
            throw TestSetupError("expected an invalid response, got \(failure)")
        }
        #expect((pluginID, operation, symbol) == ("previews", "preview function", "widgethost_preview_garbage"))
    }

    @Test func theHostFindsCallsAndOrdersAPluginsPreviews() async throws {
        let test = try TestHost()
        let plugin = try test.load("previews")
        try await checkCPreviews(of: plugin)
        #expect(try test.host.storage.value(forKey: "preview-calls", pluginID: "previews") == Array("4".utf8))
    }

    @Test func aWorkerCallsThePreviewFunctions() async throws {
        let test = try WorkerHarness()
        let plugin = try test.load("previews")
        #expect(plugin.isolation != .inProcess)
        try await checkCPreviews(of: plugin)
    }

    @Test func aPreviewThatCrashesItsWorkerIsListedAsFailedAndTheOthersStill() async throws {
        let test = try WorkerHarness()
        let plugin = try test.load("previews", defines: ["PREVIEWS_CRASH"])
        let previews = try await plugin.previews()
        let crash = try #require(previews.first { $0.id == "widgethost_preview_crash" })
        let problem = try #require(crash.failure.first?.problem)
        #expect(
            problem.hasPrefix("plugin previews crashed: its worker ") && problem.hasSuffix(" during preview(widgethost_preview_crash)"),
            "\(problem)")
        #expect(previews.filter { $0.failure.isEmpty }.map(\.title) == ["Calls", "Previews/Views.c:20"])
    }

    @Test func aPluginWithoutPreviewsListsNone() async throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(try plugin.previewSymbols().isEmpty)
        #expect(try await plugin.previews().isEmpty)
        await #expect(throws: PluginRequestError.unknownPreview(pluginID: "good", preview: "widgethost_preview_x", available: [])) {
            try await plugin.preview("widgethost_preview_x")
        }
    }

    @Test func aShutDownPluginTakesNoPreviewCalls() async throws {
        let test = try TestHost()
        let plugin = try test.load("previews")
        plugin.shutDown()
        await #expect(throws: PluginRequestError.pluginShutDown(pluginID: "previews")) { try await plugin.previews() }
    }

    @Test func theSwiftSDKsPreviewsAreListedInSourceOrder() async throws {
        let test = try TestHost()
        let copy = test.directory.path("libPreviewFixture.so")
        try FileManager.default.copyItem(at: try BuiltProducts.plugin("PreviewFixture"), to: copy)
        let plugin = try test.host.load(copy.path)
        let previews = try await plugin.previews()
        #expect(previews.count == 10)
        #expect(
            previews.prefix(9).map(\.title) == [
                "Notification", "PreviewFixture/Previews.swift:3", "Named view", "Fixed", "Listed entries",
                "PreviewFixture/Previews.swift:28", "Static provider", "App intent provider", "Intent provider",
            ])
        #expect(previews[0].liveActivity == LiveActivityPreview(viewKind: "content", contentStates: 2) && !previews[0].isWidget)
        #expect(previews[4].kind == "PreviewCount" && previews[4].family == .systemMedium && previews[4].entryCount == 3)
        #expect(previews[9].failure.first?.problem.contains("no configuration of GreetingWidget shows them") == true)
        let listed = try await plugin.preview(previews[4].id)
        #expect(listed.entries.map(\.view) == ["Count 10", "Count 11", "Count 12"].map { .text(TextNode($0)) })
    }
}
