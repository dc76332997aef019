import Dispatch
import Synchronization
import Testing
import WidgetHost
import WidgetWire

/// Calls bound straight into a handler's argument slots, made once at load and reused by every
/// call in process: strings of any length, calls from several threads, the fixed output buffers
/// and the time, each call seeing only its own arguments.
struct ArgumentFrameTests {
    @Test func stringsLongerThanTheStringAreaPassWholeAndLaterCallsSeeTheirOwn() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        // good_repeat(int32 times, const char *word) returns times × strlen(word).
        let long = String(repeating: "x", count: 10_000)
        #expect(try plugin.perform(intent: "RepeatIntent", values: ["times": 3, "word": .string(long)]).value == .integer(30_000))
        #expect(try plugin.perform(intent: "RepeatIntent", values: ["times": 3, "word": "hi"]).value == .integer(6))
        #expect(try plugin.perform(intent: "RepeatIntent", assignments: ["times=2", "word=\(long)"]).value == .integer(20_000))
        #expect(try plugin.perform(intent: "RepeatIntent", assignments: ["times=2"]).value == .integer(4))
        #expect(try plugin.perform(intent: "RepeatIntent", values: ["times": 1, "word": "héllo wörld"]).value == .integer(13))
    }

    @Test func callsFromSeveralThreadsEachGetTheirOwnArguments() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let wrong = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<200 {
                let times = thread * 1000 + round
                let word = String(repeating: "w", count: thread + 1 + (round % 300))
                let expected = JSONValue.integer(Int64(times * word.utf8.count))
                let typed = try? plugin.perform(intent: "RepeatIntent", values: ["times": .integer(Int64(times)), "word": .string(word)])
                let text = try? plugin.perform(intent: "RepeatIntent", assignments: ["times=\(times)", "word=\(word)"])
                if typed?.value != expected || text?.value != expected {
                    wrong.withLock { $0.append("thread \(thread) round \(round)") }
                }
            }
        }
        #expect(wrong.withLock { $0 } == [])
    }

    @Test func theErrorBufferAndTheTimeAreFreshForEveryCall() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        for _ in 0..<3 {
            let error = try #require(throws: PluginCallError.self) { try plugin.perform(intent: "FailIntent", values: [:]) }
            #expect(error.message == "the paint bucket is empty")
        }
        // good_schedule(double at, double now) returns at − now; the test host's clock starts at 2024-05-01T10:00:00Z.
        #expect(try plugin.perform(intent: "ScheduleIntent", values: ["at": 1_714_561_200]).value == .double(3600))
        test.clock.advance(by: 1800)
        #expect(try plugin.perform(intent: "ScheduleIntent", values: ["at": 1_714_561_200]).value == .double(1800))
        #expect(try plugin.perform(intent: "ScheduleIntent", assignments: ["at=2024-05-01T11:30:00Z"]).value == .double(3600))
    }

    @Test func reloadRequestsMadeDuringAFramedCallComeBackWithItsResult() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let result = try plugin.perform(intent: "SetFlagIntent", values: ["on": true])
        #expect(result.value == .bool(true))
        let clock = ReloadRequest(pluginID: "good", scope: .kind("Clock"))
        #expect(result.reloadRequests == [clock])
        #expect(try plugin.perform(intent: "SetFlagIntent", assignments: ["on=no"]).reloadRequests == [clock])
    }
}
