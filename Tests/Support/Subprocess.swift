import Foundation

/// Runs a program (the `widgethost` CLI, clang) and collects its exit status and output.
public enum Subprocess {
    /// How a run ended and what it printed.
    public struct Result: Sendable {
        public let status: Int32
        public let standardOutput: String
        public let standardError: String

        /// The non-empty lines of standard error.
        public var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
    }

    /// Runs `executable` with `arguments` (and `environment`, else this process's) to its end,
    /// or kills it after `timeLimit` seconds (status 9, a line saying so on standard error), so
    /// that a run that hangs fails its test instead of stalling the suite.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, timeLimit: Double = 600
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let start = Date()
        try process.run()
        let killed = killAfter(timeLimit, process.processIdentifier)
        let (outputData, errorData) = readBoth(output, error)
        process.waitUntilExit()
        killed.cancel()
        var standardError = String(decoding: errorData, as: UTF8.self)
        if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
            && Date().timeIntervalSince(start) >= timeLimit
        {
            standardError += "\nSubprocess: \(executable) \(arguments.joined(separator: " ")) killed after \(timeLimit) seconds\n"
        }
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self), standardError: standardError)
    }

    /// A timer that kills process `pid` with SIGKILL once `seconds` have passed; cancel it when the process ends.
    private static func killAfter(_ seconds: Double, _ pid: Int32) -> DispatchWorkItem {
        let kill = DispatchWorkItem { _ = Foundation.kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: kill)
        return kill
    }

    /// Reads both pipes to the end without letting either fill up.
    private static func readBoth(_ output: Pipe, _ error: Pipe) -> (Data, Data) {
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = error.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        return (outputData, errorData)
    }
}

/// Runs blocking work (sockets, subprocesses, plugin calls) on a thread of its own, so tests
/// never block a Swift concurrency pool thread: Swift SDK plugins, which the host may call
/// while the test waits, need the pool for their own async code.
public func offThePool<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
}

/// A test could not set itself up (a product not built, a fixture that does not compile).
public struct TestSetupError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
