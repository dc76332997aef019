import Foundation

/// The process's command line, also in a worker that libfaketime was preloaded into.
///
/// Swift finds `argv` on Linux by walking back from `environ` on the initial stack; libfaketime's
/// constructor calls `setenv` (moving `environ` to the heap) before that, so `CommandLine.arguments`
/// is empty there. `/proc/self/cmdline` holds the same arguments, NUL-separated.
public enum ProcessArguments {
    /// `CommandLine.arguments`, or, when Swift could not find them, the kernel's copy.
    public static var current: [String] {
        let arguments = CommandLine.arguments
        guard arguments.isEmpty, let bytes = FileManager.default.contents(atPath: "/proc/self/cmdline") else { return arguments }
        return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    }
}
