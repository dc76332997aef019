import Foundation
import Synchronization

/// A program left running while a test works with it (Xvfb, sway, `widgethost desktop`): its
/// standard output and error are collected as they come, and it is ended when the test is done.
final class BackgroundProcess: Sendable {
    private let process: Process
    private let output = CollectedBytes()
    private let errors = CollectedBytes()

    /// Starts `executable` with `arguments` and `environment`.
    init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        self.process = process
        let output = output
        let errors = errors
        outputPipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            output.append(data)
        }
        errorPipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            errors.append(data)
        }
        try process.run()
    }

    /// What it has printed on standard output so far.
    var standardOutput: String { output.text }
    /// What it has printed on standard error so far.
    var standardError: String { errors.text }
    /// Whether it is still running.
    var isRunning: Bool { process.isRunning }
    /// The process id.
    var pid: Int32 { process.processIdentifier }

    /// The first line of standard output `match` accepts, waiting up to `seconds` for it; `nil` if none came.
    func line(within seconds: Double, where match: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if let line = standardOutput.split(separator: "\n").map(String.init).first(where: match) { return line }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline && isRunning
        return standardOutput.split(separator: "\n").map(String.init).first(where: match)
    }

    /// Sends SIGTERM and waits up to 10 s for the end (then SIGKILL); returns the exit status.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning { process.terminate() }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Bytes a pipe's reader appends while the test reads them.
private final class CollectedBytes: Sendable {
    private let bytes = Mutex(Data())

    func append(_ data: Data) { bytes.withLock { $0.append(data) } }

    var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
}

extension BackgroundProcess {
    /// Waits up to 30 s for the end (then stops it); returns the exit status.
    func wait() -> Int32 {
        let deadline = Date().addingTimeInterval(30)
        while isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return stop()
    }
}
