import Foundation
import Testing

/// The seed plugins as widget instances of the runtime: add, configure, list, tap and reload through the CLI.
@Suite struct SeedRuntimeTests {
    private let now = "2024-05-01T10:00:00Z"
    private let nowSeconds = 1_714_557_600.0

    /// Runs a CLI command that must succeed and returns its JSON.
    private func json(_ cli: WidgetHostCLI, _ arguments: [String], now: String? = nil) throws -> Any {
        let run = try cli.run(arguments, json: true, now: now)
        try #require(run.status == 0, "\(run)")
        return try run.json()
    }

    /// Adds an instance of `kind` and returns its id.
    private func add(_ kind: String, _ arguments: [String] = [], with cli: WidgetHostCLI, now: String? = nil) throws -> String {
        let run = try cli.run(["add", kind] + arguments, now: now)
        try #require(run.status == 0, "\(run)")
        return run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The `list --json` record of instance `id`.
    private func instance(_ id: String, with cli: WidgetHostCLI, now: String? = nil) throws -> [String: Any] {
        let instances = try #require(try json(cli, ["list"], now: now) as? [[String: Any]])
        return try #require(instances.first { "\($0["id"] ?? "")" == id })
    }

    /// The names of the fields `configure` shows for instance `id`, and the ones it hides.
    private func form(_ id: String, with cli: WidgetHostCLI) throws -> (shown: [String], hidden: [String]) {
        let form = try #require(try json(cli, ["configure", id]) as? [String: Any])
        let fields = form["fields"] as? [[String: Any]] ?? []
        return (fields.compactMap { $0["name"] as? String }, form["hidden"] as? [String] ?? [])
    }

    // MARK: Appearance

    @Test func anAppearanceWidgetDefaultsToTheLastColorAndItsControlsCarryTheChosenOne() throws {
        let cli = try WidgetHostCLI()
        let id = try add("appIntents.kind", ["--plugin", "Appearance"], with: cli)
        #expect((try instance(id, with: cli)["configuration"] as? [String: Any])?["bgColor"] as? String == "light")

        let button = try cli.run(["tap", id, "button 当前编辑"])
        #expect(button.status == 0, "\(button)")
        #expect(button.standardError.contains("小组件编辑: 白色"), "\(button)")

        #expect(try cli.run(["configure", id, "--param", "bgColor=dark"]).status == 0)
        let toggle = try cli.run(["tap", id, "t.0"])
        #expect(toggle.status == 0, "\(toggle)")
        #expect(toggle.standardOutput.contains("Tapped toggle t.0 → ButtonIntent(widgetEdit: \"黑色\")"), "\(toggle)")
        #expect(toggle.standardError.contains("小组件编辑: 黑色"), "\(toggle)")
        let shown = toggle.standardOutput.components(separatedBy: "\n").filter { $0.contains("→ ButtonIntent(widgetEdit: \"黑色\")") }
        #expect(shown.count == 3, "the tap line and the toggle and button now shown: \(toggle)")
    }

    @Test func theColorPickerOffersTheMatchingColors() throws {
        let cli = try WidgetHostCLI()
        let id = try add("appIntents.kind", ["--plugin", "Appearance"], with: cli)
        let run = try cli.run(["configure", id, "--matching", "黑"], json: true)
        try #require(run.status == 0, "\(run)")
        let fields = (try run.json() as? [String: Any])?["fields"] as? [[String: Any]] ?? []
        let color = try #require(fields.first { $0["name"] as? String == "bgColor" })
        let choices = color["choices"] as? [[String: Any]] ?? []
        #expect(choices.compactMap { $0["value"] as? String } == ["dark"])
    }

    @Test func tappingTheStyledToggleRunsTestIntentAndShowsBothBodies() throws {
        let cli = try WidgetHostCLI()
        let id = try add("appIntents.styles", ["--plugin", "Appearance"], with: cli)
        let tap = try #require(try json(cli, ["tap", id, "t.1.0"]) as? [String: Any])
        #expect((tap["invocation"] as? [String: Any])?["intent"] as? String == "TestIntent")
        let toggle = try #require(JSONTree.nodes(ofType: "toggle", in: tap["view"] ?? [:]).first)
        #expect(JSONTree.nodes(ofType: "image", in: toggle["onBody"] ?? [:]).first?["systemName"] as? String == "house")
        #expect(JSONTree.nodes(ofType: "image", in: toggle["offBody"] ?? [:]).first?["systemName"] as? String == "house.fill")
        let pressed = try cli.run(["tap", id, "b.1.1"], verbose: true)
        #expect(pressed.status == 0, "\(pressed)")
        #expect(pressed.standardError.contains("TestIntent tapped 2 times"), "\(pressed)")
    }

    // MARK: Tasks

    @Test func aTaskWidgetFollowsItsTaskAndReportsItUnresolvedOnceDeleted() throws {
        let cli = try WidgetHostCLI()
        let created = try #require(
            try json(cli, ["perform", "Tasks", "CreateTaskIntent", "--param", "title=Buy milk", "--param", "content=Two litres"])
                as? [String: Any])
        let task = try #require(created["value"] as? String)
        let id = try add("TaskWidget", ["--param", "task=\(task)"], with: cli)
        #expect(try instance(id, with: cli)["state"] as? String == "ok")

        let form = try cli.run(["configure", id, "--matching", "MILK"], json: true)
        let fields = (try form.json() as? [String: Any])?["fields"] as? [[String: Any]] ?? []
        let choices = fields.first { $0["name"] as? String == "task" }?["choices"] as? [[String: Any]] ?? []
        #expect(choices.compactMap { $0["title"] as? String } == ["Buy milk"])

        #expect(try cli.run(["perform", "Tasks", "CompleteTaskIntent", "--param", "task=\(task)"]).status == 0)
        #expect(try cli.run(["reload", id]).status == 0)
        #expect(try instance(id, with: cli)["state"] as? String == "ok")

        #expect(try cli.run(["perform", "Tasks", "DeleteTaskIntent", "--param", "task=\(task)"]).status == 0)
        let reload = try cli.run(["reload", id])
        #expect(reload.status != 0, "\(reload)")
        #expect(reload.standardOutput.contains("no longer exists"), "\(reload)")
        let unresolved = try instance(id, with: cli)
        #expect(unresolved["state"] as? String == "unresolved")
        let detail = unresolved["stateDetail"] as? [String: Any]
        #expect(detail?["entity"] as? String == "TaskItem")
        #expect(detail?["parameter"] as? String == "task")
        #expect(detail?["ids"] as? [String] == [task])
    }

    @Test func aTaskWidgetNeedsATask() throws {
        let cli = try WidgetHostCLI()
        let run = try cli.run(["add", "TaskWidget"])
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError.contains("task"), "\(run)")
    }

    // MARK: Favorites

    @Test func configureShowsTheIntervalOnlyWhileShuffleIsOn() throws {
        let cli = try WidgetHostCLI()
        let id = try add("FavoriteSoup", with: cli)
        #expect(try form(id, with: cli) == (["name", "shuffle", "interval"], []))
        #expect(try cli.run(["configure", id, "--param", "shuffle=false"]).status == 0)
        #expect(try form(id, with: cli) == (["name", "shuffle"], ["interval"]))
        #expect(try cli.run(["configure", id, "--param", "shuffle=true"]).status == 0)
        #expect(try form(id, with: cli) == (["name", "shuffle", "interval"], []))
    }

    @Test(arguments: [("hourly", 3_600.0), ("weekly", 604_800.0)])
    func theIntervalSchedulesTheNextReload(interval: String, seconds: Double) throws {
        let cli = try WidgetHostCLI()
        let id = try add("FavoriteSoup", ["--param", "interval=\(interval)"], with: cli, now: now)
        let next = try #require(try instance(id, with: cli, now: now)["nextReload"] as? [String: Any])
        #expect(next["due"] as? Double == nowSeconds + seconds)
        #expect(next["reasons"] as? [String] == ["policy"])
    }

    @Test func withoutShuffleNoReloadIsScheduled() throws {
        let cli = try WidgetHostCLI()
        let id = try add("FavoriteSoup", ["--param", "shuffle=false"], with: cli, now: now)
        #expect(try instance(id, with: cli, now: now)["nextReload"] == nil)
    }

    @Test func aFavoriteBookStartsWithItsDefaults() throws {
        let cli = try WidgetHostCLI()
        let id = try add("FavoriteBook", with: cli)
        let form = try #require(try json(cli, ["configure", id]) as? [String: Any])
        let fields = form["fields"] as? [[String: Any]] ?? []
        #expect(fields.map { $0["name"] as? String } == ["title", "author"])
        #expect(fields.map { $0["value"] as? String } == ["The Swift Programming Language", "Apple Inc."])
    }
}
