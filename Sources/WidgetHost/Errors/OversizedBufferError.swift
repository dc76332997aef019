/// A buffer a plugin returned whose length is beyond what the host copies: a plugin bug (or an
/// attack), refused before the host reads or allocates anything (exit code 1).
public struct OversizedBufferError: WidgetHostError, Equatable {
    /// The handler's symbol (`faulty_timeline`).
    public let symbol: String
    /// The length the plugin set.
    public let length: UInt64

    public var category: ErrorCategory { .pluginFailure }

    public var diagnostics: [Diagnostic] {
        [
            Diagnostic(
                problem: "the plugin answered a buffer whose length says \(length) bytes", location: "handler \(symbol)",
                expected: "at most \(PluginEntryPoints.maximumBufferLength >> 20) MiB")
        ]
    }
}
