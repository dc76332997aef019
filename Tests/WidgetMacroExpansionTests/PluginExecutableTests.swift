import Foundation
import Testing

/// The built `WidgetSDKMacros-tool`, run as the compiler runs it: frames on standard input, answers on standard output.
@Suite struct PluginExecutableTests {
    /// What one run of the plugin did.
    struct Run {
        var status: Int32
        var answers: [[UInt8]]
        var standardError: String
    }

    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// The plugin executable SwiftPM built next to the test bundle.
    static func executable() throws -> URL {
        let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = bundle.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("WidgetSDKMacros-tool")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw SetupError(description: "no WidgetSDKMacros-tool above \(bundle.path); build the package first (swift build)")
    }

    static func frame(_ bytes: [UInt8]) -> [UInt8] {
        withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { Array($0) } + bytes
    }

    /// Runs the plugin with `input` as its whole standard input.
    static func run(_ input: [UInt8]) throws -> Run {
        let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent("macro-input-\(UUID().uuidString)")
        try Data(input).write(to: inputFile)
        defer { try? FileManager.default.removeItem(at: inputFile) }
        let process = Process()
        process.executableURL = try executable()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, answers: try answers(in: Array(output)),
            standardError: String(decoding: errors, as: UTF8.self))
    }

    /// The frames in `bytes`, without their lengths.
    static func answers(in bytes: [UInt8]) throws -> [[UInt8]] {
        var answers: [[UInt8]] = []
        var index = 0
        while index < bytes.count {
            guard index + 8 <= bytes.count else { throw SetupError(description: "a truncated length in the plugin's output") }
            let length = Int(bytes[index..<(index + 8)].reversed().reduce(UInt64(0)) { ($0 << 8) | UInt64($1) })
            guard index + 8 + length <= bytes.count else { throw SetupError(description: "a truncated answer in the plugin's output") }
            answers.append(Array(bytes[(index + 8)..<(index + 8 + length)]))
            index += 8 + length
        }
        return answers
    }

    private static func object(_ bytes: [UInt8]) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
    }

    @Test func aCompilerSessionIsAnsweredFrameByFrameAndEndsWithTheEmptyFrame() throws {
        let messages = try ["capability", "preview-view", "model-item-member", "attribute-peer", "model-item-extension"].map(
            Fixtures.message)
        let run = try Self.run(messages.flatMap(Self.frame) + Self.frame([]))
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.answers.count == messages.count)
        let keys = try run.answers.map { try Self.object($0).keys.sorted() }
        #expect(keys == [["getCapabilityResult"]] + Array(repeating: ["expandMacroResult"], count: 4))
        let preview = try Self.object(run.answers[1])["expandMacroResult"] as? [String: Any]
        #expect((preview?["expandedSource"] as? String)?.contains("WidgetSDK.PreviewExport.view(") == true)
    }

    @Test func theEndOfInputBetweenFramesEndsTheSession() throws {
        let run = try Self.run(Self.frame(try Fixtures.message("capability")))
        #expect(run.status == 0)
        #expect(run.answers.count == 1)
    }

    @Test func aTruncatedLengthStopsThePluginWithAMessage() throws {
        let run = try Self.run(Self.frame(try Fixtures.message("capability")) + [7, 0, 0])
        #expect(run.status == 1)
        #expect(run.answers.count == 1)
        #expect(run.standardError.contains("the input ended after 3 of the 8 bytes of a message length"))
    }

    @Test func aTruncatedMessageStopsThePluginWithAMessage() throws {
        let message = try Fixtures.message("preview-view")
        let run = try Self.run(Array(Self.frame(message).prefix(100)))
        #expect(run.status == 1)
        #expect(run.answers.isEmpty)
        #expect(run.standardError.contains("the input ended after 92 of the \(message.count) bytes the message length announced"))
    }

    @Test func anImpossibleLengthStopsThePluginWithoutReadingOn() throws {
        let run = try Self.run([0, 0, 0, 0, 0, 0, 0, 0x40] + Array(repeating: 0x20, count: 16))
        #expect(run.status == 1)
        #expect(run.standardError.contains("is more than the"))
    }

    @Test func badJSONInAFrameIsAnsweredAndTheSessionGoesOn() throws {
        let run = try Self.run(Self.frame(Array("{not json".utf8)) + Self.frame(try Fixtures.message("capability")))
        #expect(run.status == 0)
        #expect(run.answers.count == 2)
        let first = try Self.object(run.answers[0])["expandMacroResult"] as? [String: Any]
        let message = (first?["diagnostics"] as? [[String: Any]])?.first?["message"] as? String
        #expect(message?.hasPrefix("WidgetSDKMacros could not read a message") == true)
        #expect(try Self.object(run.answers[1])["getCapabilityResult"] != nil)
    }
}
