import Foundation
import WidgetWire

/// How to draw a widget: its family, appearance, the time it is drawn at, and interaction state.
///
/// Every renderer takes these, so the CLI (`widgethost render --appearance dark --at DATE`)
/// and the dashboard pass the same value to any target.
public struct RenderOptions: Sendable {
    /// The family whose size and container the widget is drawn in.
    public var family: WidgetFamilyName
    /// Light or dark.
    public var appearance: Appearance
    /// The instant dates and timers are formatted for.
    public var now: Date
    /// The time zone `.time` and `.date` text is shown in.
    public var timeZone: TimeZone
    /// The `controlID` of the control being pressed: a custom button draws its `pressedLabel`,
    /// other buttons dim, a toggle shows its new state.
    public var pressedControlID: String?
    /// Whether `.invalidatableContent()` is drawn as pending (dimmed), as while a tap's reload is in flight.
    public var showsPendingContent: Bool
    /// `contentMarginsDisabled()`: lay the content out edge to edge.
    public var contentMarginsDisabled: Bool
    /// The size to draw at instead of the family's (a view preview's layout); `nil` for the family's.
    public var displaySize: DisplaySize?

    public init(
        family: WidgetFamilyName = .systemMedium, appearance: Appearance = .light, now: Date = Date(),
        timeZone: TimeZone = .current, pressedControlID: String? = nil, showsPendingContent: Bool = false,
        contentMarginsDisabled: Bool = false, displaySize: DisplaySize? = nil
    ) {
        self.family = family
        self.appearance = appearance
        self.now = now
        self.timeZone = timeZone
        self.pressedControlID = pressedControlID
        self.showsPendingContent = showsPendingContent
        self.contentMarginsDisabled = contentMarginsDisabled
        self.displaySize = displaySize
    }

    /// The size the widget is drawn at: ``displaySize``, else the family's.
    public var size: DisplaySize { displaySize ?? family.displaySize }
}

/// Something that draws a view tree as a widget: the terminal, HTML, SVG and PNG renderers.
///
/// ```swift
/// let svg = try SVGRenderer().render(node, options: RenderOptions(family: .systemSmall, appearance: .dark))
/// ```
public protocol WidgetRenderer {
    /// What the renderer produces (`String` for text formats, `[UInt8]` for PNG).
    associatedtype Output
    /// Draws `node` as a widget of `options.family`.
    func render(_ node: ViewNode, options: RenderOptions) throws -> Output
}
