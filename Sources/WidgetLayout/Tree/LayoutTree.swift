import WidgetWire

/// A laid-out widget: every node's frame and drawing style, ready for a renderer to walk.
///
/// Produced by ``LayoutEngine/layout(_:options:measurer:)``. Frames are absolute,
/// in points, with the origin at the widget's top-left corner.
public struct LayoutTree: Sendable {
    /// The family the widget is drawn as.
    public var family: WidgetFamilyName
    /// The appearance colors were resolved for.
    public var appearance: Appearance
    /// The widget's size in points.
    public var size: LayoutSize
    /// The widget's corner radius (22 pt for system families; a circle for `accessoryCircular`).
    public var cornerRadius: Double
    /// The content margins the view was laid out inside.
    public var contentMargins: LayoutInsets
    /// The widget's background, filling the whole widget (margins included): the view's
    /// `containerBackground`, or the family's default.
    public var background: LayoutBox
    /// The widget's content.
    public var root: LayoutBox
    /// The view's `widgetURL`, if any.
    public var widgetURL: String?

    public init(
        family: WidgetFamilyName, appearance: Appearance, size: LayoutSize, cornerRadius: Double, contentMargins: LayoutInsets,
        background: LayoutBox, root: LayoutBox, widgetURL: String?
    ) {
        self.family = family
        self.appearance = appearance
        self.size = size
        self.cornerRadius = cornerRadius
        self.contentMargins = contentMargins
        self.background = background
        self.root = root
        self.widgetURL = widgetURL
    }

    /// Every box of the content, depth-first in drawing order (parents before children).
    public var allBoxes: [LayoutBox] { root.allBoxes }

    /// The opaque color under the whole widget, for targets that composite (a terminal):
    /// the background's dominant color over white (light) or black (dark).
    public var baseColor: RGBAColor {
        let canvas: RGBAColor = appearance == .light ? .white : .black
        for box in background.allBoxes.reversed() {
            if case .shape(let shape) = box.content, let fill = shape.fill, !fill.isInvisible {
                return fill.dominantColor.composited(over: canvas)
            }
        }
        return canvas
    }
}

/// One laid-out node: a frame, what to draw in it, and its children (drawn after it, in order).
public struct LayoutBox: Sendable {
    /// Where the box is, in widget coordinates (after `offset`).
    public var frame: LayoutRect
    /// What the box itself draws.
    public var content: LayoutContent
    /// Boxes drawn on top of this one, in order.
    public var children: [LayoutBox]
    /// The inherited style the box is drawn with.
    public var style: ResolvedStyle
    /// The wire node that produced the box (`"text"`, `"hstack"`, `"padding"`, `"button"`, ...).
    public var source: String
    /// This box's own opacity (`.opacity`), applied to it and its children as a group.
    public var opacity: Double
    /// A shape the box and its children are clipped to (`.clipShape`, `.cornerRadius`).
    public var clip: LayoutClip?
    /// A drop shadow under the box and its children.
    public var shadow: LayoutShadow?
    /// Set on the box of a `Button(intent:)` or `Toggle(isOn:intent:)`.
    public var control: ControlInfo?
    /// Set on the box where `.invalidatableContent()` was applied.
    public var isInvalidatable: Bool
    /// Whether invalidatable content is drawn as pending (a tap's reload is in flight).
    public var isPending: Bool
    /// The destination of a `Link`.
    public var linkURL: String?
    /// `.mask`: boxes laid out over this one whose alpha it and its children show through; empty for none.
    public var mask: [LayoutBox] = []
    /// `.blendMode`: how the box and its children composite over what is behind them.
    public var blendMode: BlendModeName = .normal
    /// `.compositingGroup()`: the box and its children are composited as one layer.
    public var isCompositingGroup = false
    /// `.rotationEffect` / `.scaleEffect`: how the box and its children are turned and scaled when drawn.
    public var transform: LayoutTransform?

    public init(
        frame: LayoutRect, content: LayoutContent = .none, children: [LayoutBox] = [], style: ResolvedStyle, source: String,
        opacity: Double = 1, clip: LayoutClip? = nil, shadow: LayoutShadow? = nil, control: ControlInfo? = nil,
        isInvalidatable: Bool = false, isPending: Bool = false, linkURL: String? = nil
    ) {
        self.frame = frame
        self.content = content
        self.children = children
        self.style = style
        self.source = source
        self.opacity = opacity
        self.clip = clip
        self.shadow = shadow
        self.control = control
        self.isInvalidatable = isInvalidatable
        self.isPending = isPending
        self.linkURL = linkURL
    }

    /// How much pending invalidatable content is dimmed.
    public static let pendingOpacity = 0.35

    /// The opacity to draw the box's group with: its own, dimmed further while pending.
    public var effectiveOpacity: Double { opacity * (isInvalidatable && isPending ? Self.pendingOpacity : 1) }

    /// This box and all its descendants, depth-first in drawing order.
    public var allBoxes: [LayoutBox] { [self] + children.flatMap(\.allBoxes) }

    /// Whether the box must be drawn as a layer of its own (an opacity, mask, blend mode or compositing group).
    public var isLayer: Bool { effectiveOpacity < 1 || !mask.isEmpty || blendMode != .normal || isCompositingGroup }

    /// The text this box and its descendants show, in drawing order.
    public var plainText: String {
        allBoxes.compactMap { box in
            if case .text(let text) = box.content { return text.plainText }
            return nil
        }.joined(separator: " ")
    }
}

/// What a ``LayoutBox`` draws itself.
public enum LayoutContent: Sendable {
    /// Nothing: a group for its children.
    case none
    /// Lines of text, relative to the box's origin.
    case text(TextLayout)
    /// An SF Symbol scaled to fit the box.
    case symbol(SymbolDefinition, paint: ResolvedPaint)
    /// A filled and/or stroked shape filling the box (colors, shapes, button backgrounds).
    case shape(LayoutShape)
    /// An iOS switch filling the box (51 × 31 pt).
    case switchTrack(SwitchAppearance)
    /// A checkbox filling the box.
    case checkbox(isOn: Bool, tint: RGBAColor, border: RGBAColor)
    /// A progress bar, ring or gauge indicator filling the box.
    case progress(ProgressDrawing)
}

/// A shape drawn in a box.
public struct LayoutShape: Hashable, Sendable {
    public var kind: ShapeKind
    /// The corner radius of rounded rectangles (already clamped to half the shorter side).
    public var cornerRadius: Double
    public var fill: ResolvedPaint?
    public var stroke: ResolvedPaint?
    public var lineWidth: Double
    /// The outline of a `path` shape.
    public var path: LayoutPath?
    /// The part of the outline drawn (`.trim(from:to:)`), as fractions of its length.
    public var trim: ShapeTrim?
    public var strokeStyle: LayoutStrokeStyle
    /// Whether the fill uses the even-odd rule.
    public var evenOdd: Bool

    public init(
        kind: ShapeKind, cornerRadius: Double = 0, fill: ResolvedPaint?, stroke: ResolvedPaint? = nil, lineWidth: Double = 1,
        path: LayoutPath? = nil, trim: ShapeTrim? = nil, strokeStyle: LayoutStrokeStyle = LayoutStrokeStyle(), evenOdd: Bool = false
    ) {
        self.kind = kind
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.path = path
        self.trim = trim
        self.strokeStyle = strokeStyle
        self.evenOdd = evenOdd
    }

    /// Whether vector targets must draw the shape as a path (it is custom, trimmed or dashed) rather than
    /// as a rectangle or ellipse.
    public var needsPath: Bool { kind == .path || trim != nil || !strokeStyle.dash.isEmpty }

    /// The rectangle actually covered in `frame`: circles are centered squares, others the whole frame.
    public func bounds(in frame: LayoutRect) -> LayoutRect {
        guard kind == .circle else { return frame }
        let side = min(frame.width, frame.height)
        return LayoutRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    }

    /// The corner radius to round `frame` with (capsules and circles: half the shorter side).
    public func radius(in frame: LayoutRect) -> Double {
        switch kind {
        case .rectangle, .ellipse, .path: 0
        case .capsule, .circle: min(frame.width, frame.height) / 2
        case .roundedRectangle, .containerRelative: min(cornerRadius, min(frame.width, frame.height) / 2)
        }
    }
}

/// How an iOS switch looks.
public struct SwitchAppearance: Hashable, Sendable {
    public var isOn: Bool
    /// The track color when on (green, or the tint).
    public var onColor: RGBAColor
    /// The track color when off.
    public var offColor: RGBAColor
    /// The knob color (white).
    public var knobColor: RGBAColor

    public init(isOn: Bool, onColor: RGBAColor, offColor: RGBAColor, knobColor: RGBAColor = .white) {
        self.isOn = isOn
        self.onColor = onColor
        self.offColor = offColor
        self.knobColor = knobColor
    }
}

/// A clip applied to a box and its children.
public struct LayoutClip: Hashable, Sendable {
    public var kind: ShapeKind
    public var cornerRadius: Double

    public init(kind: ShapeKind, cornerRadius: Double) {
        self.kind = kind
        self.cornerRadius = cornerRadius
    }
}

/// A drop shadow (`.shadow(color:radius:x:y:)`).
public struct LayoutShadow: Hashable, Sendable {
    public var color: RGBAColor
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: RGBAColor, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// An interactive control: what a tap on the box runs.
public struct ControlInfo: Hashable, Sendable {
    /// Button or toggle.
    public enum Kind: String, Hashable, Sendable {
        case button
        case toggle
    }

    public var kind: Kind
    /// The host's stable control id (`ButtonNode.controlID`), if assigned.
    public var id: String?
    /// The intent a tap runs.
    public var intent: String
    /// The style name (`automatic`, `bordered`, `switch`, `custom`, ...).
    public var style: String
    /// The toggle's state as drawn (flipped while the toggle is pressed); `nil` for buttons.
    public var isOn: Bool?
    /// Whether the control is drawn pressed.
    public var isPressed: Bool
    /// The button's role (`destructive`, `cancel`).
    public var role: String?
    /// What the control is called when its label has no text (`.accessibilityLabel(_:)` around it or in its label).
    public var accessibilityLabel: String?

    public init(
        kind: Kind, id: String?, intent: String, style: String, isOn: Bool?, isPressed: Bool, role: String? = nil,
        accessibilityLabel: String? = nil
    ) {
        self.kind = kind
        self.id = id
        self.intent = intent
        self.style = style
        self.isOn = isOn
        self.isPressed = isPressed
        self.role = role
        self.accessibilityLabel = accessibilityLabel
    }
}

/// The inherited style a box is drawn with, resolved from the modifiers above it.
public struct ResolvedStyle: Hashable, Sendable {
    public var font: ResolvedFont
    /// The foreground style (`.foregroundStyle`), `primary` when unset.
    public var foreground: ResolvedPaint
    /// The tint controls use (`.tint`), the accent color when unset.
    public var tint: RGBAColor
    public var textAlignment: TextLineAlignment
    public var lineLimit: Int?
    public var minimumScaleFactor: Double
    public var strikethrough: Bool
    public var underline: Bool
    /// The product of every `.opacity` above and on the box.
    public var opacity: Double
    /// Inside `.invalidatableContent()`.
    public var isInvalidatable: Bool
    /// Inside invalidatable content while it is drawn as pending.
    public var isPending: Bool
    /// Inside `.redacted(reason: .placeholder)`.
    public var isRedacted: Bool

    public init(
        font: ResolvedFont, foreground: ResolvedPaint, tint: RGBAColor, textAlignment: TextLineAlignment = .leading,
        lineLimit: Int? = nil, minimumScaleFactor: Double = 1, strikethrough: Bool = false, underline: Bool = false,
        opacity: Double = 1, isInvalidatable: Bool = false, isPending: Bool = false, isRedacted: Bool = false
    ) {
        self.font = font
        self.foreground = foreground
        self.tint = tint
        self.textAlignment = textAlignment
        self.lineLimit = lineLimit
        self.minimumScaleFactor = minimumScaleFactor
        self.strikethrough = strikethrough
        self.underline = underline
        self.opacity = opacity
        self.isInvalidatable = isInvalidatable
        self.isPending = isPending
        self.isRedacted = isRedacted
    }
}
