/// Names used by `#Preview`'s declarations, as in Apple's DeveloperToolsSupport.
public struct Preview {
    /// The kind of traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public struct ViewTraits {}
}

/// A trait of a view preview: its layout or orientation.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
/// Layouts reach the host in the preview's payload; orientations are accepted and change nothing here.
public struct PreviewTrait<Kind> {
    /// What the trait says.
    enum Value {
        case defaultLayout
        case sizeThatFits
        case fixed(width: Double, height: Double)
        case orientation
    }

    let value: Value
}

extension PreviewTrait where Kind == Preview.ViewTraits {
    /// The canvas's usual size.
    public static var defaultLayout: PreviewTrait { PreviewTrait(value: .defaultLayout) }
    /// As small as the view allows.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(value: .sizeThatFits) }
    /// A fixed size in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(value: .fixed(width: Double(width), height: Double(height)))
    }
    /// Portrait orientation (accepted; widgets have none here).
    public static var portrait: PreviewTrait { PreviewTrait(value: .orientation) }
    /// Portrait upside down (accepted).
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(value: .orientation) }
    /// Landscape, home button left (accepted).
    public static var landscapeLeft: PreviewTrait { PreviewTrait(value: .orientation) }
    /// Landscape, home button right (accepted).
    public static var landscapeRight: PreviewTrait { PreviewTrait(value: .orientation) }
}

/// Collects the elements of a preview's `timeline:` (entries) or `contentStates:` closure, one per statement.
///
/// ```swift
/// } timeline: {
///     SimpleEntry(date: .now, emoji: "😀")
///     for hour in 1...3 { SimpleEntry(date: .now.addingTimeInterval(Double(hour) * 3600), emoji: "🤩") }
/// }
/// ```
@resultBuilder
public enum PreviewTimelineBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// Several elements from one statement.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// The elements of every statement, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// The elements of an `if` without `else`, or none.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// The elements of an `if` branch.
    public static func buildEither(first part: [Element]) -> [Element] { part }
    /// The elements of an `else` branch.
    public static func buildEither(second part: [Element]) -> [Element] { part }
    /// The elements of every iteration of a `for` loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    /// The elements of an `if #available` branch.
    public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}
