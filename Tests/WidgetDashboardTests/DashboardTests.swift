import Foundation
import Testing
import WidgetDashboard
import WidgetHost
import WidgetRuntime
import WidgetTestSupport

/// The dashboard end to end, over HTTP, with real plugins: the Counter plugin (a Swift SDK
/// plugin, seed 003) and the `good` C fixture (a configurable widget whose summary hides a
/// parameter unless another is on, an entity with every query, dated entries).
struct DashboardTests {
    @Test func theCounterIsAddedAndTappedFromThePageAndTheChangeIsPushed() async throws {
        let harness = try DashboardHarness(counter: true)
        defer { harness.stop() }
        let page = try await harness.get("/")
        #expect(page.status == 200)
        #expect(page.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
        #expect(page.body.contains("No widgets yet"))
        let session = try await harness.session()
        let events = try await harness.events()

        let id = try await harness.add("MyWidget", plugin: "Counter", family: "systemMedium", session: session)
        try await events.next("event: instance\ndata: \(id)\n\n")
        let card = try await harness.get("/api/instances/\(id)/card")
        #expect(card.body.contains(#"data-family="systemMedium""#))
        #expect(card.body.contains("结果: 0"))
        #expect(card.body.contains(#"data-control-id="b.2.0""#))

        let tap = try await harness.post("/api/instances/\(id)/tap", #"{"control": "b.2.0"}"#, session: session)
        #expect(tap.status == 200, "\(tap.body)")
        try await events.next("event: instance\ndata: \(id)\n\n", times: 2)
        #expect(try await harness.get("/api/instances/\(id)/card").body.contains("结果: 10"))
        #expect(try await harness.get("/").body.contains("结果: 10"))
    }

    @Test func actionsWithoutTheSessionTokenOrFromAnotherOriginAreRefusedAndChangeNothing() async throws {
        let harness = try DashboardHarness(counter: true)
        defer { harness.stop() }
        let session = try await harness.session()
        let id = try await harness.add("MyWidget", plugin: "Counter", family: "systemMedium", session: session)
        let path = "/api/instances/\(id)/tap"
        let body = #"{"control": "b.2.0"}"#

        let withoutToken = try await harness.post(path, body, session: session, token: .some(nil))
        #expect(withoutToken.status == 403)
        #expect(
            withoutToken.body.contains(
                "error: no session token (request POST \(path)); expected the token of the page's session in the X-WidgetHost-Token header")
        )
        let crossSite = try await harness.post(path, body, session: session, origin: "http://evil.example")
        #expect(crossSite.status == 403)
        #expect(crossSite.body.contains("a cross-site request from origin 'http://evil.example'"))
        let foreignHost = try await harness.get("/api/instances", headers: ["Host": "rebound.example:80"])
        #expect(foreignHost.status == 403)
        #expect(try await harness.get(path).status == 404)

        #expect(try await harness.get("/api/instances/\(id)/card").body.contains("结果: 0"))
        #expect(try harness.runtime.storedInstances().map(\.reloadHistory.count) == [0])
    }

    @Test func changesMadeByOtherWidgethostProcessesReachThePage() async throws {
        let harness = try DashboardHarness(counter: true)
        defer { harness.stop() }
        let session = try await harness.session()
        let id = try await harness.add("MyWidget", plugin: "Counter", family: "systemMedium", session: session)
        let events = try await harness.events()
        let state = harness.stateDirectory.path
        let home = harness.directory.url
        let result = try await offThePool { try CLIRunner(home: home).run(["--state", state, "tap", "\(id)", "加 10"]) }
        #expect(result.status == 0, "\(result.standardError)")
        try await events.next("event: instance\ndata: \(id)\n\n")
        #expect(try await harness.get("/api/instances/\(id)/card").body.contains("结果: 10"))
    }

    @Test func aToggleRunsItsIntentWithItsNewValue() async throws {
        let harness = try DashboardHarness(good: true)
        defer { harness.stop() }
        let session = try await harness.session()
        let id = try await harness.add("Clock", plugin: "Good", session: session)
        let card = try await harness.get("/api/instances/\(id)/card").body
        let toggle = try #require(card.firstMatch(of: #/data-control-id="([^"]+)" data-control-kind="toggle"/#)?.output.1)
        #expect(card.contains(#"data-control-kind="toggle" data-intent="SetFlagIntent" role="switch" aria-pressed="false""#))
        let tap = try await harness.post("/api/instances/\(id)/tap", #"{"control": "\#(toggle)"}"#, session: session)
        #expect(tap.status == 200, "\(tap.body)")
        #expect(
            try await harness.get("/api/instances/\(id)/card").body.contains(
                #"data-control-kind="toggle" data-intent="SetFlagIntent" role="switch" aria-pressed="true""#))
    }

    @Test func anEntrysDateArrivingIsPushed() async throws {
        let harness = try DashboardHarness(good: true)
        defer { harness.stop() }
        let session = try await harness.session()
        let id = try await harness.add("Clock", plugin: "Good", family: "systemSmall", session: session)
        let events = try await harness.events()
        harness.clock.set(DashboardHarness.start.addingTimeInterval(61))
        harness.dashboard.daemon.wake()
        try await events.next("event: instance\ndata: \(id)\n\n")
    }

    @Test func theConfigurationFormFollowsTheParameterSummary() async throws {
        let harness = try DashboardHarness(good: true)
        defer { harness.stop() }
        let form = try json(try await harness.get("/api/form?plugin=Good&kind=Clock&family=systemSmall"))
        #expect(form["summary"] as? String == "Show Calm")
        let fields = try #require(form["fields"] as? [[String: Any]])
        #expect(fields.map { $0["name"] as? String } == ["mood", "color", "shuffle", "interval"])
        #expect(fields.map { $0["isVisible"] as? Bool } == [true, true, true, false])
        #expect(fields.map { $0["input"] as? String } == ["enum", "entity", "toggle", "integer"])
        #expect((fields[0]["choices"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Calm", "Very Happy"])
        #expect((fields[1]["choices"] as? [[String: Any]])?.map { $0["value"] as? String } == ["red", "green", "blue"])
        #expect((fields[1]["defaultChoice"] as? [String: Any])?["title"] as? String == "Blue")
        #expect(fields[1]["searchable"] as? Bool == true)
        #expect(fields[1]["entityName"] as? String == "Color")
        #expect(fields[1]["value"] as? String == "blue")
        #expect(fields[2]["value"] as? String == "false")

        let shuffled = try json(
            try await harness.get(
                "/api/form/visibility?plugin=Good&kind=Clock&family=systemSmall&values="
                    + #"{"shuffle":"true","mood":"happy"}"#.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!))
        #expect(shuffled["visible"] as? [String] == ["mood", "color", "shuffle", "interval"])
        #expect(shuffled["summary"] as? String == "Show Very Happy every … minutes")

        let search = try json(try await harness.get("/api/entities?plugin=Good&kind=Clock&parameter=color&matching=gr"))
        #expect((search["choices"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Green"])
    }

    @Test func badFormInputGetsTheCLIsErrorLinesAndStoresNothing() async throws {
        let harness = try DashboardHarness(good: true)
        defer { harness.stop() }
        let session = try await harness.session()
        // The dashboard passes the fields in the intent's parameter order: the CLI's lines for the values in that order.
        let response = try await harness.post(
            "/api/instances", #"{"plugin": "Good", "kind": "Clock", "values": {"interval": "500", "mood": "grumpy"}}"#, session: session)
        #expect(response.status == 400)
        let errors = try #require(try json(response)["errors"] as? [String])

        let other = TemporaryDirectory()
        let plugin = harness.pluginDirectory.appendingPathComponent("libGood.so").path
        let cli = try await offThePool {
            try CLIRunner(home: other.url).run([
                "--state", other.path("state").path, "add", "Clock", "--plugin", plugin, "--param", "mood=grumpy", "--param",
                "interval=500",
            ])
        }
        #expect(cli.status == 2)
        #expect(errors == cli.errorLines)
        #expect(errors.count == 2)
        #expect(try json(try await harness.get("/api/instances"))["ids"] as? [Int] == [])

        let id = try await harness.add("Clock", plugin: "Good", values: ["shuffle": "true", "interval": "10"], session: session)
        let refused = try await harness.post("/api/instances/\(id)/configure", #"{"values": {"interval": "ten"}}"#, session: session)
        #expect(refused.status == 400)
        #expect(
            try json(refused)["errors"] as? [String] == [
                "error: 'ten' is not an integer (plugin Good, intent ConfigureClock, parameter interval); expected an integer from 1 to 60"
            ])
        #expect(try harness.runtime.instance(InstanceID(rawValue: Int64(id))).configuration["interval"] == .integer(10))
    }

    @Test func theGalleryListsEveryWidgetWithPlaceholderAndSnapshotPreviews() async throws {
        let harness = try DashboardHarness(counter: true, good: true)
        defer { harness.stop() }
        let gallery = try json(try await harness.get("/api/gallery"))
        let plugins = try #require(gallery["plugins"] as? [[String: Any]])
        #expect(plugins.map { $0["id"] as? String } == ["Counter", "Good"])
        let clock = try #require((plugins[1]["widgets"] as? [[String: Any]])?.first)
        #expect(clock["kind"] as? String == "Clock")
        #expect(clock["families"] as? [String] == ["systemSmall", "systemMedium"])
        #expect(clock["configurable"] as? Bool == true)

        let placeholder = try await harness.get("/api/preview?plugin=Good&kind=Clock&family=systemMedium")
        #expect(placeholder.body.contains(#"data-family="systemMedium""#))
        #expect(placeholder.body.contains(#"data-node="redacted""#))
        let snapshot = try await harness.get("/api/preview?plugin=Good&kind=Clock&family=systemSmall&mode=snapshot")
        #expect(snapshot.body.contains("snapshot preview"))
        let unknown = try await harness.get("/api/preview?plugin=Nope&kind=Clock")
        #expect(unknown.status == 400)
        #expect(unknown.body.contains("no plugin 'Nope' on the plugin path"))
    }

    @Test func aSecondDaemonOnTheSameStateIsRefused() throws {
        let harness = try DashboardHarness()
        defer { harness.stop() }
        let other = try WidgetRuntime(
            host: harness.runtime.host, inbox: harness.runtime.inbox, configuration: harness.runtime.configuration)
        #expect(throws: RuntimeError.daemonAlreadyRunning(stateDirectory: harness.stateDirectory.path)) {
            try DashboardServer(runtime: other, configuration: .init(port: 0), handlesSignals: false)
        }
    }

    private func json(_ response: HTTPTestClient.Response) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any], "\(response.body)")
    }
}
