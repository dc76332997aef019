import Foundation
import Synchronization
import WidgetTestSupport

/// A `widgethost run` (or `serve`) started in the background, whose output a test can wait for.
final class DaemonProcess: Sendable {
    let process: Process
    private let output = TextBuffer()
    private let errors = TextBuffer()
    private let readers = DispatchGroup()

    /// Starts `widgethost command arguments...` (`run` unless told) like ``CLIRunner/run(_:environment:)`` would,
    /// with `environment` added.
    convenience init(_ arguments: [String], home: URL, command: String = "run", environment: [String: String] = [:]) throws {
        try self.init(executable: BuiltProducts.widgethost, arguments: [command] + arguments, home: home, environment: environment)
    }

    /// Starts `script` in bash, with the built `widgethost` first on `PATH` (a recipe's command line).
    convenience init(shell script: String, home: URL) throws {
        let path =
            BuiltProducts.widgethost.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        try self.init(executable: URL(fileURLWithPath: "/bin/bash"), arguments: ["-c", script], home: home, environment: ["PATH": path])
    }

    /// Starts `executable arguments...` with ``CLIRunner/environment(home:)`` and `environment` added.
    init(executable: URL, arguments: [String], home: URL, environment: [String: String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = CLIRunner.environment(home: home).merging(environment) { $1 }
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        self.process = process
        try process.run()
        read(outputPipe, into: output)
        read(errorPipe, into: errors)
    }

    private func read(_ pipe: Pipe, into text: TextBuffer) {
        readers.enter()
        let handle = pipe.fileHandleForReading
        let group = readers
        Thread.detachNewThread {
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                text.append(String(decoding: data, as: UTF8.self))
            }
            group.leave()
        }
    }

    /// Everything the daemon printed on standard output so far.
    var standardOutput: String { output.text }
    /// Everything it printed on standard error so far.
    var standardError: String { errors.text }

    /// Waits (up to `limit` seconds, checking every 20 ms) until standard output satisfies `condition`; whether it did.
    func waitFor(_ limit: Double = 20, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if condition(standardOutput) { return true }
            if !process.isRunning { return condition(standardOutput) }
            usleep(20_000)
        }
        return false
    }

    /// Waits until standard output contains `text`.
    func waitFor(_ text: String, _ limit: Double = 20) -> Bool { waitFor(limit) { $0.contains(text) } }

    /// Waits (up to `limit` seconds) until standard error contains `text`; whether it did. (A line a process
    /// prints on standard error right after one on standard output may arrive after it.)
    func waitForError(_ text: String, _ limit: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if standardError.contains(text) { return true }
            usleep(20_000)
        }
        return standardError.contains(text)
    }

    /// Waits (up to `limit` seconds) for the process to end by itself; its exit status, or nil while it runs.
    func waitForExit(_ limit: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        readers.wait()
        return process.terminationStatus
    }

    /// Sends `signal` and waits for the process and its output to end; returns the exit status.
    /// A process still running 30 seconds later is killed (and the status says so: -1).
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM) -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            readers.wait()
            return -1
        }
        process.waitUntilExit()
        readers.wait()
        return process.terminationStatus
    }
}

/// Text collected from another thread.
final class TextBuffer: Sendable {
    private let storage = Mutex("")

    var text: String { storage.withLock { $0 } }

    func append(_ more: String) { storage.withLock { $0 += more } }
}
