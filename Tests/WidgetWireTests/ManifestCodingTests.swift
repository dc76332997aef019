import Testing
import WidgetWire

struct ManifestCodingTests {
    @Test func handwrittenCManifestDecodes() throws {
        let json = """
            {"plugin": {"id": "dev.example.weather", "name": "Weather", "version": "1.0"},
             "widgets": [{"kind": "weather", "displayName": "Weather", "description": "Forecast",
                          "families": ["systemSmall"], "configurationIntent": "Configure",
                          "placeholder": {"symbol": "w_placeholder", "returns": "status", "arguments": [{"type": "buffer", "source": "result"}]},
                          "snapshot": {"symbol": "w_snapshot", "returns": "status", "arguments": [{"type": "buffer", "source": "result"}]},
                          "timeline": {"symbol": "w_timeline", "returns": "status",
                                       "arguments": [{"type": "string", "source": "parameter", "name": "unit"},
                                                     {"type": "double", "source": "now"},
                                                     {"type": "buffer", "source": "result"}]}}],
             "intents": [{"id": "Configure", "title": "Configure", "isConfiguration": true,
                          "parameters": [{"name": "unit", "title": "Unit", "type": {"kind": "enum", "enum": "Unit"}, "default": "celsius"},
                                         {"name": "days", "title": "Days", "type": {"kind": "int"}, "bounds": {"lowerBound": 1, "upperBound": 7}}],
                          "summary": {"kind": "when", "condition": {"parameter": "unit", "operator": "equalTo", "values": ["celsius"]},
                                      "then": {"kind": "summary", "parameters": ["unit", "days"]},
                                      "otherwise": {"kind": "summary", "parameters": ["unit"]}}}],
             "entities": [],
             "enums": [{"id": "Unit", "typeDisplayName": "Unit", "cases": [{"value": "celsius", "title": "Celsius"}]}]}
            """
        let manifest = try WireCoding.decode(PluginManifest.self, from: json)
        #expect(manifest.widgets.first?.timeline.arguments.count == 3)
        let days = try #require(manifest.intent(id: "Configure")?.parameter(named: "days"))
        #expect(days.bounds?.contains(8) == false)
        #expect(days.isOptional == false)
        #expect(manifest.intent(id: "Configure")?.parameter(named: "unit")?.defaultValue == "celsius")
        let reencoded = try WireCoding.decode(PluginManifest.self, from: WireCoding.encode(manifest))
        #expect(reencoded == manifest)
    }

    @Test func unknownParameterKindNamesTheAllowedKinds() {
        let json = #"{"name": "x", "type": {"kind": "float"}}"#
        let error = #expect(throws: WireDecodingError.self) { try WireCoding.decode(ParameterDescriptor.self, from: json) }
        #expect(error?.description.contains("expected one of string, int") == true)
    }

    @Test func jsonValueKeepsBooleansIntegersAndDoublesApart() throws {
        let value = try WireCoding.decode(JSONValue.self, from: #"{"a": true, "b": 10, "c": 1.5, "d": null}"#)
        #expect(value["a"] == .bool(true))
        #expect(value["b"] == .integer(10))
        #expect(value["c"] == .double(1.5))
        #expect(value["d"] == .null)
    }

    @Test func reloadPoliciesRoundTrip() throws {
        for policy in [ReloadPolicy.atEnd, .after(1_700_000_000.5), .never] {
            #expect(try WireCoding.decode(ReloadPolicy.self, from: WireCoding.encode(policy)) == policy)
        }
        let payload = try WireCoding.decode(TimelinePayload.self, from: #"{"entries": []}"#)
        #expect(payload.policy == .never)
    }
}

struct ManifestDefaultsTests {
    @Test func aMinimalHandwrittenManifestTakesDefaults() throws {
        let json = """
            {"plugin": {"id": "x", "name": "X", "version": "1"},
             "intents": [{"id": "Tap", "perform": {"symbol": "tap", "returns": "void", "arguments": []}}]}
            """
        let manifest = try WireCoding.decode(PluginManifest.self, from: json)
        let intent = try #require(manifest.intent(id: "Tap"))
        #expect(intent.isConfiguration == false)
        #expect(intent.parameters.isEmpty)
        #expect(intent.title == "Tap")
        #expect(manifest.widgets.isEmpty && manifest.entities.isEmpty && manifest.enums.isEmpty)
    }
}
