/// The registry's commands as a shell sees them: top-level words, and the families whose
/// second word names a subcommand (`plugins show`), for the completion scripts.
struct CommandTree: Sendable {
    /// One top-level word: its own command (if `widgethost WORD` runs one) and its subcommands.
    struct Word: Sendable {
        /// The word typed after `widgethost` (`plugins`).
        var name: String
        /// The command `widgethost WORD` runs, if any.
        var command: CommandDescriptor?
        /// The commands `widgethost WORD SUB` runs, in registry order.
        var subcommands: [CommandDescriptor]

        /// The summary shown beside the word.
        var summary: String { command?.summary ?? subcommands.first?.summary ?? "" }
    }

    /// The top-level words, in registry order.
    let words: [Word]
    /// Every command, in registry order.
    let commands: [CommandDescriptor]

    /// The tree of `commands` (``CommandRegistry/commands``).
    init(_ commands: [CommandDescriptor]) {
        self.commands = commands
        var words: [Word] = []
        for command in commands {
            let parts = command.name.split(separator: " ", maxSplits: 1).map(String.init)
            let index =
                words.firstIndex { $0.name == parts[0] }
                ?? {
                    words.append(Word(name: parts[0], command: nil, subcommands: []))
                    return words.count - 1
                }()
            if parts.count == 1 { words[index].command = command } else { words[index].subcommands.append(command) }
        }
        self.words = words
    }

    /// The subcommand's own word (`show` for `plugins show`).
    static func lastWord(_ command: CommandDescriptor) -> String {
        String(command.name.split(separator: " ").last ?? "")
    }

    /// Every option spelling that takes a value, across every command and the global options.
    func optionsTakingValues(global: [OptionSpec]) -> [String] {
        var seen: Set<String> = []
        return (global + commands.flatMap(\.options)).filter { $0.valueName != nil }.flatMap(\.names).filter { seen.insert($0).inserted }
    }
}
