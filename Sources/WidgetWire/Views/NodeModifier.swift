/// A modifier wrapped around a view, in SwiftUI's order: the outermost
/// modifier in the tree is the last one applied in code.
///
/// On the wire a modified view is `{"type": <modifier>, ..., "content": <node>}`:
/// `{"type": "padding", "edges": "all", "length": 16, "content": {...}}`.
public enum NodeModifier: Hashable, Sendable {
    /// `.padding(edges, length)`; `nil` length is the system default (16).
    case padding(edges: NodeEdgeSet, length: Double?)
    /// `.frame(width:height:alignment:)` and `.frame(minWidth:...maxHeight:alignment:)`.
    case frame(FrameSpec)
    /// `.background(view, alignment:)`.
    case background(ViewNode, alignment: NodeAlignment)
    /// `.overlay(view, alignment:)`.
    case overlay(ViewNode, alignment: NodeAlignment)
    /// `.containerBackground(_:for: .widget)`: the widget's own background.
    case containerBackground(ViewNode)
    /// `.font(_:)`, inherited by descendants.
    case font(NodeFont)
    /// `.bold()`, `.italic()`, `.strikethrough()`, `.underline()`, `.fontWeight()`, ..., inherited.
    case textStyle(TextStyleSpec)
    /// `.foregroundColor(_:)` / `.foregroundStyle(_:)`, inherited.
    case foreground(NodePaint)
    /// `.multilineTextAlignment`, `.lineLimit`, `.minimumScaleFactor`, inherited.
    case textLayout(TextLayoutSpec)
    /// `.opacity(_:)`.
    case opacity(Double)
    /// `.clipShape(_:)`, `.cornerRadius(_:)`.
    case clip(ShapeKind, cornerRadius: Double?)
    /// `.border(_:width:)`.
    case border(NodePaint, width: Double)
    /// `.shadow(color:radius:x:y:)`.
    case shadow(color: NodeColor, radius: Double, x: Double, y: Double)
    /// `.offset(x:y:)`.
    case offset(x: Double, y: Double)
    /// `.layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `.fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.aspectRatio(_:contentMode:)`; `fill` is false for `.fit`.
    case aspectRatio(Double?, fill: Bool)
    /// `.tint(_:)`, inherited by controls.
    case tint(NodeColor)
    /// `.invalidatableContent()`: shown as pending while a tap's reload is in flight.
    case invalidatable
    /// `.gridCellColumns(_:)` and `.gridCellUnsizedAxes(_:)`: in a `Grid`, the cell spans `columns` columns, and
    /// takes its column's width (its row's height) rather than sizing it along the axes it is unsized in.
    case gridCell(columns: Int, unsizedHorizontally: Bool, unsizedVertically: Bool)
    /// `.widgetURL(_:)`.
    case widgetURL(String)
    /// `.redacted(reason: .placeholder)`.
    case redacted
    /// `.unredacted()`: the content is drawn as it is inside a `.redacted` further out (a placeholder's title).
    case unredacted
    /// `.accessibilityLabel(_:)`: what the content is called when its text does not say (an icon's button), as
    /// `widgethost tap` and a screen reader name it. Not drawn.
    case accessibilityLabel(String)
    /// `.mask(alignment:_:)`: the content shows where `mask` (laid out over it) is opaque, with its alpha.
    /// `.clipShape` with a custom shape is a mask of that shape.
    case mask(ViewNode, alignment: NodeAlignment)
    /// `.blendMode(_:)`: how the content composites over what is drawn behind it (``BlendModeName``).
    case blendMode(BlendModeName)
    /// `.compositingGroup()`: the content is composited as one layer, so blend modes inside it stay inside.
    case compositingGroup
    /// `.allowsHitTesting(_:)`: with `false`, the controls inside cannot be tapped.
    case allowsHitTesting(Bool)
    /// `GeometryReader`: the content was made for a proposed size of `width` × `height` points; the reader takes
    /// all the space it is offered and puts the content at its top-leading corner.
    case geometryReader(width: Double, height: Double)
    /// `.rotationEffect(_:anchor:)`: drawn turned clockwise by `degrees` around `anchor` (layout unchanged).
    case rotationEffect(degrees: Double, anchor: NodeUnitPoint)
    /// `.scaleEffect(x:y:anchor:)`: drawn scaled around `anchor` (layout unchanged).
    case scaleEffect(x: Double, y: Double, anchor: NodeUnitPoint)
    /// `.widgetLabel { }`: the label an `accessoryCorner` widget shows along the bezel.
    case widgetLabel(ViewNode)
    /// `.position(x:y:)`: the content centred at `x`, `y` of the space it is offered, all of which it takes.
    case position(x: Double, y: Double)
    /// `.zIndex(_:)`: the drawing order among the views of a `ZStack` (higher in front; equal ones in order).
    case zIndex(Double)
    /// `.environment(\.colorScheme, _:)`: the content's colors are drawn for `light` or `dark`, whatever the widget's.
    case colorScheme(String)

    /// The `type` name this modifier has on the wire.
    public var typeName: String {
        switch self {
        case .padding: "padding"
        case .frame: "frame"
        case .background: "background"
        case .overlay: "overlay"
        case .containerBackground: "containerBackground"
        case .font: "font"
        case .textStyle: "textStyle"
        case .foreground: "foreground"
        case .textLayout: "textLayout"
        case .opacity: "opacity"
        case .clip: "clip"
        case .border: "border"
        case .shadow: "shadow"
        case .offset: "offset"
        case .layoutPriority: "layoutPriority"
        case .fixedSize: "fixedSize"
        case .aspectRatio: "aspectRatio"
        case .tint: "tint"
        case .invalidatable: "invalidatable"
        case .gridCell: "gridCell"
        case .widgetURL: "widgetURL"
        case .redacted: "redacted"
        case .unredacted: "unredacted"
        case .accessibilityLabel: "accessibilityLabel"
        case .mask: "mask"
        case .blendMode: "blendMode"
        case .compositingGroup: "compositingGroup"
        case .allowsHitTesting: "allowsHitTesting"
        case .geometryReader: "geometryReader"
        case .rotationEffect: "rotationEffect"
        case .scaleEffect: "scaleEffect"
        case .widgetLabel: "widgetLabel"
        case .position: "position"
        case .zIndex: "zIndex"
        case .colorScheme: "colorScheme"
        }
    }

    /// The most columns a grid cell spans: more than any widget shows, and few enough that a grid's columns stay cheap.
    public static let maximumGridColumns = 1_000

    /// Every modifier `type` name on the wire.
    public static let typeNames: Set<String> = [
        "padding", "frame", "background", "overlay", "containerBackground", "font", "textStyle", "foreground", "textLayout",
        "opacity", "clip", "border", "shadow", "offset", "layoutPriority", "fixedSize", "aspectRatio", "tint", "invalidatable", "gridCell",
        "widgetURL", "redacted", "unredacted", "accessibilityLabel", "mask", "blendMode", "compositingGroup", "allowsHitTesting",
        "geometryReader",
        "rotationEffect",
        "scaleEffect", "widgetLabel", "position", "zIndex", "colorScheme",
    ]
}

/// The arguments of `.frame(...)`. Unset lengths leave that dimension to the content.
public struct FrameSpec: Codable, Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: FrameLength?
    public var idealWidth: FrameLength?
    public var maxWidth: FrameLength?
    public var minHeight: FrameLength?
    public var idealHeight: FrameLength?
    public var maxHeight: FrameLength?
    public var alignment: NodeAlignment

    public init(
        width: Double? = nil, height: Double? = nil, minWidth: FrameLength? = nil, idealWidth: FrameLength? = nil,
        maxWidth: FrameLength? = nil, minHeight: FrameLength? = nil, idealHeight: FrameLength? = nil,
        maxHeight: FrameLength? = nil, alignment: NodeAlignment = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    private enum CodingKeys: String, CodingKey {
        case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try container.decodeIfPresent(Double.self, forKey: .width)
        height = try container.decodeIfPresent(Double.self, forKey: .height)
        minWidth = try container.decodeIfPresent(FrameLength.self, forKey: .minWidth)
        idealWidth = try container.decodeIfPresent(FrameLength.self, forKey: .idealWidth)
        maxWidth = try container.decodeIfPresent(FrameLength.self, forKey: .maxWidth)
        minHeight = try container.decodeIfPresent(FrameLength.self, forKey: .minHeight)
        idealHeight = try container.decodeIfPresent(FrameLength.self, forKey: .idealHeight)
        maxHeight = try container.decodeIfPresent(FrameLength.self, forKey: .maxHeight)
        alignment = try container.decodeIfPresent(NodeAlignment.self, forKey: .alignment) ?? .center
    }
}

/// Text styling that descendants inherit. Unset fields inherit from outside.
public struct TextStyleSpec: Codable, Hashable, Sendable {
    /// `.fontWeight(_:)` / `.bold()` (`bold`).
    public var weight: String?
    /// `.italic()`.
    public var italic: Bool?
    /// `.strikethrough(_:color:)`.
    public var strikethrough: Bool?
    public var strikethroughColor: NodeColor?
    /// `.underline(_:color:)`.
    public var underline: Bool?
    public var underlineColor: NodeColor?
    /// `.monospacedDigit()`.
    public var monospacedDigit: Bool?
    /// `.textCase(.uppercase)`: `uppercase` or `lowercase`.
    public var textCase: String?
    /// `.textScale(.secondary)`: `secondary` draws text at 0.8 of its size; `default` undoes it.
    public var textScale: String?
    /// `.fontDesign(_:)`: `default`, `serif`, `rounded` or `monospaced`, for fonts that do not set a design.
    public var design: String?
    /// `.tracking(_:)` and `.kerning(_:)`: points of space added after each character. Absent otherwise (older hosts
    /// ignore it).
    public var tracking: Double?

    public init(
        weight: String? = nil, italic: Bool? = nil, strikethrough: Bool? = nil, strikethroughColor: NodeColor? = nil,
        underline: Bool? = nil, underlineColor: NodeColor? = nil, monospacedDigit: Bool? = nil, textCase: String? = nil,
        textScale: String? = nil, design: String? = nil, tracking: Double? = nil
    ) {
        self.tracking = tracking
        self.textScale = textScale
        self.design = design
        self.weight = weight
        self.italic = italic
        self.strikethrough = strikethrough
        self.strikethroughColor = strikethroughColor
        self.underline = underline
        self.underlineColor = underlineColor
        self.monospacedDigit = monospacedDigit
        self.textCase = textCase
    }
}

/// How text lays out: alignment of lines, a line limit, how far it may shrink.
public struct TextLayoutSpec: Codable, Hashable, Sendable {
    /// `leading`, `center` or `trailing`.
    public var multilineTextAlignment: String?
    public var lineLimit: Int?
    public var minimumScaleFactor: Double?
    /// `.lineLimit(_:reservesSpace: true)` and `.lineLimit(2...4)`: the text is at least this many lines tall,
    /// however few it fills. Absent otherwise (older hosts ignore it).
    public var reservedLines: Int?

    public init(multilineTextAlignment: String? = nil, lineLimit: Int? = nil, minimumScaleFactor: Double? = nil, reservedLines: Int? = nil)
    {
        self.multilineTextAlignment = multilineTextAlignment
        self.lineLimit = lineLimit
        self.minimumScaleFactor = minimumScaleFactor
        self.reservedLines = reservedLines
    }
}
