/// A plugin id that matches no file in the plugin directories (bad input).
public struct PluginLookupError: WidgetHostError, Equatable {
    /// The id that was looked up.
    public var reference: String
    /// The directories searched, in order.
    public var searchedDirectories: [String]
    /// The plugin ids found in those directories.
    public var availableIDs: [String]

    /// Creates the error.
    public init(reference: String, searchedDirectories: [String], availableIDs: [String]) {
        self.reference = reference
        self.searchedDirectories = searchedDirectories
        self.availableIDs = availableIDs
    }

    public var category: ErrorCategory { .badInput }

    public var diagnostics: [Diagnostic] {
        let searched = searchedDirectories.isEmpty ? "no plugin directories" : searchedDirectories.joined(separator: ", ")
        let found = availableIDs.isEmpty ? "no plugins found there" : "found: \(availableIDs.joined(separator: ", "))"
        return [
            Diagnostic(
                problem: "no plugin \(EchoedInput.quoted(reference)) in \(searched)", location: found,
                expected: "a plugin path (containing / or ending in .so) or the id of lib<id>.so in --plugins DIR or WIDGETHOST_PLUGINS")
        ]
    }
}
