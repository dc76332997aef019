/// Decides which configuration parameters an intent's `parameterSummary` shows for the
/// current values and widget family, evaluating its `When` / `Switch` conditions.
///
/// The summary chosen lists its parameters; parameters named only in its template
/// (`"Show ${city}"`) count too, first. An intent without a summary shows every parameter.
///
/// ```swift
/// let shown = SummaryEvaluator(intent: intent).evaluate(values: ["shuffle": true], family: .systemSmall)
/// shown.parameters  // ["mood", "color", "shuffle", "interval"]
/// ```
public struct SummaryEvaluator: Sendable {
    /// The outcome: the summary sentence's template (if any) and the parameters shown, in order.
    public struct Result: Hashable, Sendable {
        public var template: String?
        public var parameters: [String]
    }

    /// The intent whose summary is evaluated.
    public let intent: IntentDescriptor

    /// An evaluator for `intent`'s summary.
    public init(intent: IntentDescriptor) { self.intent = intent }

    /// The summary shown for `values` (parameter name → wire value; absent means no value) in `family`.
    public func evaluate(values: [String: JSONValue], family: WidgetFamilyName) -> Result {
        guard let summary = intent.summary else { return Result(template: nil, parameters: intent.parameters.map(\.name)) }
        guard let chosen = choose(summary, values: values, family: family) else { return Result(template: nil, parameters: []) }
        guard case .summary(let template, let listed) = chosen else { return Result(template: nil, parameters: []) }
        let inTemplate = Self.placeholders(in: template ?? "").filter { !listed.contains($0) }
        var seen: Set<String> = []
        let parameters = (inTemplate + listed).filter { intent.parameter(named: $0) != nil && seen.insert($0).inserted }
        return Result(template: template, parameters: parameters)
    }

    /// The `${name}` placeholders of a summary template, in order.
    public static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let start = rest.range(of: "${") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "}") else { break }
            names.append(String(rest[..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    // MARK: - Conditions

    private func choose(_ summary: SummaryDescriptor, values: [String: JSONValue], family: WidgetFamilyName) -> SummaryDescriptor? {
        switch summary {
        case .summary:
            return summary
        case .when(let condition, let then, let otherwise):
            let subject = value(of: condition.subject, values: values, family: family)
            let branch = Self.holds(condition.comparison, subject: subject, operands: condition.values) ? then : otherwise
            return branch.flatMap { choose($0, values: values, family: family) }
        case .switchCase(let subject, let cases, let defaultCase):
            let value = value(of: subject, values: values, family: family)
            let match = cases.first { item in item.values.contains { Self.equal(value, $0) } }?.summary ?? defaultCase
            return match.flatMap { choose($0, values: values, family: family) }
        }
    }

    private func value(of subject: SummarySubject, values: [String: JSONValue], family: WidgetFamilyName) -> JSONValue? {
        switch subject {
        case .parameter(let name):
            guard let value = values[name], value != .null else { return nil }
            return value
        case .widgetFamily:
            return .string(family.rawValue)
        }
    }

    /// Whether `subject comparison operands` holds. A missing subject only satisfies
    /// `.hasNoValue`, `.notEqualTo`, `.noneOf` and `.doesNotContain`.
    static func holds(_ comparison: SummaryComparison, subject: JSONValue?, operands: [JSONValue]) -> Bool {
        let first = operands.first
        switch comparison {
        case .hasAnyValue: return subject.map { !isEmpty($0) } ?? false
        case .hasNoValue: return subject.map(isEmpty) ?? true
        case .equalTo: return first.map { equal(subject, $0) } ?? false
        case .notEqualTo: return !(first.map { equal(subject, $0) } ?? false)
        case .oneOf: return operands.contains { equal(subject, $0) }
        case .noneOf: return !operands.contains { equal(subject, $0) }
        case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
            guard let subject, let first, let order = compare(subject, first) else { return false }
            switch comparison {
            case .lessThan: return order < 0
            case .lessThanOrEqualTo: return order <= 0
            case .greaterThan: return order > 0
            default: return order >= 0
            }
        case .contains, .doesNotContain, .hasPrefix, .hasSuffix:
            let found = textTest(comparison, subject: subject, operand: first)
            return comparison == .doesNotContain ? !found : found
        }
    }

    private static func textTest(_ comparison: SummaryComparison, subject: JSONValue?, operand: JSONValue?) -> Bool {
        guard let subject, let operand else { return false }
        if case .array(let items) = subject, comparison == .contains || comparison == .doesNotContain {
            return items.contains { equal($0, operand) }
        }
        guard let text = subject.stringValue, let part = operand.stringValue else { return false }
        switch comparison {
        case .hasPrefix: return text.hasPrefix(part)
        case .hasSuffix: return text.hasSuffix(part)
        default: return text.contains(part)
        }
    }

    private static func isEmpty(_ value: JSONValue) -> Bool {
        switch value {
        case .null: true
        case .array(let items): items.isEmpty
        default: false
        }
    }

    /// Equality of wire values, with integers and doubles compared as numbers.
    static func equal(_ lhs: JSONValue?, _ rhs: JSONValue) -> Bool {
        guard let lhs else { return rhs == .null }
        if let left = lhs.numberValue, let right = rhs.numberValue { return left == right }
        return lhs == rhs
    }

    private static func compare(_ lhs: JSONValue, _ rhs: JSONValue) -> Int? {
        if let left = lhs.numberValue, let right = rhs.numberValue { return left < right ? -1 : left > right ? 1 : 0 }
        if let left = lhs.stringValue, let right = rhs.stringValue { return left < right ? -1 : left > right ? 1 : 0 }
        return nil
    }
}
