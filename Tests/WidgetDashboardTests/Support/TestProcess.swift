import Foundation

/// Runs a program (the `widgethost` CLI, clang) and collects its exit status and output.
enum TestProcess {
    struct Result: Sendable {
        let status: Int32
        let standardOutput: String
        let standardError: String

        /// The non-empty lines of standard error.
        var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorText = TextBox()
        let finished = DispatchSemaphore(value: 0)
        Thread {
            errorText.value = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            finished.signal()
        }.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        finished.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: errorText.value)
    }

    /// Text written by one thread and read by another after a semaphore.
    private final class TextBox: @unchecked Sendable {
        var value = ""
    }

    /// Runs the `widgethost` CLI in UTC with a private HOME.
    static func widgethost(_ arguments: [String], home: URL) throws -> Result {
        try run(
            TestPlugins.widgethost.path, arguments,
            environment: ["TZ": "UTC", "HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
    }
}

/// Runs blocking work (sockets, subprocesses) on a thread of its own, so tests never block a
/// Swift concurrency pool thread: Swift SDK plugins, which the dashboard calls while the test
/// waits, need the pool for their own async code.
func offThePool<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
}
