import Foundation

/// A value that scales with Dynamic Type (`@ScaledMetric var iconSize: CGFloat = 24`). Widgets here are
/// drawn at the default text size, where the scale is 1: the value is the one declared.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    /// The value at the default text size.
    public let wrappedValue: Value

    /// A metric of `wrappedValue`, scaled as the body text style.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// A metric of `wrappedValue`, scaled as `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }
}
