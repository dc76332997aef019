/// A summary sentence and the parameters a configuration UI shows.
///
/// ```swift
/// Summary { \.$name; \.$shuffle }
/// Summary("Show \(\.$type) for \(\.$city)") { \.$units }
/// ```
/// The parameters in the sentence come first, then those of the trailing block.
public struct Summary<Intent: AppIntent>: ParameterSummary, SummaryNodeContent {
    let nodes: [SummaryNode]

    /// A summary listing the parameters of `content`.
    public init<Content: ParameterSummary>(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        nodes = [.summary(template: nil, content: summaryNodes(of: content()))]
    }

    /// A summary sentence with inline parameters.
    public init(_ template: ParameterSummaryString<Intent>) {
        nodes = [.summary(template: template.parts, content: [])]
    }

    /// A summary sentence with inline parameters, followed by the parameters of `content`.
    public init<Content: ParameterSummary>(
        _ template: ParameterSummaryString<Intent>, @ParameterSummaryBuilder<Intent> _ content: () -> Content
    ) {
        nodes = [.summary(template: template.parts, content: summaryNodes(of: content()))]
    }
}

/// The sentence of a `Summary`: text with parameters interpolated (`"Show \(\.$city)"`).
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    var parts: [SummaryTemplatePart]

    /// A sentence without parameters.
    public init(stringLiteral value: String) {
        parts = [.text(value)]
    }

    /// A sentence with parameters interpolated.
    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// Collects the text and parameters of a summary sentence.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [SummaryTemplatePart] = []

        /// Starts an empty sentence.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.text(literal)) }
        }

        /// Places a parameter in the sentence.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            parts.append(.parameter(keyPath))
        }
    }
}
