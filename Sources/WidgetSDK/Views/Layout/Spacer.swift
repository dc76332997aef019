import Foundation
internal import WidgetWire

/// Flexible space that grows along its stack's axis, pushing its neighbours apart.
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    /// The least space it takes; `nil` is the system's minimum.
    public var minLength: CGFloat?

    /// A spacer at least `minLength` points long.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [.spacer(minLength: minLength.map(Double.init))] }
}

/// A thin line across its stack: horizontal in a `VStack`, vertical in an `HStack`.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    /// A divider.
    public init() {}

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [.divider] }
}
