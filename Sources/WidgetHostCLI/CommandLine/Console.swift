import Foundation
import WidgetHost
import WidgetWire

/// Where the CLI writes: results to standard output, errors and notes to standard error.
///
/// Plugins run in this process and share its standard output, so a plugin's
/// `print` (or a C plugin's `printf`) would land in the middle of the CLI's
/// results and break `--json`. ``claimStandardOutput()`` keeps the real
/// standard output for the CLI alone and points file descriptor 1, which
/// plugin code writes to, at standard error.
struct Console: Sendable {
    /// The process's original standard output, private to the CLI once claimed.
    private static let results: FileHandle = {
        fflush(nil)  // nothing buffered for the old descriptor may end up in the new one
        let saved = dup(STDOUT_FILENO)
        guard saved >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return FileHandle.standardOutput }
        return FileHandle(fileDescriptor: saved, closeOnDealloc: false)
    }()

    /// Takes standard output for the CLI's results; from now on everything else written to it goes to standard error.
    static func claimStandardOutput() {
        _ = results
    }

    /// Whether the CLI's results go to a terminal.
    var isTerminal: Bool { isatty(Self.results.fileDescriptor) == 1 }

    /// Writes `text` and a newline to standard output.
    func print(_ text: String) {
        Self.results.write(Data((text + "\n").utf8))
    }

    /// Writes `text` and a newline to standard output at once (no buffer: a pipe's reader gets it
    /// now); false when standard output is closed (EPIPE, with SIGPIPE ignored).
    func printLine(_ text: String) -> Bool {
        (try? Self.results.write(contentsOf: Data((text + "\n").utf8))) != nil
    }

    /// Whether the CLI's results go to a pipe (whose reader may close it).
    var isPipe: Bool {
        var info = stat()
        return fstat(Self.results.fileDescriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    /// Writes `text` to standard output as it is.
    func write(_ text: String) {
        Self.results.write(Data(text.utf8))
    }

    /// Writes `bytes` (an image, a document) to standard output as they are.
    func write(bytes: [UInt8]) {
        Self.results.write(Data(bytes))
    }

    /// The file descriptor of the CLI's standard output (to ask a terminal its size).
    var descriptor: Int32 { Self.results.fileDescriptor }

    /// Writes lines to standard output.
    func print(lines: [String]) {
        guard !lines.isEmpty else { return }
        print(lines.joined(separator: "\n"))
    }

    /// Writes `value` as indented JSON to standard output.
    func printJSON<Value: Encodable>(_ value: Value) throws {
        print(try WireCoding.encodePretty(value))
    }

    /// Writes `text` and a newline to standard error.
    func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes one `error: <what> (<where>); expected <what>` line per diagnostic to standard error,
    /// its control characters escaped (whatever a plugin or an argument put in it stays on one line).
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError("error: " + EchoedInput.escapingControlCharacters(diagnostic.description)) }
    }
}
