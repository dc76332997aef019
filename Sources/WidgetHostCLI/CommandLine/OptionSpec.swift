/// One command-line option: its spellings, whether it takes a value, and its help.
struct OptionSpec: Hashable, Sendable {
    /// Every spelling (`-v`, `--verbose`); the last one is the name shown in messages.
    let names: [String]
    /// The placeholder of the option's value (`DIR`), or `nil` for a flag.
    let valueName: String?
    /// One line of help.
    let help: String
    /// Whether the option may be given more than once.
    let repeatable: Bool

    init(_ names: String..., value valueName: String? = nil, repeatable: Bool = false, help: String) {
        self.names = names
        self.valueName = valueName
        self.help = help
        self.repeatable = repeatable
    }

    /// The long spelling, used in messages.
    var name: String { names.last ?? "" }

    /// `-v, --verbose` or `--param NAME=VALUE`.
    var synopsis: String {
        names.joined(separator: ", ") + (valueName.map { " \($0)" } ?? "")
    }
}

/// One positional argument of a command.
struct ArgumentSpec: Hashable, Sendable {
    /// The placeholder (`PLUGIN`).
    let name: String
    /// One line of help.
    let help: String
}
