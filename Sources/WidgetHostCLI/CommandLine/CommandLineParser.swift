import WidgetHost

/// Splits command-line tokens into options and positional arguments.
///
/// Accepts `--name value`, `--name=value`, flags, short spellings (`-v`), options before
/// or after positional arguments, and `--` to end options.
struct CommandLineParser {
    /// The options the command line may contain.
    let options: [OptionSpec]
    /// Where the command line is, for messages (`command perform`).
    let location: String

    func parse(_ tokens: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard !optionsEnded, token.hasPrefix("-"), token != "-" else {
                parsed.positionals.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            let (spelling, inlineValue) = split(token)
            guard let option = options.first(where: { $0.names.contains(spelling) }) else {
                // A value that starts with '-' (a "-1" button, a negative number) follows `--`.
                let asValue = " (or, for a value that starts with '-', -- before it: -- \(token))"
                throw UsageError(
                    problem: "unknown option \(EchoedInput.quoted(spelling))", location: location,
                    expected: "one of \(options.map(\.name).joined(separator: ", "))\(asValue)")
            }
            guard option.valueName != nil else {
                if inlineValue != nil {
                    throw UsageError(problem: "option \(option.name) takes no value", location: location, expected: "\(option.name) alone")
                }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < tokens.count {
                value = tokens[index]
                index += 1
            } else {
                throw UsageError(problem: "option \(option.name) needs a value", location: location, expected: option.synopsis)
            }
            if !option.repeatable, parsed.values[option.name] != nil {
                throw UsageError(problem: "option \(option.name) is given more than once", location: location, expected: "it once")
            }
            parsed.values[option.name, default: []].append(value)
        }
        return parsed
    }

    private func split(_ token: String) -> (String, String?) {
        guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }
}
