/// Shows the summary of the `Case` matching a parameter's value (or the widget family).
public typealias Switch = ParameterSummarySwitchCondition
/// One branch of a `Switch`: the values it matches and the summary it shows.
public typealias Case = ParameterSummaryCaseCondition
/// The branch of a `Switch` taken when no `Case` matches.
public typealias DefaultCase = ParameterSummaryDefaultCaseCondition

/// `Switch(\.$p) { Case(value) { }; DefaultCase { } }`: a summary chosen by a parameter's value.
///
/// ```swift
/// Switch(\.$mode) {
///     Case(.simple) { Summary { \.$mode } }
///     Case([.detailed, .full]) { Summary { \.$mode; \.$detail } }
///     DefaultCase { Summary { \.$mode } }
/// }
/// Switch(.widgetFamily) { Case(.systemSmall) { Summary { \.$name } }; DefaultCase { Summary { \.$name; \.$size } } }
/// ```
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value>: ParameterSummary, SummaryNodeContent {
    let nodes: [SummaryNode]

    /// Switches on the value of the parameter at `keyPath`.
    public init<Parameter>(
        _ keyPath: KeyPath<Intent, IntentParameter<Parameter>>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> ParameterSummaryCases<Intent, Value>
    ) where Value == Parameter.UnwrappedType {
        nodes = Self.nodes(subject: .parameter(keyPath), cases: cases().nodes)
    }

    /// Switches on the widget family.
    public init(
        _ subject: WidgetFamilySummarySubject,
        @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> ParameterSummaryCases<Intent, Value>
    ) where Value == WidgetFamily {
        nodes = Self.nodes(subject: .widgetFamily, cases: cases().nodes)
    }

    private static func nodes(subject: SummaryNodeSubject, cases nodes: [SummaryNode]) -> [SummaryNode] {
        var cases: [SummaryNodeCase] = []
        var defaultCase: [SummaryNode]?
        for node in nodes {
            switch node {
            case .switchCase(_, let found, _): cases += found
            case .defaultCase(let content): defaultCase = content
            default: break
            }
        }
        return [.switchCase(subject: subject, cases: cases, defaultCase: defaultCase)]
    }
}

/// The subject of `Switch(.widgetFamily)`.
public struct WidgetFamilySummarySubject: Sendable {
    /// Switch on the family of the widget being configured.
    public static let widgetFamily = WidgetFamilySummarySubject()
}

/// `Case(value) { }` or `Case([values]) { }` inside a `Switch`.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value>: SummaryNodeContent {
    let nodes: [SummaryNode]

    /// Shows `content` when the subject equals `value`.
    public init<Content: ParameterSummary>(_ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.init(values: [value], content: summaryNodes(of: content()))
    }

    /// Shows `content` when the subject equals one of `values`.
    public init<Content: ParameterSummary>(_ values: [Value], @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.init(values: values, content: summaryNodes(of: content()))
    }

    private init(values: [Value], content: [SummaryNode]) {
        let wireValues = values.map { ParameterValueCodec.summaryOperand($0) }
        nodes = [.switchCase(subject: .widgetFamily, cases: [SummaryNodeCase(values: wireValues, content: content)], defaultCase: nil)]
    }
}

/// `DefaultCase { }` inside a `Switch`.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent>: SummaryNodeContent {
    let nodes: [SummaryNode]

    /// Shows `content` when no `Case` matches.
    public init<Content: ParameterSummary>(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        nodes = [.defaultCase(summaryNodes(of: content()))]
    }
}

/// The cases of a `Switch`, as its trailing block builds them.
public struct ParameterSummaryCases<Intent: AppIntent, Value>: SummaryNodeContent {
    let nodes: [SummaryNode]
}

/// Builds the cases of a `Switch` from `Case` and `DefaultCase` statements.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value> {
    /// A `Case`.
    public static func buildExpression(_ condition: ParameterSummaryCaseCondition<Intent, Value>) -> ParameterSummaryCases<Intent, Value> {
        ParameterSummaryCases(nodes: condition.nodes)
    }

    /// The `DefaultCase`.
    public static func buildExpression(_ condition: ParameterSummaryDefaultCaseCondition<Intent>) -> ParameterSummaryCases<Intent, Value> {
        ParameterSummaryCases(nodes: condition.nodes)
    }

    /// The cases, in order.
    public static func buildBlock(_ cases: ParameterSummaryCases<Intent, Value>...) -> ParameterSummaryCases<Intent, Value> {
        ParameterSummaryCases(nodes: cases.flatMap(\.nodes))
    }
}
