import Testing
import WidgetWire

/// Wire values as text: quoted literals for messages, `--param` syntax for typing.
struct JSONValueTextTests {
    static let object: JSONValue = .object(["b": .array([1, "x"]), "a": .null])

    @Test func theLiteralStyleWritesJSONThatKeepsTypesApart() {
        #expect(JSONValue.integer(10).text(.literal) == "10")
        #expect(JSONValue.double(10).text(.literal) == "10.0")
        #expect(JSONValue.double(1.5).text(.literal) == "1.5")
        #expect(JSONValue.string("10").text(.literal) == #""10""#)
        #expect(JSONValue.bool(true).text(.literal) == "true")
        #expect(JSONValue.null.text(.literal) == "null")
        #expect(JSONValue.array([1, "a"]).text(.literal) == #"[1, "a"]"#)
        #expect(Self.object.text(.literal) == #"{"a": null, "b": [1, "x"]}"#)
        #expect(JSONValue.string("say \"hi\"\n\\").text(.literal) == #""say \"hi\"\n\\""#)
        #expect(JSONValue.string("\u{1}").text(.literal) == #""\u0001""#)
    }

    @Test func theArgumentStyleWritesWhatParamTakes() {
        #expect(JSONValue.string("paris").text(.argument) == "paris")
        #expect(JSONValue.double(10).text(.argument) == "10")
        #expect(JSONValue.double(0.25).text(.argument) == "0.25")
        #expect(JSONValue.array(["a", "b"]).text(.argument) == "a, b")
        #expect(JSONValue.null.text(.argument) == "")
        #expect(Self.object.text(.argument) == Self.object.text(.literal))
    }

    @Test func datesReadAsISO8601WhenTheTypeSaysSo() {
        #expect(JSONValue.double(1_714_557_600).text(.argument, as: .date) == "2024-05-01T10:00:00Z")
        #expect(JSONValue.integer(1_714_557_600).text(.argument, as: .date) == "2024-05-01T10:00:00Z")
        #expect(JSONValue.array([.double(0)]).text(.argument, as: .date) == "1970-01-01T00:00:00Z")
        #expect(JSONValue.double(1_714_557_600).text(.literal, as: .date) == "1714557600.0")
        #expect(JSONValue.double(1_714_557_600).text(.argument) == "1714557600")
    }

    @Test func numbersInMessagesDropAnEmptyFraction() {
        #expect(JSONValue.numberText(100) == "100")
        #expect(JSONValue.numberText(-0.5) == "-0.5")
        #expect(JSONValue.numberText(1e20) == "1e+20")
    }

    @Test func anInvocationReadsLikeACall() {
        let invocation = IntentInvocation(intent: "AddIntent", parameters: ["value": 5, "label": "x"])
        #expect(invocation.description == #"AddIntent(label: "x", value: 5)"#)
        #expect(IntentInvocation(intent: "Reset").description == "Reset()")
    }

    /// With the plugin's manifest, a date parameter's seconds read as `--param` takes them.
    @Test func anInvocationWritesItsDatesAsTheirParametersTakeThem() {
        let manifest = PluginManifest(
            plugin: PluginInfo(id: "Cal", name: "Cal", version: "1"),
            intents: [
                IntentDescriptor(
                    id: "ToggleStudyIntent", title: "Toggle",
                    parameters: [
                        ParameterDescriptor(name: "date", title: "Date", type: .date),
                        ParameterDescriptor(name: "n", title: "N", type: .int),
                    ])
            ])
        let invocation = IntentInvocation(intent: "ToggleStudyIntent", parameters: ["date": .integer(1_714_521_600), "n": 3])
        #expect(invocation.description(in: manifest) == "ToggleStudyIntent(date: 2024-05-01T00:00:00Z, n: 3)")
        #expect(IntentInvocation(intent: "Other", parameters: ["date": 5]).description(in: manifest) == "Other(date: 5)")
    }
}
