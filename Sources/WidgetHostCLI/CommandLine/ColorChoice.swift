import WidgetHost
import WidgetRender

/// `--color auto|always|never` and the one decision of whether and how terminal output is
/// colored: the flag, then `NO_COLOR`, then `TERM=dumb`, then whether the output is a terminal;
/// the depth is 24-bit only when `COLORTERM` says `truecolor` or `24bit`, else xterm's 256.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    static let option = OptionSpec(
        "--color", value: "WHEN",
        help: "Color terminal output: auto, always or never (default auto: none with NO_COLOR, TERM=dumb or off a terminal)")

    /// The choice `text` names.
    init(_ text: String?) throws(UsageError) {
        guard let text else {
            self = .auto
            return
        }
        guard let choice = ColorChoice(rawValue: text.lowercased()) else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(text)) is not a color choice", location: "option --color", expected: "auto, always or never")
        }
        self = choice
    }

    /// How output going to a terminal (`toTerminal`) or elsewhere is colored in `environment`.
    func mode(environment: [String: String], toTerminal: Bool) -> TerminalRenderer.ColorMode {
        switch self {
        case .never: return .plain
        case .auto:
            if !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb" || !toTerminal { return .plain }
        case .always: break
        }
        let depth = (environment["COLORTERM"] ?? "").lowercased()
        return depth == "truecolor" || depth == "24bit" ? .trueColor : .palette256
    }
}
