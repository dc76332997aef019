/// Where a view sits inside its parent node: a stack's child, a modifier's content or
/// attached view, or one of a control's views (its label, a custom style's bodies).
///
/// Every walk over a view tree (``ViewNode/children``, ``ViewNode/forEach(descendingInto:_:)``,
/// ``ViewNode/map(_:)``) goes through the same slots, so control ids, view text, symbol
/// lists and intent discovery see the same nodes.
public enum ViewSlot: Hashable, Sendable {
    /// The child at this index of a stack.
    case item(Int)
    /// The view a modifier applies to.
    case content
    /// A view attached by `.background` (the first applied to its view).
    case background
    /// A view attached by `.overlay` (the first applied to its view).
    case overlay
    /// A view attached by a later `.background` of the same view; `layer` counts the backgrounds
    /// applied before it (`.background { a }.background { b }`: `b` is `stackedBackground(1)`).
    case stackedBackground(Int)
    /// A view attached by a later `.overlay` of the same view; `layer` counts the overlays applied before it.
    case stackedOverlay(Int)
    /// A view attached by `.containerBackground`.
    case containerBackground
    /// A button's, toggle's, link's or progress view's label.
    case label
    /// A custom `ButtonStyle`'s body while pressed.
    case pressedLabel
    /// A custom `ToggleStyle`'s body while on.
    case onBody
    /// A custom `ToggleStyle`'s body while off.
    case offBody
    /// A progress view's or gauge's current-value label.
    case currentValueLabel
    /// A gauge's minimum-value label.
    case minimumValueLabel
    /// A gauge's maximum-value label.
    case maximumValueLabel
    /// The view `.mask` shows its content through.
    case mask
    /// The label `.widgetLabel` attaches (an `accessoryCorner` widget's).
    case widgetLabel

    /// The slot of a background applied after `layer` others to the same view.
    static func background(layer: Int) -> ViewSlot { layer == 0 ? .background : .stackedBackground(layer) }

    /// The slot of an overlay applied after `layer` others to the same view.
    static func overlay(layer: Int) -> ViewSlot { layer == 0 ? .overlay : .stackedOverlay(layer) }

    /// Whether the slot holds its node's own content (a stack's child, the view a modifier
    /// applies to), not a view attached or held beside it (a background, a control's label or bodies).
    public var isContent: Bool {
        switch self {
        case .item, .content: true
        default: false
        }
    }

    /// What the slot adds to a path of control ids (``ControlIdentifiers``): the index of a stack
    /// child, a short name for the other views, and nothing for a modifier's content
    /// (modifiers do not count as levels). The second overlay of one view is `ov2`, the third
    /// `ov3` (the first stays `ov`), and the same for backgrounds, so that each has its own ids.
    public var pathSegment: String? {
        switch self {
        case .item(let index): String(index)
        case .content: nil
        case .background: "bg"
        case .overlay: "ov"
        case .stackedBackground(let layer): "bg\(layer + 1)"
        case .stackedOverlay(let layer): "ov\(layer + 1)"
        case .containerBackground: "cb"
        case .label: "lb"
        case .pressedLabel: "pr"
        case .onBody: "on"
        case .offBody: "off"
        case .currentValueLabel: "cv"
        case .minimumValueLabel: "min"
        case .maximumValueLabel: "max"
        case .mask: "mk"
        case .widgetLabel: "wl"
        }
    }
}

/// A view directly inside another, with the slot it fills.
public struct ViewChild: Hashable, Sendable {
    /// Where the view sits in its parent.
    public var slot: ViewSlot
    /// The view.
    public var node: ViewNode

    /// A child `node` in `slot`.
    public init(_ slot: ViewSlot, _ node: ViewNode) {
        self.slot = slot
        self.node = node
    }
}

/// The slots from a tree's root down to one of its nodes.
public struct ViewPath: Hashable, Sendable {
    /// The slots, outermost first; empty for the root.
    public var slots: [ViewSlot]

    /// The path through `slots`.
    public init(_ slots: [ViewSlot] = []) { self.slots = slots }

    /// The path of a child in `slot` of the node at this path.
    public func appending(_ slot: ViewSlot) -> ViewPath { ViewPath(slots + [slot]) }

    /// The segments control ids are made of (see ``ViewSlot/pathSegment``).
    public var segments: [String] { slots.compactMap(\.pathSegment) }
}
