import Foundation

/// Runs a program and collects its exit status and output.
enum Subprocess {
    struct Result {
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
        let (outputData, errorData) = readBoth(output, error)
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
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
