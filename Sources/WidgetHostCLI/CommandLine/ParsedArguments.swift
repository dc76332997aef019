/// A command line split into option values, flags and positional arguments.
struct ParsedArguments: Sendable {
    /// The values of each option with a value, by its long name, in the order given.
    var values: [String: [String]] = [:]
    /// The flags given, by long name.
    var flags: Set<String> = []
    /// The positional arguments, in order.
    var positionals: [String] = []

    /// Every value given for `option`.
    func values(_ option: OptionSpec) -> [String] { values[option.name] ?? [] }

    /// The last value given for `option`, if any.
    func value(_ option: OptionSpec) -> String? { values[option.name]?.last }

    /// Whether the flag `option` was given.
    func flag(_ option: OptionSpec) -> Bool { flags.contains(option.name) }
}
