import Foundation

/// Runs `swiftc -typecheck` on Swift files against the WidgetSDK module and macro plugin this test run built.
struct SwiftTypeChecker {
    /// What the compiler said.
    struct Outcome {
        var status: Int32
        var output: String

        /// The lines with `error:`.
        var errors: [String] { output.components(separatedBy: "\n").filter { $0.contains("error:") } }
    }

    /// A set-up problem: no compiler, or no built module.
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    let compiler: URL
    /// The build directory (`.build/<triple>/debug`), holding `Modules/WidgetSDK.swiftmodule` and `WidgetSDKMacros-tool`.
    let buildDirectory: URL

    /// A checker using `swiftc` from `PATH` and the build directory of the running test bundle.
    init() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let compiler = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw SetupError(description: "no swiftc on PATH (\(path)); the seed test type-checks with the toolchain's swiftc")
        }
        self.compiler = compiler
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = executable.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules/WidgetSDK.swiftmodule").path) {
            guard directory.path != "/" else {
                throw SetupError(
                    description:
                        "no Modules/WidgetSDK.swiftmodule in a directory above the test bundle \(executable.path); build WidgetSDK first")
            }
            directory.deleteLastPathComponent()
        }
        buildDirectory = directory
    }

    /// Type-checks `files` as module `moduleName` in the Swift 5 language mode (or `swiftVersion`).
    func typecheck(_ files: [URL], moduleName: String, swiftVersion: String = "5") throws -> Outcome {
        // The C modules WidgetSDK imports, whose module maps SwiftPM writes into the build directory.
        let moduleMaps = ["CWidgetABI", "CHTTPTransfer", "CTypeMetadata", "CPluginSlots", "CMainBundle"].map {
            buildDirectory.appendingPathComponent("\($0).build/module.modulemap")
        }
        if let missing = moduleMaps.first(where: { !FileManager.default.fileExists(atPath: $0.path) }) {
            throw SetupError(description: "no module map at \(missing.path); build WidgetSDK first")
        }
        let macros = buildDirectory.appendingPathComponent("WidgetSDKMacros-tool")
        guard FileManager.default.isExecutableFile(atPath: macros.path) else {
            throw SetupError(description: "no macro plugin at \(macros.path); build WidgetSDK first")
        }
        let process = Process()
        process.executableURL = compiler
        process.arguments =
            [
                "-typecheck", "-swift-version", swiftVersion, "-module-name", moduleName,
                "-load-plugin-executable", "\(macros.path)#WidgetSDKMacros",
                "-I", buildDirectory.appendingPathComponent("Modules").path,
                "-I", SeedCatalog.repository.appendingPathComponent("Sources/CSQLite").path,
            ] + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] } + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
