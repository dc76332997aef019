internal import WidgetWire

/// Shows one summary or another depending on a parameter's value or on the widget family.
public typealias When = ParameterSummaryWhenCondition

/// `When(\.$p, operator, value) { } otherwise: { }`: a summary chosen by a condition.
///
/// ```swift
/// When(\.$shuffle, .equalTo, true) { Summary { \.$name; \.$interval } } otherwise: { Summary { \.$name } }
/// When(\.$name, .hasAnyValue) { Summary { \.$name; \.$size } }
/// When(widgetFamily: .oneOf, [.systemSmall]) { Summary { \.$name } } otherwise: { Summary { \.$name; \.$size } }
/// ```
/// Without `otherwise:`, nothing extra is shown when the condition is false.
public struct ParameterSummaryWhenCondition<Intent: AppIntent>: ParameterSummary, SummaryNodeContent {
    let nodes: [SummaryNode]

    private init(
        _ subject: SummaryNodeSubject, _ comparison: SummaryComparison, _ values: [Any], then: [SummaryNode], otherwise: [SummaryNode]?
    ) {
        let wireValues = values.map { ParameterValueCodec.summaryOperand($0) }
        nodes = [.when(subject: subject, comparison: comparison, values: wireValues, then: then, otherwise: otherwise)]
    }

    // MARK: Equatable

    /// Shows `then` when the parameter equals (or does not equal) `value`, else `otherwise`.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator, _ value: Value.UnwrappedType,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            .parameter(keyPath), comparisonOperator.wire, [value], then: summaryNodes(of: then()), otherwise: summaryNodes(of: otherwise()))
    }

    /// Shows `then` when the parameter equals (or does not equal) `value`.
    public init<Value, Then: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator, _ value: Value.UnwrappedType,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(.parameter(keyPath), comparisonOperator.wire, [value], then: summaryNodes(of: then()), otherwise: nil)
    }

    // MARK: Comparable

    /// Shows `then` when the parameter compares with `value` as the operator says, else `otherwise`.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ComparableComparisonOperator,
        _ value: Value.UnwrappedType,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            .parameter(keyPath), comparisonOperator.wire, [value], then: summaryNodes(of: then()), otherwise: summaryNodes(of: otherwise()))
    }

    /// Shows `then` when the parameter compares with `value` as the operator says.
    public init<Value, Then: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ComparableComparisonOperator,
        _ value: Value.UnwrappedType,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(.parameter(keyPath), comparisonOperator.wire, [value], then: summaryNodes(of: then()), otherwise: nil)
    }

    // MARK: Has value

    /// Shows `then` when the optional parameter has (or has no) value, else `otherwise`.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            .parameter(keyPath), comparisonOperator.wire, [], then: summaryNodes(of: then()), otherwise: summaryNodes(of: otherwise()))
    }

    /// Shows `then` when the optional parameter has (or has no) value.
    public init<Value, Then: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(.parameter(keyPath), comparisonOperator.wire, [], then: summaryNodes(of: then()), otherwise: nil)
    }

    // MARK: One of

    /// Shows `then` when the parameter is (or is not) one of `values`, else `otherwise`.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: OneOfComparisonOperator, _ values: [Value.UnwrappedType],
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            .parameter(keyPath), comparisonOperator.wire, values.map { $0 }, then: summaryNodes(of: then()),
            otherwise: summaryNodes(of: otherwise()))
    }

    /// Shows `then` when the parameter is (or is not) one of `values`.
    public init<Value, Then: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: OneOfComparisonOperator, _ values: [Value.UnwrappedType],
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(.parameter(keyPath), comparisonOperator.wire, values.map { $0 }, then: summaryNodes(of: then()), otherwise: nil)
    }

    // MARK: String

    /// Shows `then` when the String parameter's text matches `value` as the operator says, else `otherwise`.
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: StringComparisonOperator, _ value: String,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Value.UnwrappedType == String {
        self.init(
            .parameter(keyPath), comparisonOperator.wire, [value], then: summaryNodes(of: then()), otherwise: summaryNodes(of: otherwise()))
    }

    /// Shows `then` when the String parameter's text matches `value` as the operator says.
    public init<Value, Then: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: StringComparisonOperator, _ value: String,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) where Value.UnwrappedType == String {
        self.init(.parameter(keyPath), comparisonOperator.wire, [value], then: summaryNodes(of: then()), otherwise: nil)
    }

    // MARK: Widget family

    /// Shows `then` when the widget family equals (or does not equal) `family`, else `otherwise`.
    public init<Then: ParameterSummary, Otherwise: ParameterSummary>(
        widgetFamily comparisonOperator: EquatableComparisonOperator, _ family: WidgetFamily,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            .widgetFamily, comparisonOperator.wire, [family], then: summaryNodes(of: then()), otherwise: summaryNodes(of: otherwise()))
    }

    /// Shows `then` when the widget family equals (or does not equal) `family`.
    public init<Then: ParameterSummary>(
        widgetFamily comparisonOperator: EquatableComparisonOperator, _ family: WidgetFamily,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(.widgetFamily, comparisonOperator.wire, [family], then: summaryNodes(of: then()), otherwise: nil)
    }

    /// Shows `then` when the widget family is (or is not) one of `families`, else `otherwise`.
    public init<Then: ParameterSummary, Otherwise: ParameterSummary>(
        widgetFamily comparisonOperator: OneOfComparisonOperator, _ families: [WidgetFamily],
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            .widgetFamily, comparisonOperator.wire, families.map { $0 }, then: summaryNodes(of: then()),
            otherwise: summaryNodes(of: otherwise()))
    }

    /// Shows `then` when the widget family is (or is not) one of `families`.
    public init<Then: ParameterSummary>(
        widgetFamily comparisonOperator: OneOfComparisonOperator, _ families: [WidgetFamily],
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(.widgetFamily, comparisonOperator.wire, families.map { $0 }, then: summaryNodes(of: then()), otherwise: nil)
    }
}
