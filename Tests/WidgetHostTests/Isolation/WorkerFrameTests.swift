import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// Frames a worker may send that the fuzzer found the host mishandling (see scripts/fuzz.sh,
/// target worker-frames): each is answered by a scripted worker, a real executable speaking the
/// frame protocol on its standard input and output, and must fail the call with a typed protocol
/// violation, never crash the host.
@Suite struct WorkerFrameTests {
    @Test func aReplyWithANegativeResultLengthIsAProtocolViolation() throws {
        let worker = try ScriptedWorker(reply: #"{"type":"reply","reply":{"sequence":1,"returned":"0","resultLength":-1}}"#)
        let plugin = try worker.load()
        let error = try #require(throws: PluginWorkerError.self) { try plugin.perform(intent: "CountIntent", assignments: []) }
        #expect(
            error
                == .protocolViolation(pluginID: "Crashy", reason: "the reply's result length -1 does not fit its body of 0 bytes"))
    }

    @Test func aReplyLongerThanItsBodyIsAProtocolViolation() throws {
        let worker = try ScriptedWorker(
            reply: #"{"type":"reply","reply":{"sequence":1,"returned":"0","resultLength":9}}"#, body: "12345")
        let plugin = try worker.load()
        #expect(
            throws: PluginWorkerError.protocolViolation(
                pluginID: "Crashy", reason: "the reply's result length 9 does not fit its body of 5 bytes")
        ) {
            try plugin.perform(intent: "CountIntent", assignments: [])
        }
    }

    @Test func aBinaryReplyCutShortIsAProtocolViolation() throws {
        let worker = try ScriptedWorker(reply: "\u{02}\u{01}\u{00}")
        let plugin = try worker.load()
        #expect(throws: PluginWorkerError.protocolViolation(pluginID: "Crashy", reason: "a binary reply header cut short")) {
            try plugin.perform(intent: "CountIntent", assignments: [])
        }
    }

    @Test func stagedWritesThatDoNotParseAreAProtocolViolation() throws {
        let worker = try ScriptedWorker(reply: "\u{03}", body: "\u{01}\u{00}\u{00}\u{00}\u{09}")
        let plugin = try worker.load()
        #expect(
            throws: PluginWorkerError.protocolViolation(pluginID: "Crashy", reason: "its staged writes (5 bytes) are malformed")
        ) {
            try plugin.perform(intent: "CountIntent", assignments: [])
        }
    }
}

/// A worker executable (a Python script) that sends the real crashy fixture's manifest as its
/// `ready` frame, then answers the first call with the frame it is given.
struct ScriptedWorker {
    let test: TestHost
    let plugin: URL
    private let scripts = TemporaryDirectory()

    init(reply header: String, body: String = "") throws {
        let manifestSource = try TestHost(isolation: .inProcess)
        let manifest = try WireCoding.encode(try manifestSource.load("crashy", as: "Crashy").manifest)
        let script = scripts.path("worker.py")
        try Self.script(manifest: manifest, reply: Array(header.utf8), body: Array(body.utf8)).write(
            to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        test = try TestHost(isolation: .worker(WorkerOptions(executable: script, callTimeout: 10)))
        plugin = try test.install("crashy", as: "Crashy")
    }

    func load() throws -> LoadedPlugin { try test.host.load(plugin.path) }

    private static func script(manifest: [UInt8], reply: [UInt8], body: [UInt8]) -> String {
        func literal(_ bytes: [UInt8]) -> String { "bytes([\(bytes.map(String.init).joined(separator: ","))])" }
        return """
            #!/usr/bin/env python3
            import struct, sys
            def frame(header, body=b""):
                sys.stdout.buffer.write(struct.pack("<II", len(header), len(body)) + header + body)
                sys.stdout.buffer.flush()
            frame(b'{"type":"ready","abi":{"major":1,"minor":0,"patch":0}}', \(literal(manifest)))
            lengths = sys.stdin.buffer.read(8)
            header_length, body_length = struct.unpack("<II", lengths)
            sys.stdin.buffer.read(header_length + body_length)
            frame(\(literal(reply)), \(literal(body)))
            sys.stdin.buffer.read()

            """
    }
}
