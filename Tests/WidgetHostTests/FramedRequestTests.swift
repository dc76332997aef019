import Dispatch
import Synchronization
import Testing
import WidgetHost
import WidgetWire

/// A perform handler that takes the checked values as a `request` argument, as every Swift
/// plugin's perform does, gets the JSON the wire schema says: bound in process straight into the
/// handler's argument frame, through a worker as a whole call, the same bytes either way (names
/// in order, defaults filled in, absent optionals left out), and each call its own.
struct FramedRequestTests {
    /// `echo_request` answers the request it got as its value, and as its dialog with `"` made `'`.
    private func expectEcho(_ result: PerformResult, _ values: [String: JSONValue]) throws {
        let bytes = try PerformRequest(parameters: values).encodedBytes()
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"", with: "'")
        #expect(result.value == .object(["parameters": .object(values)]))
        #expect(result.dialog == text.replacingOccurrences(of: "\\", with: "/"))
    }

    @Test func theRequestHoldsTheValuesGivenAndTheDefaultsInNameOrder() throws {
        let test = try TestHost()
        let plugin = try test.load("echo_request")
        try expectEcho(try plugin.perform(intent: "EchoIntent", values: [:]), ["word": "ab", "count": 2])
        try expectEcho(
            try plugin.perform(intent: "EchoIntent", values: ["ratio": 0.5, "loud": true, "note": .null, "count": 0]),
            ["word": "ab", "count": 0, "ratio": 0.5, "loud": true])
        try expectEcho(
            try plugin.perform(intent: "EchoIntent", assignments: ["note=héllo \"there\" \\ ok", "count=10", "word=x"]),
            ["word": "x", "count": 10, "note": "héllo \"there\" \\ ok"])
        try expectEcho(try plugin.perform(intent: "EchoIntent", values: ["ratio": 3]), ["word": "ab", "count": 2, "ratio": 3])
    }

    @Test func aRefusedValueIsRefusedAsTheGeneralPathRefusesItAndTheNextCallIsItsOwn() throws {
        let test = try TestHost()
        let plugin = try test.load("echo_request")
        let error = try #require(throws: ParameterValuesError.self) {
            try plugin.perform(intent: "EchoIntent", values: ["note": "kept?", "count": 11])
        }
        #expect(error.problems.map(\.parameter) == ["count"])
        try expectEcho(try plugin.perform(intent: "EchoIntent", values: ["loud": false]), ["word": "ab", "count": 2, "loud": false])
    }

    @Test func callsFromSeveralThreadsEachGetTheirOwnRequest() throws {
        let test = try TestHost()
        let plugin = try test.load("echo_request")
        let wrong = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { thread in
            for round in 0..<100 {
                let note = String(repeating: "n", count: thread * 40 + round)
                let count = Int64(round % 11)
                let result = try? plugin.perform(intent: "EchoIntent", values: ["note": .string(note), "count": .integer(count)])
                let expected = JSONValue.object(["parameters": .object(["word": "ab", "count": .integer(count), "note": .string(note)])])
                if result?.value != expected { wrong.withLock { $0.append("thread \(thread) round \(round)") } }
            }
        }
        #expect(wrong.withLock { $0 } == [])
    }
}
