import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// Intent results that open another intent or show a snippet view build as on iOS and perform as
/// their value and dialog; App Shortcuts declarations build and keep what they declare.
enum FollowUpFixtures {
    struct OpenSiteIntent: AppIntent {
        static let title: LocalizedStringResource = "Open site"
        @Parameter(title: "Page") var page: String
        init() {}
        func perform() async throws -> some IntentResult & OpensIntent {
            .result(opensIntent: OpenURLIntent(URL(string: "https://example.com/\(page)")!))
        }
    }

    struct CountIntent: AppIntent {
        static let title: LocalizedStringResource = "Count"
        func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog & ShowsSnippetView & OpensIntent {
            .result(value: 3, opensIntent: OpenURLIntent(), dialog: "Three") { Text("3").bold() }
        }
    }

    struct SnippetIntent: AppIntent {
        static let title: LocalizedStringResource = "Snippet"
        func perform() async throws -> some ProvidesDialog & ShowsSnippetView {
            .result(dialog: "Shown", view: Text("snippet"))
        }
    }

    struct Shortcuts: AppShortcutsProvider {
        static let includesCount = true
        static var appShortcuts: [AppShortcut] {
            AppShortcut(
                intent: OpenSiteIntent(), phrases: ["Open \(\.$page) in \(.applicationName)", "Browse"], shortTitle: "Open",
                systemImageName: "safari")
            if includesCount {
                AppShortcut(intent: CountIntent(), phrases: ["Count with \(.applicationName)"])
            }
            for _ in 0..<2 { AppShortcut(intent: SnippetIntent(), phrases: ["Snip"]) }
        }
        static var shortcutTileColor: ShortcutTileColor { .teal }
    }
}

@Suite struct FollowUpResultsTests {
    let runtime = PluginRuntime(
        bundle: FixtureWidgets.self, id: "followups", name: nil, version: "1",
        additionalIntents: [FollowUpFixtures.OpenSiteIntent.self, FollowUpFixtures.CountIntent.self, FollowUpFixtures.SnippetIntent.self])

    private func perform(_ intent: String, _ parameters: [String: JSONValue]) async throws -> PerformResponse {
        try decodeSuccess(
            await runtime.perform(intentID: intent, request: try json(PerformRequest(parameters: parameters))), as: PerformResponse.self)
    }

    @Test func resultsThatOpenAnIntentOrShowAViewPerformAsTheirValueAndDialog() async throws {
        #expect(try await perform("FollowUpFixtures.OpenSiteIntent", ["page": "a"]) == PerformResponse())
        #expect(try await perform("FollowUpFixtures.CountIntent", [:]) == PerformResponse(value: 3, dialog: "Three"))
        #expect(try await perform("FollowUpFixtures.SnippetIntent", [:]) == PerformResponse(dialog: "Shown"))
    }

    @Test func openURLIntentKeepsItsURLAndDoesNothing() async throws {
        let intent = OpenURLIntent(URL(string: "https://example.com")!)
        #expect(intent.url.absoluteString == "https://example.com")
        #expect(OpenURLIntent().url.absoluteString == "about:blank")
        _ = try await intent.perform()
    }

    @Test func appShortcutsKeepTheirIntentsAndPhrases() {
        let shortcuts = FollowUpFixtures.Shortcuts.appShortcuts
        #expect(shortcuts.map(\.intentName) == ["OpenSiteIntent", "CountIntent", "SnippetIntent", "SnippetIntent"])
        #expect(shortcuts[0].phrases == ["Open ${parameter} in ${applicationName}", "Browse"])
        #expect(shortcuts[0].shortTitle?.defaultValue == "Open" && shortcuts[0].systemImageName == "safari")
        #expect(shortcuts[1].shortTitle == nil && shortcuts[1].phrases == ["Count with ${applicationName}"])
        #expect(FollowUpFixtures.Shortcuts.shortcutTileColor == .teal)
        FollowUpFixtures.Shortcuts.updateAppShortcutParameters()
    }
}
