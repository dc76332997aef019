internal import WidgetWire

/// `When(\.$p, .equalTo, value)`: compares a parameter with one value.
public enum EquatableComparisonOperator: Sendable {
    case equalTo, notEqualTo

    var wire: SummaryComparison {
        switch self {
        case .equalTo: .equalTo
        case .notEqualTo: .notEqualTo
        }
    }
}

/// `When(\.$p, .lessThan, value)`: orders a parameter against one value.
public enum ComparableComparisonOperator: Sendable {
    case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo

    var wire: SummaryComparison {
        switch self {
        case .lessThan: .lessThan
        case .lessThanOrEqualTo: .lessThanOrEqualTo
        case .greaterThan: .greaterThan
        case .greaterThanOrEqualTo: .greaterThanOrEqualTo
        }
    }
}

/// `When(\.$p, .hasAnyValue)`: whether an optional parameter is set.
public enum HasValueComparisonOperator: Sendable {
    case hasAnyValue, hasNoValue

    var wire: SummaryComparison {
        switch self {
        case .hasAnyValue: .hasAnyValue
        case .hasNoValue: .hasNoValue
        }
    }
}

/// `When(\.$p, .oneOf, [values])`: whether a parameter is (or is not) one of several values.
public enum OneOfComparisonOperator: Sendable {
    case oneOf, noneOf

    var wire: SummaryComparison {
        switch self {
        case .oneOf: .oneOf
        case .noneOf: .noneOf
        }
    }
}

/// `When(\.$p, .hasPrefix, "text")`: tests a String parameter's text.
public enum StringComparisonOperator: Sendable {
    case contains, doesNotContain, hasPrefix, hasSuffix

    var wire: SummaryComparison {
        switch self {
        case .contains: .contains
        case .doesNotContain: .doesNotContain
        case .hasPrefix: .hasPrefix
        case .hasSuffix: .hasSuffix
        }
    }
}
