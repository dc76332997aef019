import Foundation

/// The Swift compiler on `PATH`, which builds the new package.
enum SwiftCompiler {
    /// `swift --version`'s output lines (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`, `Target: ...`), or nil when it cannot run.
    static func version() -> [String]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}
