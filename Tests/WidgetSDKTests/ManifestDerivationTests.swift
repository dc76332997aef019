import Testing
import WidgetWire

@testable import WidgetSDK

@Suite struct ManifestDerivationTests {
    let manifest: PluginManifest

    init() throws {
        manifest = try makeFixtureRuntime().manifest().manifest
    }

    private func intent(_ id: String) throws -> IntentDescriptor {
        try #require(manifest.intent(id: id), "no intent \(id) in \(manifest.intents.map(\.id))")
    }

    @Test func describesThePlugin() {
        #expect(manifest.plugin == PluginInfo(id: "dev.widgethost.fixtures", name: "Fixtures", version: "2.0.0", sdk: "WidgetSDK 1.0.0"))
    }

    @Test func describesEveryWidgetOfTheBundleIncludingConditionalOnes() throws {
        #expect(manifest.widgets.map(\.kind) == ["appIntents.kind", "TaskWidget", "soup", "book", "static"])
        let widget = try #require(manifest.widget(kind: "appIntents.kind"))
        #expect(widget.displayName == "My Widget")
        #expect(widget.description == "This is an example widget.")
        #expect(widget.families == [.systemSmall, .systemMedium])
        #expect(widget.configurationIntent == "SeedAppIntents.ConfigurationIntent")
        #expect(
            widget.timeline
                == HandlerDescriptor(
                    symbol: "widgethost_swift_timeline", returns: .status,
                    arguments: [.constant("appIntents.kind"), .constant("timeline"), .request, .result, .error]))
        #expect(widget.placeholder.arguments[1] == .constant("placeholder"))
        #expect(widget.snapshot.arguments[1] == .constant("snapshot"))
    }

    @Test func widgetsWithoutNameOrDescriptionUseTheIntentsTitleAndDescription() throws {
        let soup = try #require(manifest.widget(kind: "soup"))
        #expect(soup.displayName == "Favorite Soup")
        #expect(soup.description == "Shows a picture of your favorite soup!")
        #expect(soup.families == [.systemSmall, .systemMedium, .systemLarge])

        let staticWidget = try #require(manifest.widget(kind: "static"))
        #expect(staticWidget.displayName == "static")
        #expect(staticWidget.description == "")
        #expect(staticWidget.configurationIntent == nil)
    }

    @Test func findsInteractiveIntentsInThePlaceholdersOfEveryFamily() throws {
        let button = try intent("SeedAppIntents.ButtonIntent")
        #expect(button.title == "button press")
        #expect(button.description == "none")
        #expect(button.isConfiguration == false)
        #expect(button.parameters == [ParameterDescriptor(name: "widgetEdit", title: "edit message", type: .string, isOptional: true)])
        #expect(
            button.perform
                == HandlerDescriptor(
                    symbol: "widgethost_swift_perform", returns: .status,
                    arguments: [.constant("SeedAppIntents.ButtonIntent"), .request, .result, .error]))
        #expect(manifest.intent(id: "Fixtures.RecordingIntent") != nil)
    }

    @Test func acceptsBothOptionalAndNonOptionalDescriptions() throws {
        #expect(try intent("SeedAppIntents.ConfigurationIntent").description == "背景配置")
        #expect(try intent("SeedTasks.SelectTaskIntent").description == "选择要在Widget中展示的任务")
        #expect(try intent("Fixtures.KitchenSinkIntent").description == nil)
    }

    @Test func describesEveryKindOfParameter() throws {
        let sink = try intent("Fixtures.KitchenSinkIntent")
        let expected: [ParameterDescriptor] = [
            ParameterDescriptor(name: "name", title: "Name", description: "Who to greet", type: .string, defaultValue: "World"),
            ParameterDescriptor(
                name: "count", title: "Count", type: .int, defaultValue: 3, bounds: ParameterBounds(lowerBound: 1, upperBound: 10)),
            ParameterDescriptor(
                name: "ratio", title: "Ratio", type: .double, isOptional: true, bounds: ParameterBounds(lowerBound: 0, upperBound: 1)),
            ParameterDescriptor(name: "enabled", title: "Enabled", type: .bool),
            ParameterDescriptor(name: "when", title: "When", type: .date, isOptional: true),
            ParameterDescriptor(name: "link", title: "Link", type: .url, isOptional: true),
            ParameterDescriptor(
                name: "interval", title: "Interval", type: .enumeration("SeedSoup.RefreshInterval"), defaultValue: "weekly"),
            ParameterDescriptor(name: "mood", title: "Mood", type: .enumeration("Fixtures.Mood"), isOptional: true),
            ParameterDescriptor(name: "task", title: "Task", type: .entity("SeedTasks.TaskItem"), isOptional: true),
            ParameterDescriptor(name: "tags", title: "Tags", type: .string, isArray: true, defaultValue: .array(["a", "b"])),
            ParameterDescriptor(name: "scores", title: "Scores", type: .int, isArray: true, isOptional: true),
            ParameterDescriptor(name: "tasks", title: "Tasks", type: .entity("SeedTasks.TaskItem"), isArray: true, isOptional: true),
        ]
        #expect(sink.parameters == expected)
        #expect(sink.summary == nil)
    }

    @Test func describesTheSeedSoupWhenSummary() throws {
        let soup = try intent("SeedSoup.FavoriteSoup")
        #expect(soup.isConfiguration)
        let expected = SummaryDescriptor.when(
            condition: SummaryCondition(subject: .parameter("shuffle"), comparison: .equalTo, values: [true]),
            then: .summary(template: nil, parameters: ["name", "shuffle", "interval"]),
            otherwise: .summary(template: nil, parameters: ["name", "shuffle"]))
        #expect(soup.summary == expected)
        #expect(soup.parameters.map(\.defaultValue) == [nil, true, "daily"])
    }

    @Test func describesSwitchTemplateHasValueComparableAndFamilySummaries() throws {
        let expected = SummaryDescriptor.switchCase(
            subject: .parameter("mode"),
            cases: [
                SummarySwitchCase(values: ["hourly"], summary: .summary(template: "Every hour in ${city}", parameters: ["city", "units"])),
                SummarySwitchCase(
                    values: ["daily", "weekly"],
                    summary: .when(
                        condition: SummaryCondition(subject: .parameter("city"), comparison: .hasAnyValue, values: []),
                        then: .when(
                            condition: SummaryCondition(subject: .parameter("units"), comparison: .greaterThan, values: [2]),
                            then: .summary(template: nil, parameters: ["city", "units"]),
                            otherwise: .summary(template: nil, parameters: ["city"])),
                        otherwise: nil)),
            ],
            defaultCase: .when(
                condition: SummaryCondition(subject: .widgetFamily, comparison: .oneOf, values: ["systemSmall", "systemMedium"]),
                then: .summary(template: nil, parameters: ["mode"]),
                otherwise: .summary(template: nil, parameters: ["mode", "detail"])))
        #expect(try intent("Fixtures.SummaryIntent").summary == expected)
    }

    @Test func describesOneOfStringAndWidgetFamilySwitchSummaries() throws {
        let expected = SummaryDescriptor.when(
            condition: SummaryCondition(subject: .parameter("mode"), comparison: .oneOf, values: ["daily", "weekly"]),
            then: .when(
                condition: SummaryCondition(subject: .parameter("city"), comparison: .hasPrefix, values: ["San"]),
                then: .summary(template: nil, parameters: ["city"]), otherwise: nil),
            otherwise: .switchCase(
                subject: .widgetFamily,
                cases: [SummarySwitchCase(values: ["systemLarge"], summary: .summary(template: nil, parameters: ["mode", "city"]))],
                defaultCase: .summary(template: nil, parameters: ["mode"])))
        #expect(try intent("Fixtures.OperatorsIntent").summary == expected)
    }

    @Test func describesTheNestedSeedAppIntentsEntityWithItsStringQuery() throws {
        let summary = try intent("SeedAppIntents.ConfigurationIntent").summary
        #expect(summary == .summary(template: nil, parameters: ["bgColor"]))
        let color = try #require(manifest.entity(id: "SeedAppIntents.ConfigurationIntent.AppIntentsColor"))
        #expect(color.typeDisplayName == "color entity")
        let query = { (operation: String) in
            HandlerDescriptor(
                symbol: "widgethost_swift_query", returns: .status,
                arguments: [
                    .constant("SeedAppIntents.ConfigurationIntent.AppIntentsColor"), .constant(operation), .request, .result, .error,
                ])
        }
        #expect(
            color.queries
                == EntityQueryHandlers(
                    entities: query("entities"), suggested: query("suggested"), matching: query("matching"),
                    defaultResult: query("default"), all: nil))
    }

    @Test func describesTheSeedTasksClassEntityWithUUIDIds() throws {
        let task = try #require(manifest.entity(id: "SeedTasks.TaskItem"))
        #expect(task.typeDisplayName == "任务列表")
        #expect(task.queries.matching != nil)
        let select = try intent("SeedTasks.SelectTaskIntent")
        #expect(select.parameters == [ParameterDescriptor(name: "task", title: "任务", type: .entity("SeedTasks.TaskItem"))])
        #expect(manifest.widget(kind: "TaskWidget")?.configurationIntent == "SeedTasks.SelectTaskIntent")
    }

    @Test func describesEnumsWithTheirCaseTitles() throws {
        let interval = try #require(manifest.enumType(id: "SeedSoup.RefreshInterval"))
        #expect(interval.typeDisplayName == "Refresh Interval")
        #expect(
            interval.cases == [
                EnumCaseDescriptor(value: "hourly", title: "Every Hour"), EnumCaseDescriptor(value: "daily", title: "Every Day"),
                EnumCaseDescriptor(value: "weekly", title: "Every Week"),
            ])
        let mood = try #require(manifest.enumType(id: "Fixtures.Mood"))
        #expect(
            mood.cases == [
                EnumCaseDescriptor(value: "1", title: "Calm", subtitle: "take it easy"), EnumCaseDescriptor(value: "2", title: "2"),
            ])
    }

    @Test func recordsTheValueParameterOfASetValueIntent() throws {
        #expect(try intent("Fixtures.LightIntent").valueParameter == "value")
        #expect(try intent("Fixtures.RecordingIntent").valueParameter == nil)
    }

    @Test func manifestIsDerivedOnceAndEncodesToTheSameBytes() throws {
        let runtime = makeFixtureRuntime()
        let first = try runtime.manifest().bytes
        let second = try runtime.manifest().bytes
        #expect(first == second)
        #expect(try WireCoding.decode(PluginManifest.self, from: first) == manifest)
    }

    @Test func pluginDefaultsItsIdentityToTheBundlesModule() throws {
        let runtime = PluginRuntime(bundle: FixtureWidgets.self, id: nil, name: nil, version: "1.0.0", additionalIntents: [])
        #expect(runtime.info.id == "WidgetSDKTests")
        #expect(runtime.info.name == "WidgetSDKTests")
    }
}

@Suite struct ManifestErrorTests {
    struct TwinWidgets: WidgetBundle {
        var body: some Widget {
            Fixtures.StaticWidget()
            Fixtures.StaticWidget()
        }
    }

    struct NoValueLight: SetValueIntent {
        static let title: LocalizedStringResource = "Broken light"
        var value: Bool = false

        func perform() async throws -> some IntentResult { .result() }
    }

    struct MixedSummaryIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Mixed"
        @Parameter(title: "A") var first: String?
        @Parameter(title: "B") var second: String?

        static var parameterSummary: some ParameterSummary {
            When(\.$first, .hasAnyValue) {
                \.$first
                Summary { \.$second }
            }
        }
    }

    private func message(_ runtime: PluginRuntime) -> String {
        do {
            _ = try runtime.manifest()
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func rejectsTwoWidgetsOfTheSameKind() {
        let runtime = PluginRuntime(bundle: TwinWidgets.self, id: "twins", name: nil, version: "1", additionalIntents: [])
        #expect(message(runtime) == "cannot build the plugin manifest: two widgets have the kind 'static'; every widget needs its own kind")
    }

    @Test func rejectsASetValueIntentWithoutValueParameter() {
        let runtime = PluginRuntime(
            bundle: SingleWidgetBundle<Fixtures.StaticWidget>.self, id: "x", name: nil, version: "1", additionalIntents: [NoValueLight.self]
        )
        #expect(message(runtime).contains("ManifestErrorTests.NoValueLight is a SetValueIntent but has no '@Parameter var value'"))
    }

    @Test func rejectsASummaryBlockMixingParametersAndSummaries() {
        let runtime = PluginRuntime(
            bundle: SingleWidgetBundle<Fixtures.StaticWidget>.self, id: "x", name: nil, version: "1",
            additionalIntents: [MixedSummaryIntent.self])
        #expect(message(runtime).contains("the parameterSummary of ManifestErrorTests.MixedSummaryIntent has a block mixing parameters"))
    }
}
