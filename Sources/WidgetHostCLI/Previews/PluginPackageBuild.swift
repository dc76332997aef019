import CWidgetABI
import Foundation
import WidgetHost
import WidgetRuntime

/// `swift build` of a plugin package, as its author runs it, and the plugin library it built.
///
/// ```swift
/// switch PluginPackageBuild(directory: package).run() {
/// case .built(let library, _): draw(library)
/// case .failed(let errors, _): show(errors)
/// }
/// ```
struct PluginPackageBuild {
    /// What a build gave.
    enum Outcome {
        /// The build succeeded: the plugin library it made, and how long it took.
        case built(library: URL, seconds: Double)
        /// The build failed: the compiler's errors (its output without progress lines), and `swift build`'s exit status.
        case failed(errors: [String], status: Int32)
        /// A stop arrived during the build, which was interrupted (SIGINT) and waited for.
        case stopped
    }

    /// The package's directory (holding `Package.swift`).
    let directory: URL

    /// Whether `path` is a package directory (a directory with a `Package.swift`).
    static func isPackage(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: URL(fileURLWithPath: path).appendingPathComponent("Package.swift").path)
    }

    /// The one-line problem of a failed build, for the package in `directory`.
    static func failureLine(_ directory: URL, status: Int32) -> String {
        "error: the build of \(directory.path) failed (swift build exit status \(status)); expected a package that builds: fix the errors above"
    }

    /// Runs `swift build` in the package and finds the plugin it built. A stop that `stopping`
    /// hears meanwhile (Ctrl-C, SIGTERM) interrupts the build: `swift build` gets SIGINT, so it
    /// stops its compilers too, and the outcome is ``Outcome/stopped``.
    ///
    /// - Throws: ``UsageError`` if `swift` cannot run, or the build made no plugin library.
    func run(stopping: SourceTreeWatcher? = nil) throws(UsageError) -> Outcome {
        let started = Date()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", directory.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw UsageError(
                problem: "cannot run swift build: \((error as NSError).localizedDescription)", location: "package \(directory.path)",
                expected: "a Swift toolchain on PATH")
        }
        let collected = BuildOutput(reading: output.fileHandleForReading)
        if let stopping, stopping.waitForStop(orExitOf: process.processIdentifier) {
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            return .stopped
        }
        let text = collected.text()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failed(errors: Self.errors(in: text), status: process.terminationStatus)
        }
        return .built(library: try pluginLibrary(), seconds: Date().timeIntervalSince(started))
    }

    /// The compiler's messages in a build's `output`: from the first error on, without progress lines.
    static func errors(in output: String) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
            !(line.hasPrefix("[") && line.contains("] ")) && !line.hasPrefix("Building for ") && !line.hasPrefix("Build complete")
                && !line.hasPrefix("warning: 'WidgetHost'")
        }
        let first = lines.firstIndex { $0.contains("error:") } ?? max(0, lines.count - 40)
        var shown = Array(lines[first...])
        while shown.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { shown.removeLast() }
        return shown
    }

    /// The plugin library in the package's debug products: the library exporting the plugin entry
    /// symbol, `lib<Package folder>.so` first when several do, else the newest.
    private func pluginLibrary() throws(UsageError) -> URL {
        let products = directory.appendingPathComponent(".build/debug", isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? []
        let plugins = names.filter { $0.hasPrefix("lib") && $0.hasSuffix(".so") }.map { products.appendingPathComponent($0) }.filter {
            url in (try? ELFDynamicSymbols(contentsOf: url.path))?.exported.contains { $0.name == WH_ENTRY_SYMBOL } == true
        }
        if let named = plugins.first(where: { $0.lastPathComponent == "lib\(directory.standardizedFileURL.lastPathComponent).so" }) {
            return named
        }
        let newest = plugins.max { Self.modified($0) < Self.modified($1) }
        guard let newest else {
            throw UsageError(
                problem: "the package built no plugin library (no lib*.so in \(products.path) exports \(WH_ENTRY_SYMBOL))",
                location: "package \(directory.path)", expected: "a package with a .dynamic library product that calls exportPlugin")
        }
        return newest
    }

    private static func modified(_ url: URL) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
