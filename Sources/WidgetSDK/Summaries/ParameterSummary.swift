internal import WidgetWire

/// How a configuration UI presents an intent's parameters: which ones, in
/// which order, and which only under conditions.
///
/// Write it with ``ParameterSummaryBuilder``: `Summary`, `When`, `Switch`, `Case`, `DefaultCase`.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     When(\.$shuffle, .equalTo, true) {
///         Summary { \.$name; \.$shuffle; \.$interval }
///     } otherwise: {
///         Summary { \.$name; \.$shuffle }
///     }
/// }
/// ```
public protocol ParameterSummary {
    /// The intent whose parameters the summary lays out.
    associatedtype Intent: AppIntent
}

/// The summary of an intent that declares none: a configuration UI shows every parameter in declaration order.
public struct NoParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The empty summary.
    public init() {}
}

/// One parameter listed in a summary block (`\.$name`).
public struct _ParameterSummaryParameter<Intent: AppIntent>: ParameterSummary, SummaryNodeContent {
    let nodes: [SummaryNode]
}

/// Several summary statements in one block.
public struct _ParameterSummaryGroup<Intent: AppIntent>: ParameterSummary, SummaryNodeContent {
    let nodes: [SummaryNode]
}

/// Builds a parameter summary from the statements of a closure: parameter key
/// paths (`\.$name`), `Summary`, `When` and `Switch`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A `Summary`, `When` or `Switch` of the same intent.
    public static func buildExpression<Content: ParameterSummary>(_ content: Content) -> Content where Content.Intent == Intent {
        content
    }

    /// A parameter, listed by key path (`\.$name`).
    public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> _ParameterSummaryParameter<Intent> {
        _ParameterSummaryParameter(nodes: [.parameter(keyPath)])
    }

    /// An empty block.
    public static func buildBlock() -> _ParameterSummaryGroup<Intent> {
        _ParameterSummaryGroup(nodes: [])
    }

    /// A block of one statement.
    public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content {
        content
    }

    /// A block of several statements, in order.
    public static func buildBlock<each Content: ParameterSummary>(_ content: repeat each Content) -> _ParameterSummaryGroup<Intent> {
        var nodes: [SummaryNode] = []
        for item in repeat each content {
            nodes += summaryNodes(of: item)
        }
        return _ParameterSummaryGroup(nodes: nodes)
    }
}

/// A summary type that knows its statements as ``SummaryNode``s.
protocol SummaryNodeContent {
    var nodes: [SummaryNode] { get }
}

/// The statements of any summary value built by the DSL.
func summaryNodes(of summary: some ParameterSummary) -> [SummaryNode] {
    (summary as? any SummaryNodeContent)?.nodes ?? []
}

/// One statement of a parameter summary, with parameters still as key paths.
indirect enum SummaryNode {
    /// A parameter listed by key path.
    case parameter(AnyKeyPath)
    /// `Summary("text \(\.$a)") { ... }`.
    case summary(template: [SummaryTemplatePart]?, content: [SummaryNode])
    /// `When(...) { } otherwise: { }`.
    case when(
        subject: SummaryNodeSubject, comparison: SummaryComparison, values: [JSONValue], then: [SummaryNode], otherwise: [SummaryNode]?)
    /// `Switch(...) { Case(...) { }; DefaultCase { } }`.
    case switchCase(subject: SummaryNodeSubject, cases: [SummaryNodeCase], defaultCase: [SummaryNode]?)
    /// `DefaultCase { }`, before a `Switch` collects it.
    case defaultCase([SummaryNode])
}

/// What a `When` or `Switch` looks at.
enum SummaryNodeSubject {
    case parameter(AnyKeyPath)
    case widgetFamily
}

/// One `Case` of a `Switch`.
struct SummaryNodeCase {
    var values: [JSONValue]
    var content: [SummaryNode]
}

/// A piece of a summary sentence: literal text or a parameter.
enum SummaryTemplatePart {
    case text(String)
    case parameter(AnyKeyPath)
}
