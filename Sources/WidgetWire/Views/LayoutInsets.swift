/// Distances from each edge of a rectangle, as in `EdgeInsets`: a view's padding in layout, a
/// widget family's content margins.
public struct LayoutInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same distance on every edge.
    public init(all length: Double) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// No insets.
    public static let zero = LayoutInsets(all: 0)

    /// `leading + trailing`.
    public var horizontal: Double { leading + trailing }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}
