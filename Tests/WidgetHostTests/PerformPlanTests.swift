import Testing
import WidgetHost
import WidgetWire

/// The call plan made at load: text and wire values bound through it reach the handler as the
/// general path binds them, and every value it refuses is refused with the resolver's message
/// before the plugin runs.
struct PerformPlanTests {
    @Test func textIsReadAsTheParserReadsIt() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        // good_repeat(int32 times, const char *word) returns times × strlen(word); the word defaults to "ab".
        #expect(try plugin.perform(intent: "RepeatIntent", assignments: ["times= +3\t", "word= hi"]).value == .integer(9))
        #expect(try plugin.perform(intent: "RepeatIntent", assignments: ["word=héllo", "times=-1"]).value == .integer(-6))
        #expect(try plugin.perform(intent: "RepeatIntent", assignments: ["times=2"]).value == .integer(4))
        #expect(try plugin.perform(intent: "SetFlagIntent", assignments: ["on=NO"]).value == .bool(false))
        #expect(try plugin.perform(intent: "AddIntent", assignments: ["value=100", "scale=-0.5e1"]).value == .integer(-500))
    }

    @Test func wireValuesReachTheHandlerAsTheGeneralPathBindsThem() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(try plugin.perform(intent: "RepeatIntent", values: ["times": 3.0, "word": "abcd"]).value == .integer(12))
        #expect(try plugin.perform(intent: "RepeatIntent", values: ["times": 2, "word": .null]).value == .integer(4))
        #expect(try plugin.perform(intent: "AddIntent", values: ["value": 10, "scale": 2, "label": "ten"]).value == .integer(20))
        #expect(TestHost.lines(try test.host.storage.value(forKey: "labels", pluginID: "good")) == ["ten"])
        #expect(try test.recordedCalls("good") == ["good_repeat", "good_repeat", "good_add"])
    }

    @Test func theRequestJSONAndTheResponseCrossAsTheWireSchemaSays() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        // good_paint answers {"value": <the request it received>, "dialog": "Painted with the <tool>"}.
        let values: [String: JSONValue] = ["color": "green", "mood": "happy", "when": 1_714_521_600, "tags": .array(["a", "b/c \"d\""])]
        let result = try plugin.perform(intent: "PaintIntent", values: values)
        #expect(result.value == .object(["parameters": .object(values)]))
        #expect(result.dialog == "Painted with the brush")
        #expect(try test.recordedCalls("good") == ["good_colors_for", "good_paint"])
    }

    @Test func handlersAreFoundByTheirPlansIndexWhateverTheOrderOfCalls() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        for round in 1...3 {
            #expect(try plugin.perform(intent: "SetFlagIntent", values: ["on": .bool(round != 2)]).value == .bool(round != 2))
            #expect(try plugin.perform(intent: "RepeatIntent", assignments: ["times=\(round)", "word=x"]).value == .integer(Int64(round)))
        }
        #expect(try test.recordedCalls("good") == Array(repeating: ["good_set_flag", "good_repeat"], count: 3).flatMap { $0 })
    }

    @Test func anInt32TooLargeIsRefusedWithTheSameMessageFromTextAndWireValues() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let fromText = try #require(throws: ParameterValuesError.self) {
            try plugin.perform(intent: "RepeatIntent", assignments: ["times=4294967296"])
        }
        let fromWire = try #require(throws: ParameterValuesError.self) {
            try plugin.perform(intent: "RepeatIntent", values: ["times": 4_294_967_296])
        }
        #expect(fromText.problems.map(\.problem) == ["4294967296 does not fit the handler's int32 argument"])
        #expect(fromWire.problems == fromText.problems)
        #expect(try test.recordedCalls("good").isEmpty)
    }

    @Test func refusedValuesGetTheResolversMessagesAndNeverReachThePlugin() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let outOfBounds = try #require(throws: ParameterValuesError.self) {
            try plugin.perform(intent: "AddIntent", assignments: ["value=101"])
        }
        #expect(outOfBounds.problems.map(\.problem) == ["101 is out of bounds"])
        let twice = try #require(throws: ParameterValuesError.self) {
            try plugin.perform(intent: "RepeatIntent", assignments: ["times=1", "times=2"])
        }
        #expect(twice.problems.map(\.problem) == ["parameter 'times' is given more than once"])
        let missing = try #require(throws: ParameterValuesError.self) {
            try plugin.perform(intent: "RepeatIntent", values: ["word": "hi"])
        }
        #expect(missing.problems.map(\.problem) == ["required parameter 'times' is missing"])
        let notBoolean = try #require(throws: ParameterValuesError.self) {
            try plugin.perform(intent: "SetFlagIntent", values: ["on": 1])
        }
        #expect(notBoolean.problems.map(\.problem) == ["1 is not a boolean"])
        #expect(throws: PluginRequestError.self) { try plugin.perform(intent: "NoSuchIntent", values: [:]) }
        #expect(try test.recordedCalls("good").isEmpty)
    }

    /// The in-process call checks common wire values with rules of its own; a worker binds the same
    /// values through the plan's general check. Both must pass (or refuse) exactly the same values.
    @Test func wireValuesAreTakenOrRefusedInProcessExactlyAsAWorkerTakesThem() throws {
        let calls: [(intent: String, values: [String: JSONValue])] = [
            ("AddIntent", ["value": 100, "scale": 2, "label": "top"]), ("AddIntent", ["value": 101]),
            ("AddIntent", ["value": -1]), ("AddIntent", ["value": 0, "scale": -0.25]), ("AddIntent", ["value": 7.0]),
            ("AddIntent", ["value": 7.5]), ("AddIntent", ["value": 3, "scale": .bool(true)]), ("AddIntent", ["label": .null]),
            ("AddIntent", ["value": "3"]), ("AddIntent", ["scale": 1e308, "value": 0]),
            ("RepeatIntent", ["times": 2_147_483_647, "word": ""]), ("RepeatIntent", ["times": 2_147_483_648]),
            ("RepeatIntent", ["times": -2_147_483_648, "word": "x"]), ("RepeatIntent", ["times": 9_007_199_254_740_993]),
            ("RepeatIntent", ["times": 3, "word": .integer(4)]), ("RepeatIntent", ["times": 3, "extra": 1]),
            ("SetFlagIntent", ["on": .bool(true)]), ("SetFlagIntent", ["on": 0]), ("SetFlagIntent", [:]),
        ]
        var outcomes: [[String]] = []
        for isolation in TestIsolation.both {
            let test = try TestHost(isolation: isolation)
            let plugin = try test.load("good")
            outcomes.append(
                calls.map { call in
                    do {
                        return "\(try plugin.perform(intent: call.intent, values: call.values).value.map { "\($0)" } ?? "none")"
                    } catch let error as ParameterValuesError {
                        return "refused: \(error.problems.map(\.problem))"
                    } catch {
                        return "failed: \(error)"
                    }
                })
            outcomes[outcomes.count - 1].append("\(try test.recordedCalls("good"))")
        }
        #expect(outcomes[0] == outcomes[1])
        #expect(outcomes[0].filter { $0.hasPrefix("refused") }.count == 11)
    }
}
