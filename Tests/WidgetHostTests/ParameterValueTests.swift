import Foundation
import Testing
import WidgetHost
import WidgetWire

/// Parsing `NAME=VALUE` texts and checking wire values against an intent's parameters.
struct ParameterValueTests {
    static let intent = IntentDescriptor(
        id: "Everything", title: "Everything",
        parameters: [
            ParameterDescriptor(
                name: "count", title: "Count", type: .int, defaultValue: 3, bounds: ParameterBounds(lowerBound: 1, upperBound: 10)),
            ParameterDescriptor(
                name: "ratio", title: "Ratio", type: .double, isOptional: true, bounds: ParameterBounds(lowerBound: 0, upperBound: nil)),
            ParameterDescriptor(name: "on", title: "On", type: .bool, isOptional: true),
            ParameterDescriptor(name: "when", title: "When", type: .date, isOptional: true),
            ParameterDescriptor(name: "link", title: "Link", type: .url, isOptional: true),
            ParameterDescriptor(name: "mood", title: "Mood", type: .enumeration("Mood"), isOptional: true),
            ParameterDescriptor(name: "city", title: "City", type: .entity("City"), isOptional: true),
            ParameterDescriptor(name: "sizes", title: "Sizes", type: .int, isArray: true, isOptional: true),
            ParameterDescriptor(name: "tags", title: "Tags", type: .string, isArray: true, isOptional: true),
            ParameterDescriptor(name: "note", title: "Note", type: .string),
        ])
    static let manifest = PluginManifest(
        plugin: PluginInfo(id: "dev.test", name: "Test", version: "1"), intents: [intent],
        enums: [
            EnumDescriptor(
                id: "Mood", typeDisplayName: "Mood",
                cases: [EnumCaseDescriptor(value: "calm", title: "Calm"), EnumCaseDescriptor(value: "veryHappy", title: "Very Happy")])
        ])
    let resolver = IntentValueResolver(manifest: Self.manifest, pluginID: "test")

    func values(_ assignments: String...) throws -> [String: JSONValue] {
        try resolver.values(for: Self.intent, assignments: ["note=n"] + assignments)
    }

    func problems(_ assignments: String...) -> [String] {
        do {
            _ = try resolver.values(for: Self.intent, assignments: assignments)
            return []
        } catch {
            return error.problems.map { "\($0.parameter ?? "-"): \($0.problem); \($0.expected)" }
        }
    }

    @Test func defaultsAreAppliedAndOptionalValuesLeftOut() throws {
        #expect(try values() == ["count": 3, "note": "n"])
    }

    @Test(arguments: ["true", "YES", "1", "yes"]) func truthyBooleans(text: String) throws {
        #expect(try values("on=\(text)")["on"] == .bool(true))
    }

    @Test(arguments: ["false", "No", "0"]) func falsyBooleans(text: String) throws {
        #expect(try values("on=\(text)")["on"] == .bool(false))
    }

    @Test(arguments: [
        ("2024-05-01", 1_714_521_600.0), ("2024-05-01T10:00:00Z", 1_714_557_600), ("2024-05-01T12:00:00+02:00", 1_714_557_600),
        ("2024-05-01T10:00:00", 1_714_557_600), ("2024-05-01T10:00:00.5Z", 1_714_557_600.5),
    ])
    func isoDates(text: String, seconds: Double) throws {
        #expect(try values("when=\(text)")["when"] == .double(seconds))
    }

    @Test(arguments: ["2024-02-30", "2024-13-01", "2023-02-29", "2024-04-31T10:00:00Z", "2024-05-01T24:00:00Z"])
    func datesThatDoNotExistAreRefusedNotRolledOver(text: String) {
        #expect(
            problems("note=n", "when=\(text)") == [
                "when: '\(text)' is not an ISO 8601 date; an ISO 8601 date (2024-05-01 or 2024-05-01T10:00:00Z)"
            ])
    }

    @Test func enumCasesMatchRawValuesAndTitlesInAnyCase() throws {
        #expect(try values("mood=calm")["mood"] == "calm")
        #expect(try values("mood=very happy")["mood"] == "veryHappy")
        #expect(try values("mood=VERYHAPPY")["mood"] == "veryHappy")
    }

    @Test func listsAreCommaSeparatedAndEachItemIsChecked() throws {
        #expect(try values("sizes=1, 2,3")["sizes"] == .array([1, 2, 3]))
        #expect(try values("sizes=")["sizes"] == .array([]))
        #expect(
            problems("note=n", "sizes=1,x") == ["sizes: item 2: 'x' is not an integer; a comma-separated list of items, each an integer"])
    }

    /// A list typed as JSON (`["Item 1","Item 3"]`, as JSON output shows it) is that list, its strings holding commas;
    /// text that only looks like one stays comma-separated.
    @Test func listsMayBeTypedAsJSONArrays() throws {
        #expect(try values(#"tags=["Item 1","Item 3"]"#)["tags"] == .array(["Item 1", "Item 3"]))
        #expect(try values(#"tags=["a, b", "c"]"#)["tags"] == .array(["a, b", "c"]))
        #expect(try values("sizes=[1, 2]")["sizes"] == .array([1, 2]))
        #expect(
            try values("tags=[x], y")["tags"] == .array(["[x]", " y"].map { JSONValue.string($0.trimmingCharacters(in: .whitespaces)) }))
        #expect(
            problems("note=n", #"sizes=["1", "x"]"#) == [
                "sizes: item 2: 'x' is not an integer; a comma-separated list of items, each an integer"
            ])
    }

    @Test func everyProblemIsReportedWithWhatWasExpected() {
        #expect(
            problems("count=11", "ratio=-1", "on=maybe", "when=yesterday", "link=example.com", "mood=sad", "bogus=1", "count=2", "justtext")
                == [
                    "count: 11 is out of bounds; an integer from 1 to 10",
                    "ratio: -1 is out of bounds; a number of at least 0",
                    "on: 'maybe' is not a boolean; true or false (or yes/no, 1/0)",
                    "when: 'yesterday' is not an ISO 8601 date; an ISO 8601 date (2024-05-01 or 2024-05-01T10:00:00Z)",
                    "link: 'example.com' is not an absolute URL; an absolute URL (https://example.com)",
                    "mood: unknown case 'sad' of enum Mood; one of calm, veryHappy (or a title: 'Calm', 'Very Happy')",
                    "bogus: unknown parameter 'bogus'; one of the intent's parameters: count, ratio, on, when, link, mood, city, sizes, tags, note",
                    "count: parameter 'count' is given more than once; one value per parameter (lists comma-separated)",
                    "-: 'justtext' is not NAME=VALUE; NAME=VALUE with NAME one of the intent's parameters: count, ratio, on, when, link, mood, city, sizes, tags, note",
                    "note: required parameter 'note' is missing; --param note=VALUE with a string",
                ])
    }

    @Test func integersTakeASignAndRefuseWhatDoesNotFitInt64() throws {
        let many = ParameterDescriptor(name: "n", title: "N", type: .int)
        let intent = IntentDescriptor(id: "Big", title: "Big", parameters: [many])
        let resolver = IntentValueResolver(manifest: PluginManifest(plugin: Self.manifest.plugin, intents: [intent]), pluginID: "test")
        let cases: [(String, JSONValue?)] = [
            ("+7", 7), ("-7", -7), (" 42\t", 42), ("9223372036854775807", .integer(.max)), ("-9223372036854775808", .integer(.min)),
            ("9223372036854775808", nil), ("-9223372036854775809", nil), ("+", nil), ("-", nil), ("", nil), ("1_000", nil),
            ("4 2", nil), ("\u{3000}5\u{3000}", 5), ("٣", nil),
        ]
        for (text, expected) in cases {
            let parsed = try? resolver.values(for: intent, assignments: ["n=\(text)"])["n"]
            #expect(parsed == expected, "n=\(text)")
        }
        #expect(
            problems("note=n", "count=99999999999999999999") == ["count: '99999999999999999999' is not an integer; an integer from 1 to 10"]
        )
    }

    @Test func booleansIgnoreLetterCaseAndSurroundingSpaces() throws {
        #expect(try values("on= TrUe ")["on"] == .bool(true))
        #expect(try values("on=nO")["on"] == .bool(false))
        #expect(problems("note=n", "on=truee", "mood= calm ") == ["on: 'truee' is not a boolean; true or false (or yes/no, 1/0)"])
    }

    @Test func wireValuesAreCheckedAndNullMeansAbsent() throws {
        #expect(
            try resolver.values(for: Self.intent, given: ["note": "x", "ratio": 0.5, "city": "paris", "on": .null])
                == ["note": "x", "ratio": 0.5, "city": "paris", "count": 3])
        let error = try #require(throws: ParameterValuesError.self) {
            try resolver.values(for: Self.intent, given: ["note": 1, "count": 2.5, "sizes": .array([1, "2"])])
        }
        // `note` is required: its refused value is reported, not also its absence.
        #expect(error.problems.map(\.problem) == ["2.5 is not an integer", "1 is not a string", "item 2: \"2\" is not an integer"])
    }
}
