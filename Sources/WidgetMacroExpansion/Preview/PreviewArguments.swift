/// A `#Preview` use sorted into the form Apple documents it in, with each argument's source text.
///
/// The forms (DeveloperToolsSupport's and WidgetKit's `Preview` macros):
/// - `#Preview("name", traits: …) { view }`
/// - `#Preview("name", as: .systemSmall, using: intent) { widget } timeline: { entries }`
/// - `#Preview("name", as: .systemSmall, using: intent) { widget } timelineProvider: { provider }`
/// - `#Preview("name", as: .content, using: attributes) { widget } contentStates: { states }`
struct PreviewArguments: Equatable, Sendable {
    /// What the preview shows.
    enum Form: Equatable, Sendable {
        /// A view (`body`).
        case view
        /// A widget with the entries of a `timeline:` closure.
        case timeline
        /// A widget with the entries of the provider a `timelineProvider:` closure makes.
        case timelineProvider
        /// A Live Activity's widget with the states of a `contentStates:` closure.
        case contentStates
    }

    var form: Form
    /// The name expression (`"Notification"`), if given.
    var name: String?
    /// The `traits:` expressions, additional traits included.
    var traits: [String] = []
    /// The `as:` expression: a widget family, or an activity view kind.
    var family: String?
    /// The `using:` expression: a configuration intent, or activity attributes.
    var using: String?
    /// The closures (or closure expressions) by parameter name: `body`, `widget`, `timeline`, `timelineProvider`, `contentStates`.
    var closures: [String: String] = [:]

    /// The parameter names of closures, in the order Apple's declarations list them.
    static let closureLabels = ["body", "widget", "timeline", "timelineProvider", "contentStates"]

    /// The arguments of `call`, or the error that says what does not fit any form.
    static func read(_ call: MacroCall) -> Result<PreviewArguments, SourceParseError> {
        var arguments = PreviewArguments(form: .view)
        var closureOffsets: [String: Int] = [:]
        for (position, argument) in call.arguments.enumerated() {
            switch argument.label {
            case nil where position == 0 && !argument.isClosure:
                arguments.name = argument.text
            case nil where !arguments.traits.isEmpty && call.arguments[position - 1].label.map({ $0 == "traits" }) ?? true:
                arguments.traits.append(argument.text)
            case "traits":
                arguments.traits.append(argument.text)
            case "as":
                arguments.family = argument.text
            case "using":
                arguments.using = argument.text
            case let label? where closureLabels.contains(label):
                arguments.closures[label] = argument.text
                closureOffsets[label] = argument.offset
            default:
                let what = argument.label.map { "no argument '\($0):'" } ?? "no unlabeled argument here"
                return .failure(SourceParseError(message: "#Preview has \(what); see the forms Apple documents", offset: argument.offset))
            }
        }
        for closure in call.trailingClosures {
            let label = closure.label ?? (arguments.family == nil ? "body" : "widget")
            guard closureLabels.contains(label), arguments.closures[label] == nil else {
                let problem = closureLabels.contains(label) ? "a second '\(label)' closure" : "no closure named '\(label)'"
                return .failure(SourceParseError(message: "#Preview has \(problem)", offset: closure.offset))
            }
            arguments.closures[label] = closure.text
            closureOffsets[label] = closure.offset
        }
        return arguments.resolvingForm(macroOffset: call.offset, closureOffsets: closureOffsets)
    }

    /// Decides the form from the closures given, or says what is missing or extra.
    private func resolvingForm(macroOffset: Int, closureOffsets: [String: Int]) -> Result<PreviewArguments, SourceParseError> {
        var resolved = self
        let given = Set(closures.keys)
        let expected: Set<String>
        if family == nil {
            guard given.contains("body") else {
                return .failure(SourceParseError(message: "#Preview needs a closure that returns the view to preview", offset: macroOffset))
            }
            resolved.form = .view
            expected = ["body"]
        } else {
            let kinds: [(String, Form)] = [
                ("timeline", .timeline), ("timelineProvider", .timelineProvider), ("contentStates", .contentStates),
            ]
            let found = kinds.filter { given.contains($0.0) }
            guard given.contains("widget"), found.count == 1 else {
                return .failure(
                    SourceParseError(
                        message: "#Preview(as:) needs a widget closure and one of 'timeline:', 'timelineProvider:' or 'contentStates:'",
                        offset: macroOffset))
            }
            resolved.form = found[0].1
            expected = ["widget", found[0].0]
        }
        if let extra = given.subtracting(expected).sorted().first {
            return .failure(
                SourceParseError(
                    message: "#Preview has a '\(extra)' closure this form does not take", offset: closureOffsets[extra] ?? macroOffset))
        }
        if family == nil && using != nil {
            return .failure(
                SourceParseError(message: "#Preview takes 'using:' only with 'as:', for a widget or a Live Activity", offset: macroOffset))
        }
        if family != nil && !traits.isEmpty {
            return .failure(SourceParseError(message: "#Preview(as:) takes no traits; traits are for view previews", offset: macroOffset))
        }
        if resolved.form == .contentStates && using == nil {
            return .failure(
                SourceParseError(message: "a Live Activity #Preview needs 'using:' with the activity's attributes", offset: macroOffset))
        }
        return .success(resolved)
    }
}
