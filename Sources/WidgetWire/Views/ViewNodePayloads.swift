/// Text made of runs: plain strings and live dates, each optionally styled
/// (`Text("a").bold() + Text(date, style: .time)`).
///
/// On the wire: `{"type": "text", "runs": [{"text": "Time: "}, {"date": 1700000000, "style": "time"}]}`,
/// or the shorthand `{"type": "text", "text": "Hello"}`.
public struct TextNode: Hashable, Sendable {
    public var runs: [TextRun]

    public init(runs: [TextRun]) { self.runs = runs }

    /// Plain text.
    public init(_ text: String) { self.runs = [TextRun(.string(text))] }
}

/// One run of a ``TextNode``.
public struct TextRun: Codable, Hashable, Sendable {
    public var content: TextRunContent
    /// The run's own font, style and color, held apart, `nil` when it has none (most runs): a run is
    /// then 32 bytes to copy, not the 232 of its fields inline, each optional a string or color to retain.
    private var styling: TextRunStyling?

    /// A font set on this run only (`Text(...).font(...)` inside a concatenation).
    public var font: NodeFont? {
        get { styling?.font }
        set { styling = TextRunStyling.of(font: newValue, textStyle: textStyle, foreground: foreground) }
    }
    /// Styling set on this run only.
    public var textStyle: TextStyleSpec? {
        get { styling?.textStyle }
        set { styling = TextRunStyling.of(font: font, textStyle: newValue, foreground: foreground) }
    }
    /// A color set on this run only.
    public var foreground: NodePaint? {
        get { styling?.foreground }
        set { styling = TextRunStyling.of(font: font, textStyle: textStyle, foreground: newValue) }
    }

    /// Whether the run has no font, style or color of its own.
    public var isPlain: Bool { styling == nil }

    /// A run with no font, style or color of its own.
    public init(_ content: TextRunContent) {
        self.content = content
        self.styling = nil
    }

    public init(_ content: TextRunContent, font: NodeFont? = nil, textStyle: TextStyleSpec? = nil, foreground: NodePaint? = nil) {
        self.content = content
        self.styling = TextRunStyling.of(font: font, textStyle: textStyle, foreground: foreground)
    }

    /// Whether `other` has the same font, style and color of its own (most often: none).
    public func isStyledLike(_ other: TextRun) -> Bool {
        styling === other.styling || (font == other.font && textStyle == other.textStyle && foreground == other.foreground)
    }

    public static func == (lhs: TextRun, rhs: TextRun) -> Bool {
        lhs.content == rhs.content && lhs.isStyledLike(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(font)
        hasher.combine(textStyle)
        hasher.combine(foreground)
    }

    private enum CodingKeys: String, CodingKey {
        case text, date, style, symbol, timerStart, timerEnd, countsDown, showsHours, font, textStyle, foreground
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            content = .string(text)
        } else if let date = try container.decodeIfPresent(Double.self, forKey: .date) {
            content = .date(date, style: try container.decodeIfPresent(DateTextStyle.self, forKey: .style) ?? .date)
        } else if let symbol = try container.decodeIfPresent(String.self, forKey: .symbol) {
            content = .symbol(symbol)
        } else if let start = try container.decodeIfPresent(Double.self, forKey: .timerStart) {
            content = .timer(
                start: start, end: try container.decode(Double.self, forKey: .timerEnd),
                countsDown: try container.decodeIfPresent(Bool.self, forKey: .countsDown) ?? true,
                showsHours: try container.decodeIfPresent(Bool.self, forKey: .showsHours) ?? true)
        } else {
            throw DecodingError.keyNotFound(
                CodingKeys.text,
                .init(codingPath: decoder.codingPath, debugDescription: "a text run needs text, date, symbol or timerStart"))
        }
        styling = TextRunStyling.of(
            font: try container.decodeIfPresent(NodeFont.self, forKey: .font),
            textStyle: try container.decodeIfPresent(TextStyleSpec.self, forKey: .textStyle),
            foreground: try container.decodeIfPresent(NodePaint.self, forKey: .foreground))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch content {
        case .string(let text): try container.encode(text, forKey: .text)
        case .date(let date, let style):
            try container.encode(date, forKey: .date)
            try container.encode(style, forKey: .style)
        case .timer(let start, let end, let countsDown, let showsHours):
            try container.encode(start, forKey: .timerStart)
            try container.encode(end, forKey: .timerEnd)
            try container.encode(countsDown, forKey: .countsDown)
            if !showsHours { try container.encode(false, forKey: .showsHours) }
        case .symbol(let name): try container.encode(name, forKey: .symbol)
        }
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(textStyle, forKey: .textStyle)
        try container.encodeIfPresent(foreground, forKey: .foreground)
    }
}

/// A ``TextRun``'s own font, style and color: made only when one is set, never changed (a change
/// makes another), so runs share it as a value.
private final class TextRunStyling: Sendable {
    let font: NodeFont?
    let textStyle: TextStyleSpec?
    let foreground: NodePaint?

    private init(font: NodeFont?, textStyle: TextStyleSpec?, foreground: NodePaint?) {
        self.font = font
        self.textStyle = textStyle
        self.foreground = foreground
    }

    /// The styling of these, or `nil` when none is set (borrowed, so that nothing is made or destroyed then).
    static func of(font: NodeFont?, textStyle: TextStyleSpec?, foreground: NodePaint?) -> TextRunStyling? {
        guard font != nil || textStyle != nil || foreground != nil else { return nil }
        return TextRunStyling(font: font, textStyle: textStyle, foreground: foreground)
    }
}

/// An image: an SF Symbol by name, or a named asset.
///
/// On the wire: `{"type": "image", "systemName": "house.fill"}`, and for a symbol drawn
/// in two colors at the large scale:
/// `{"type": "image", "systemName": "heart.circle.fill", "renderingMode": "palette", "scale": "large", "palette": ["blue"]}`.
public struct ImageNode: Codable, Hashable, Sendable {
    /// `Image(systemName:)`.
    public var systemName: String?
    /// `Image(_ name:)`: an asset name (drawn as a placeholder; there are no asset catalogs).
    public var name: String?
    /// `.resizable()`.
    public var resizable: Bool?
    /// `.symbolRenderingMode(_:)`; unset is monochrome, or palette when ``palette`` is set.
    public var renderingMode: SymbolRenderingModeName?
    /// `.imageScale(_:)`; unset is medium.
    public var scale: SymbolScaleName?
    /// The secondary and tertiary styles of `.foregroundStyle(_:_:)` and `.foregroundStyle(_:_:_:)`,
    /// which color a symbol's secondary and tertiary layers (the primary one takes the foreground).
    public var palette: [NodePaint]?

    public init(
        systemName: String? = nil, name: String? = nil, resizable: Bool? = nil, renderingMode: SymbolRenderingModeName? = nil,
        scale: SymbolScaleName? = nil, palette: [NodePaint]? = nil
    ) {
        self.systemName = systemName
        self.name = name
        self.resizable = resizable
        self.renderingMode = renderingMode
        self.scale = scale
        self.palette = palette
    }
}

/// How a symbol's layers are colored (SwiftUI's `SymbolRenderingMode`).
public enum SymbolRenderingModeName: String, Codable, CaseIterable, Hashable, Sendable {
    /// Every layer in the foreground style.
    case monochrome
    /// Secondary and tertiary layers in the foreground style at lower opacities.
    case hierarchical
    /// Each layer in its own style of `.foregroundStyle(_:_:_:)`.
    case palette
    /// The symbol's own colors, where it has them.
    case multicolor
}

/// The relative size of a symbol next to text (SwiftUI's `Image.Scale`).
public enum SymbolScaleName: String, Codable, CaseIterable, Hashable, Sendable {
    case small, medium, large

    /// How much larger than a medium symbol this scale draws.
    public var factor: Double {
        switch self {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }
}

/// A shape (`Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Circle()`, a custom `Shape`, ...).
///
/// On the wire: `{"type": "shape", "shape": "roundedRectangle", "cornerRadius": 12, "fill": "blue"}`;
/// a custom shape is `"shape": "path"` with its outline in `path` (``ShapePathData``). Without a fill, a
/// shape fills with the inherited foreground style. `trim` (`.trim(from:to:)`) draws part of the outline,
/// `strokeStyle` sets caps, joins and dashes, `evenOdd` fills with the even-odd rule.
public struct ShapeNode: Codable, Hashable, Sendable {
    public var shape: ShapeKind
    public var cornerRadius: Double?
    public var fill: NodePaint?
    public var stroke: NodePaint?
    public var lineWidth: Double?
    /// The outline of a `path` shape.
    public var path: ShapePathData?
    public var trim: ShapeTrim?
    public var strokeStyle: StrokeStyleSpec?
    public var evenOdd: Bool?

    public init(
        shape: ShapeKind, cornerRadius: Double? = nil, fill: NodePaint? = nil, stroke: NodePaint? = nil, lineWidth: Double? = nil,
        path: ShapePathData? = nil, trim: ShapeTrim? = nil, strokeStyle: StrokeStyleSpec? = nil, evenOdd: Bool? = nil
    ) {
        self.shape = shape
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.path = path
        self.trim = trim
        self.strokeStyle = strokeStyle
        self.evenOdd = evenOdd
    }
}

/// The shapes a view tree can draw; `path` is a custom outline (``ShapePathData``).
public enum ShapeKind: String, Codable, CaseIterable, Hashable, Sendable {
    case rectangle, roundedRectangle, circle, ellipse, capsule, containerRelative, path
}

/// A stack. On the wire its `type` is `vstack`, `hstack` or `zstack`.
public struct StackNode: Hashable, Sendable {
    public var axis: StackAxis
    public var alignment: NodeAlignment
    /// `nil` means the system's default spacing (8 points).
    public var spacing: Double?
    public var children: [ViewNode]

    public init(axis: StackAxis, alignment: NodeAlignment = .center, spacing: Double? = nil, children: [ViewNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }
}

/// The direction a stack lays its children out in, or, for `ViewThatFits`, the axes along which the host
/// picks the first child that fits (the children are alternatives; only the one picked is drawn).
public enum StackAxis: String, Hashable, Sendable, CaseIterable {
    case vertical = "vstack"
    case horizontal = "hstack"
    case depth = "zstack"
    /// `ViewThatFits` (in both axes): the first child whose ideal size fits the space offered, else the last.
    case firstFitting = "viewThatFits"
    /// `ViewThatFits(in: .horizontal)`: the first child whose ideal width fits.
    case firstFittingWidth = "viewThatFitsWidth"
    /// `ViewThatFits(in: .vertical)`: the first child whose ideal height fits.
    case firstFittingHeight = "viewThatFitsHeight"
    /// `Grid`: its rows top to bottom (`spacing` between them), each a ``gridRow`` whose cells line up in columns as
    /// wide as their widest cell, or another view as wide as the grid.
    case grid = "grid"
    /// `GridRow`: cells side by side (`spacing` between them); in a ``grid``, one per column.
    case gridRow = "gridRow"

    /// Whether the children are alternatives, one of which is drawn (`ViewThatFits`).
    public var picksOneChild: Bool { self == .firstFitting || self == .firstFittingWidth || self == .firstFittingHeight }
}

/// `Button(intent:)`.
///
/// On the wire: `{"type": "button", "action": {"intent": ..., "parameters": ...},
/// "style": "automatic", "label": <node>, "pressedLabel": <node>}`. For a custom
/// `ButtonStyle`, `label` is `makeBody` with `isPressed == false` and
/// `pressedLabel` with `isPressed == true`.
public struct ButtonNode: Codable, Hashable, Sendable {
    public var action: IntentInvocation
    /// `automatic`, `bordered`, `borderedProminent`, `borderless`, `plain`, or `custom`.
    public var style: String
    /// `destructive` or `cancel`, if set.
    public var role: String?
    public var label: ViewNode
    public var pressedLabel: ViewNode?
    /// The host's stable id for this control; plugins leave it out.
    public var controlID: String?
    /// The shape of a bordered button (`.buttonBorderShape(_:)`): `capsule`, `circle` or `roundedRectangle`;
    /// absent for the style's own shape.
    public var borderShape: String?

    public init(
        action: IntentInvocation, style: String = "automatic", role: String? = nil, label: ViewNode, pressedLabel: ViewNode? = nil,
        controlID: String? = nil, borderShape: String? = nil
    ) {
        self.action = action
        self.style = style
        self.role = role
        self.label = label
        self.pressedLabel = pressedLabel
        self.controlID = controlID
        self.borderShape = borderShape
    }
}

/// `Toggle(isOn:intent:)`.
///
/// On the wire: `{"type": "toggle", "isOn": false, "action": {...}, "style": "automatic",
/// "label": <node>, "onBody": <node>, "offBody": <node>}`. For a custom
/// `ToggleStyle`, `onBody` and `offBody` are `makeBody` with `isOn` true and false.
public struct ToggleNode: Codable, Hashable, Sendable {
    public var isOn: Bool
    public var action: IntentInvocation
    /// `automatic`, `switch`, `button`, `checkbox`, or `custom`.
    public var style: String
    public var label: ViewNode
    public var onBody: ViewNode?
    public var offBody: ViewNode?
    /// The host's stable id for this control; plugins leave it out.
    public var controlID: String?

    public init(
        isOn: Bool, action: IntentInvocation, style: String = "automatic", label: ViewNode, onBody: ViewNode? = nil,
        offBody: ViewNode? = nil, controlID: String? = nil
    ) {
        self.isOn = isOn
        self.action = action
        self.style = style
        self.label = label
        self.onBody = onBody
        self.offBody = offBody
        self.controlID = controlID
    }
}

/// `Link(destination:)`: opens a URL in the containing app (shown, not followed, by the host).
public struct LinkNode: Codable, Hashable, Sendable {
    public var url: String
    public var label: ViewNode

    public init(url: String, label: ViewNode) {
        self.url = url
        self.label = label
    }
}

/// `ProgressView(value:total:)` and `Gauge`: a fraction, or `nil` for indeterminate.
///
/// On the wire: `{"type": "progress", "fraction": 0.4, "style": "accessoryCircular", "label": <node>,
/// "currentValueLabel": <node>, "minimumValueLabel": <node>, "maximumValueLabel": <node>,
/// "tint": <paint>, "timer": <ProgressTimer>}`. Progress views are `linear` or `circular`; gauges are `gauge` (a ring),
/// `accessoryCircular` (an open ring with a marker), `accessoryCircularCapacity` (a ring filled to the
/// value), `accessoryLinear` (a bar with a marker), `accessoryLinearCapacity` and `linearCapacity` (bars
/// filled to the value). `tint` is a gauge's own `.tint(_:)` when it is a gradient.
public struct ProgressNode: Codable, Hashable, Sendable {
    /// The completed fraction, 0…1.
    public var fraction: Double?
    /// How it is drawn: see above.
    public var style: String
    public var label: ViewNode?
    public var currentValueLabel: ViewNode?
    /// A gauge's `minimumValueLabel`.
    public var minimumValueLabel: ViewNode?
    /// A gauge's `maximumValueLabel`.
    public var maximumValueLabel: ViewNode?
    /// The paint of the filled part, when it is not the inherited tint color (`.tint(Gradient(...))`).
    public var tint: NodePaint?
    /// `ProgressView(timerInterval:)`'s span: the fraction is the one at the time drawn.
    public var timer: ProgressTimer?

    public init(
        fraction: Double?, style: String = "linear", label: ViewNode? = nil, currentValueLabel: ViewNode? = nil,
        minimumValueLabel: ViewNode? = nil, maximumValueLabel: ViewNode? = nil, tint: NodePaint? = nil, timer: ProgressTimer? = nil
    ) {
        self.fraction = fraction
        self.style = style
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.tint = tint
        self.timer = timer
    }
}
