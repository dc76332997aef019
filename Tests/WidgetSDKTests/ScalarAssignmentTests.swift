import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// An intent with a parameter of each type the perform path sets without the codec, and two it does not.
struct ScalarsIntent: AppIntent {
    static let title: LocalizedStringResource = "Scalars"
    @Parameter(title: "Text") var text: String
    @Parameter(title: "Maybe text") var maybeText: String?
    @Parameter(title: "Count") var count: Int
    @Parameter(title: "Maybe count") var maybeCount: Int?
    @Parameter(title: "Ratio") var ratio: Double
    @Parameter(title: "Maybe ratio") var maybeRatio: Double?
    @Parameter(title: "Flag") var flag: Bool
    @Parameter(title: "Maybe flag", default: true) var maybeFlag: Bool?
    @Parameter(title: "When") var when: Date?
    @Parameter(title: "Tags") var tags: [String]?
    init() {}

    func perform() async throws -> some ReturnsValue<String> {
        let optionals = "\(maybeText ?? "-") \(maybeCount.map(String.init) ?? "-") \(maybeRatio.map { "\($0)" } ?? "-")"
        return .result(value: "\(text) \(count) \(ratio) \(flag) \(optionals) \(maybeFlag.map { "\($0)" } ?? "-") \(tags ?? [])")
    }
}

@Suite struct ScalarAssignmentTests {
    /// Every value the fast path sets is the value the codec decodes and sets, and it takes only
    /// the JSON of its own type (an integer for a `Double` too), leaving the rest to the codec.
    @Test func aScalarSetFromJSONIsTheValueTheCodecSets() throws {
        let values: [JSONValue] = [
            .string("a"), .string(""), .integer(3), .integer(-7), .double(2.5), .double(4), .bool(true), .bool(false), .null,
            .array(["x"]), .object([:]),
        ]
        let layout = IntentLayout<ScalarsIntent>.shared
        var taken: [String: [JSONValue]] = [:]
        for json in values {
            var fast = IntentParameterList()
            var slow = IntentParameterList()
            _ = layout.instantiate(parameters: &fast)
            _ = layout.instantiate(parameters: &slow)
            for index in fast.parameters.indices {
                let (name, quick, reference) = (fast.names[index], fast.parameters[index], slow.parameters[index])
                let shape = try #require(fast.shapes[index])
                guard quick.assignScalar(json) else { continue }
                taken[name, default: []].append(json)
                let target = ParameterValueCodec.Target(parameter: name, owner: "ScalarsIntent", shape: shape)
                reference.assign(try ParameterValueCodec.decodeWithoutQuery(json, into: target))
                #expect(quick.assignedWireValue == reference.assignedWireValue, "\(name) \(json)")
            }
        }
        let numbers: [JSONValue] = [.integer(3), .integer(-7), .double(2.5), .double(4)]
        #expect(taken["text"] == [.string("a"), .string("")])
        #expect(taken["maybeText"] == [.string("a"), .string("")])
        #expect(taken["count"] == [.integer(3), .integer(-7)])
        #expect(taken["maybeCount"] == [.integer(3), .integer(-7)])
        #expect(taken["ratio"] == numbers)
        #expect(taken["maybeRatio"] == numbers)
        #expect(taken["flag"] == [.bool(true), .bool(false)])
        #expect(taken["maybeFlag"] == [.bool(true), .bool(false)])
        #expect(taken["when"] == nil)
        #expect(taken["tags"] == nil)
    }

    /// Through the plugin's perform entry: values from a request's JSON, `null` and arrays through the codec.
    @Test func aPerformSetsEachScalarFromTheRequest() async throws {
        let runtime = PluginRuntime(
            bundle: FixtureWidgets.self, id: "scalars", name: nil, version: "1", additionalIntents: [ScalarsIntent.self])
        let request = #"""
            {"parameters":{"text":"hi","count":3,"ratio":2,"flag":true,"maybeText":null,"maybeCount":-4,"maybeRatio":0.5,
            "maybeFlag":false,"tags":["a","b"],"when":1700000000}}
            """#
        let result = await runtime.perform(intentID: "ScalarsIntent", request: request)
        #expect(try decodeSuccess(result, as: PerformResponse.self).value == "hi 3 2.0 true - -4 0.5 false [\"a\", \"b\"]")
        let wrong = await runtime.perform(intentID: "ScalarsIntent", request: #"{"parameters":{"text":"hi","count":2.5}}"#)
        #expect(failure(of: wrong)?.status == .invalidArgument)
    }

    /// A control's invocation writes a scalar's JSON without the codec: the JSON the codec writes,
    /// for the types it takes, and nothing (the codec's turn) for the others and for `nil`.
    @Test func aScalarsJSONIsWhatTheCodecWrites() throws {
        func written<Value: _IntentValue>(_ value: Value) throws -> (fast: JSONValue?, codec: JSONValue) {
            let shape = try #require(ParameterShape(of: Value.self))
            return (IntentParameter<Value>(title: "x").scalarWireValue(value), ParameterValueCodec.encode(value, shape: shape))
        }
        let taken = [
            try written("a"), try written(String?.some("b")), try written(-3), try written(Int?.some(4)), try written(2.5),
            try written(Double?.some(1)), try written(true), try written(Bool?.some(false)),
        ]
        for (fast, codec) in taken { #expect(fast == codec) }
        let left = [try written(String?.none), try written(Int?.none), try written(Date(timeIntervalSince1970: 5)), try written(["a"])]
        for (fast, _) in left { #expect(fast == nil) }
    }
}
