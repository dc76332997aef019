import Testing
import WidgetHost
import WidgetWire

/// The manifest rules, one by one, on manifests built in memory.
struct ManifestValidatorTests {
    static let result = HandlerArgument.result
    static func handler(
        _ symbol: String = "h", returns: HandlerReturnType = .status, arguments: [HandlerArgument] = [result]
    ) -> HandlerDescriptor {
        HandlerDescriptor(symbol: symbol, returns: returns, arguments: arguments)
    }

    static func widget(_ kind: String = "W", configuration: String? = nil, timeline: HandlerDescriptor = handler()) -> WidgetDescriptor {
        WidgetDescriptor(
            kind: kind, displayName: kind, description: "", families: [.systemSmall], configurationIntent: configuration,
            placeholder: handler(), snapshot: handler(), timeline: timeline)
    }

    static func manifest(
        widgets: [WidgetDescriptor] = [], intents: [IntentDescriptor] = [], entities: [EntityDescriptor] = [], enums: [EnumDescriptor] = []
    ) -> PluginManifest {
        PluginManifest(
            plugin: PluginInfo(id: "dev.test", name: "Test", version: "1"), widgets: widgets, intents: intents, entities: entities,
            enums: enums)
    }

    static let mood = EnumDescriptor(id: "Mood", typeDisplayName: "Mood", cases: [EnumCaseDescriptor(value: "calm", title: "Calm")])

    func problems(_ manifest: PluginManifest) -> [String] {
        ManifestValidator(manifest).validate().map { "\($0.path): \($0.problem)" }
    }

    @Test func aValidManifestHasNoProblems() {
        let configure = IntentDescriptor(
            id: "Configure", title: "Configure", isConfiguration: true,
            parameters: [ParameterDescriptor(name: "mood", title: "Mood", type: .enumeration("Mood"), defaultValue: "calm")])
        let timeline = Self.handler(arguments: [
            .parameter("mood", as: .string), HandlerArgument(type: .bool, source: .preview), Self.result,
        ])
        #expect(
            problems(
                Self.manifest(
                    widgets: [Self.widget(configuration: "Configure", timeline: timeline)], intents: [configure], enums: [Self.mood])
            ).isEmpty)
    }

    @Test func emptyPluginIdsAndDuplicateKindsAreReported() {
        var manifest = Self.manifest(widgets: [Self.widget("W"), Self.widget("W")])
        manifest.plugin.id = ""
        #expect(
            problems(manifest) == [
                "plugin.id: the plugin id is empty", "widgets[1].kind: duplicate widget kind 'W' (also at widgets[0].kind)",
            ])
    }

    @Test func aWidgetNeedsFamiliesAndAConfigurationIntentThatConfigures() {
        var widget = Self.widget(configuration: "Tap")
        widget.families = []
        let tap = IntentDescriptor(id: "Tap", title: "Tap", perform: Self.handler(arguments: []))
        #expect(
            problems(Self.manifest(widgets: [widget], intents: [tap])) == [
                "widgets[0].families: the widget lists no family",
                "widgets[0].configurationIntent: intent 'Tap' is not a configuration intent",
            ])
    }

    @Test func parameterTypesBoundsAndDefaultsMustFit() {
        let intent = IntentDescriptor(
            id: "I", title: "I",
            parameters: [
                ParameterDescriptor(name: "a", title: "A", type: .entity("Ghost")),
                ParameterDescriptor(name: "b", title: "B", type: .string, bounds: ParameterBounds(lowerBound: 0, upperBound: 1)),
                ParameterDescriptor(name: "c", title: "C", type: .int, bounds: ParameterBounds(lowerBound: 5, upperBound: 1)),
                ParameterDescriptor(name: "d", title: "D", type: .enumeration("Mood"), defaultValue: "angry"),
                ParameterDescriptor(name: "e", title: "E", type: .int, isArray: true, defaultValue: .array([1, "two"])),
                ParameterDescriptor(name: "f", title: "F", type: .url, defaultValue: "not a url"),
            ], perform: Self.handler(arguments: []))
        #expect(
            problems(Self.manifest(intents: [intent], enums: [Self.mood])) == [
                "intents[0].parameters[0].type: names unknown entity 'Ghost'",
                "intents[0].parameters[1].bounds: bounds on a string parameter",
                "intents[0].parameters[2].bounds: lowerBound 5 is above upperBound 1",
                "intents[0].parameters[3].default: default \"angry\" is not a case of enum Mood",
                "intents[0].parameters[4].default: default item 2: \"two\" is not an integer",
                "intents[0].parameters[5].default: default \"not a url\" is not an absolute URL",
            ])
    }

    @Test func summariesAndValueParametersMustNameParameters() {
        let summary = SummaryDescriptor.when(
            condition: SummaryCondition(subject: .parameter("missing"), comparison: .hasAnyValue, values: []),
            then: .summary(template: "Show ${nope}", parameters: ["x"]), otherwise: .summary(template: nil, parameters: ["y"]))
        let intent = IntentDescriptor(
            id: "I", title: "I", valueParameter: "x", parameters: [ParameterDescriptor(name: "x", title: "X", type: .string)],
            summary: summary,
            perform: Self.handler(arguments: []))
        #expect(
            problems(Self.manifest(intents: [intent])) == [
                "intents[0].valueParameter: value parameter 'x' is a string, not a bool",
                "intents[0].summary.condition.parameter: names unknown parameter 'missing'",
                "intents[0].summary.then.template: names unknown parameter 'nope'",
                "intents[0].summary.otherwise.parameters[0]: names unknown parameter 'y'",
            ])
    }

    @Test func argumentSourcesMustMakeSenseForTheirHandler() {
        let intent = IntentDescriptor(
            id: "I", title: "I",
            parameters: [
                ParameterDescriptor(name: "count", title: "Count", type: .int),
                ParameterDescriptor(name: "when", title: "When", type: .date),
                ParameterDescriptor(name: "tags", title: "Tags", type: .string, isArray: true),
            ],
            perform: Self.handler(
                returns: .int32,
                arguments: [
                    .parameter("count", as: .double), .parameter("when", as: .double), .parameter("tags", as: .string),
                    HandlerArgument(type: .string, source: .identifiers), HandlerArgument(type: .string, source: .constant),
                    HandlerArgument(type: .bool, source: .now), Self.result, Self.result,
                ]))
        let entity = EntityDescriptor(
            id: "E", typeDisplayName: "E",
            queries: EntityQueryHandlers(
                entities: Self.handler(returns: .int64, arguments: [HandlerArgument(type: .string, source: .identifiers), Self.result]),
                suggested: Self.handler(arguments: [HandlerArgument(type: .string, source: .text), Self.result]),
                matching: Self.handler(arguments: [HandlerArgument(type: .string, source: .text)])))
        let widget = Self.widget(
            timeline: Self.handler(arguments: [.parameter("x", as: .string), HandlerArgument(type: .string, source: .family), Self.result]))
        #expect(
            problems(Self.manifest(widgets: [widget], intents: [intent], entities: [entity])) == [
                "widgets[0].timeline.arguments[0].source: source 'parameter' (a parameter value) makes no sense for the timeline handler of widget W",
                "intents[0].perform.arguments[0].type: parameter 'count' (int) cannot be passed as double",
                "intents[0].perform.arguments[3].source: source 'identifiers' (the ids of an entities(for:) query) makes no sense for the perform handler of intent I",
                "intents[0].perform.arguments[4].value: a constant argument without a value",
                "intents[0].perform.arguments[5].type: source 'now' passed as bool",
                "intents[0].perform.arguments[7].source: a second 'result' argument",
                "entities[0].queries.entities.returns: the entities query handler of entity E returns int64",
                "entities[0].queries.suggested.arguments[0].source: source 'text' (the search text of an entities(matching:) query) makes no sense for the suggested query handler of entity E",
                "entities[0].queries.matching.arguments: the matching query handler of entity E has no result buffer",
            ])
    }

    @Test func onlyConfigurationIntentsMayLackAPerformHandler() {
        let intents = [
            IntentDescriptor(id: "Configure", title: "Configure", isConfiguration: true), IntentDescriptor(id: "Tap", title: "Tap"),
        ]
        #expect(problems(Self.manifest(intents: intents)) == ["intents[1].perform: intent 'Tap' has no perform handler"])
    }
}
