/// A rendered view tree: what a widget's SwiftUI-style body becomes on the wire.
///
/// Plugins produce it (the Swift SDK from its view DSL, a C plugin as JSON),
/// the host stores it with the timeline, assigns control ids, and renderers
/// draw it. Every node is a JSON object with a `type`:
///
/// ```json
/// {"type": "padding", "edges": "all",
///  "content": {"type": "vstack", "spacing": 10, "children": [
///     {"type": "text", "text": "结果: 10"},
///     {"type": "button", "style": "automatic",
///      "action": {"intent": "MyCalculateIntent", "parameters": {"value": 10}},
///      "label": {"type": "text", "text": "加 10"}}]}}
/// ```
public indirect enum ViewNode: Hashable, Sendable {
    /// Nothing (`EmptyView`, a false `if` without `else`).
    case empty
    case text(TextNode)
    case image(ImageNode)
    /// A color that fills the space it is offered (`Color.red` as a view).
    case color(NodeColor)
    case shape(ShapeNode)
    /// `Spacer(minLength:)`.
    case spacer(minLength: Double?)
    /// `Divider()`.
    case divider
    case stack(StackNode)
    case button(ButtonNode)
    case toggle(ToggleNode)
    case link(LinkNode)
    case progress(ProgressNode)
    /// A view with one modifier applied.
    case modified(ViewNode, NodeModifier)

    /// The wire `type` of this node.
    public var typeName: String {
        switch self {
        case .empty: "empty"
        case .text: "text"
        case .image: "image"
        case .color: "color"
        case .shape: "shape"
        case .spacer: "spacer"
        case .divider: "divider"
        case .stack(let stack): stack.axis.rawValue
        case .button: "button"
        case .toggle: "toggle"
        case .link: "link"
        case .progress: "progress"
        case .modified(_, let modifier): modifier.typeName
        }
    }

    /// Applies `modifier` to this node.
    public func modified(_ modifier: NodeModifier) -> ViewNode { .modified(self, modifier) }
}

extension ViewNode: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, content, color, minLength, alignment, spacing, children
        case edges, length, background, font, textStyle, foreground, textLayout, value, shape, cornerRadius
        case paint, width, radius, x, y, priority, horizontal, vertical, ratio, fill, url, columns, label
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "empty": self = .empty
        case "text": self = .text(try TextNode(from: decoder))
        case "image": self = .image(try ImageNode(from: decoder))
        case "color": self = .color(try container.decode(NodeColor.self, forKey: .color))
        case "shape": self = .shape(try ShapeNode(from: decoder))
        case "spacer": self = .spacer(minLength: try container.decodeIfPresent(Double.self, forKey: .minLength))
        case "divider": self = .divider
        case "vstack", "hstack", "zstack", "viewThatFits", "viewThatFitsWidth", "viewThatFitsHeight", "grid", "gridRow":
            self = .stack(
                StackNode(
                    axis: StackAxis(rawValue: type) ?? .vertical,
                    alignment: try container.decodeIfPresent(NodeAlignment.self, forKey: .alignment) ?? .center,
                    spacing: try container.decodeIfPresent(Double.self, forKey: .spacing),
                    children: try container.decodeIfPresent([ViewNode].self, forKey: .children) ?? []))
        case "button": self = .button(try ButtonNode(from: decoder))
        case "toggle": self = .toggle(try ToggleNode(from: decoder))
        case "link": self = .link(try LinkNode(from: decoder))
        case "progress": self = .progress(try ProgressNode(from: decoder))
        default:
            guard NodeModifier.typeNames.contains(type) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .type, in: container,
                    debugDescription: "unknown view node type '\(type)'")
            }
            let content = try container.decode(ViewNode.self, forKey: .content)
            self = .modified(content, try Self.decodeModifier(type, from: container, decoder: decoder))
        }
    }

    private static func decodeModifier(
        _ type: String, from container: KeyedDecodingContainer<CodingKeys>, decoder: any Decoder
    ) throws -> NodeModifier {
        func alignment() throws -> NodeAlignment {
            try container.decodeIfPresent(NodeAlignment.self, forKey: .alignment) ?? .center
        }
        switch type {
        case "padding":
            return .padding(
                edges: try container.decodeIfPresent(NodeEdgeSet.self, forKey: .edges) ?? .all,
                length: try container.decodeIfPresent(Double.self, forKey: .length))
        case "frame": return .frame(try FrameSpec(from: decoder))
        case "background": return .background(try container.decode(ViewNode.self, forKey: .background), alignment: try alignment())
        case "overlay": return .overlay(try container.decode(ViewNode.self, forKey: .background), alignment: try alignment())
        case "containerBackground": return .containerBackground(try container.decode(ViewNode.self, forKey: .background))
        case "font": return .font(try container.decode(NodeFont.self, forKey: .font))
        case "textStyle": return .textStyle(try container.decode(TextStyleSpec.self, forKey: .textStyle))
        case "foreground": return .foreground(try container.decode(NodePaint.self, forKey: .paint))
        case "textLayout": return .textLayout(try container.decode(TextLayoutSpec.self, forKey: .textLayout))
        case "opacity": return .opacity(try container.decode(Double.self, forKey: .value))
        case "clip":
            return .clip(
                try container.decode(ShapeKind.self, forKey: .shape),
                cornerRadius: try container.decodeIfPresent(Double.self, forKey: .cornerRadius))
        case "border":
            return .border(
                try container.decode(NodePaint.self, forKey: .paint), width: try container.decodeIfPresent(Double.self, forKey: .width) ?? 1
            )
        case "shadow":
            return .shadow(
                color: try container.decodeIfPresent(NodeColor.self, forKey: .color) ?? .named("black", opacity: 0.33),
                radius: try container.decode(Double.self, forKey: .radius),
                x: try container.decodeIfPresent(Double.self, forKey: .x) ?? 0,
                y: try container.decodeIfPresent(Double.self, forKey: .y) ?? 0)
        case "offset":
            return .offset(
                x: try container.decodeIfPresent(Double.self, forKey: .x) ?? 0,
                y: try container.decodeIfPresent(Double.self, forKey: .y) ?? 0)
        case "layoutPriority": return .layoutPriority(try container.decode(Double.self, forKey: .priority))
        case "fixedSize":
            return .fixedSize(
                horizontal: try container.decodeIfPresent(Bool.self, forKey: .horizontal) ?? true,
                vertical: try container.decodeIfPresent(Bool.self, forKey: .vertical) ?? true)
        case "aspectRatio":
            return .aspectRatio(
                try container.decodeIfPresent(Double.self, forKey: .ratio),
                fill: try container.decodeIfPresent(Bool.self, forKey: .fill) ?? false)
        default:
            return try decodeMarker(type, from: container, decoder: decoder)
        }
    }

    /// The modifiers that mark their content (tint, pending state, a cell's span, a URL, redaction, a name), then
    /// the drawing ones (``DrawingModifierCoding``).
    private static func decodeMarker(
        _ type: String, from container: KeyedDecodingContainer<CodingKeys>, decoder: any Decoder
    ) throws -> NodeModifier {
        switch type {
        case "tint": return .tint(try container.decode(NodeColor.self, forKey: .color))
        case "invalidatable": return .invalidatable
        case "gridCell": return try gridCell(from: container)
        case "widgetURL": return .widgetURL(try container.decode(String.self, forKey: .url))
        case "redacted": return .redacted
        case "unredacted": return .unredacted
        case "accessibilityLabel": return .accessibilityLabel(try container.decode(String.self, forKey: .label))
        default:
            guard let modifier = try DrawingModifierCoding.decode(type, from: decoder) else {
                throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown modifier '\(type)'")
            }
            return modifier
        }
    }

    /// `{"type": "gridCell", "columns": 2, "horizontal": true, "vertical": false}`, each key optional. A span is
    /// kept within 1…``NodeModifier/maximumGridColumns``, so that no plugin can make a grid of a billion columns.
    private static func gridCell(from container: KeyedDecodingContainer<CodingKeys>) throws -> NodeModifier {
        .gridCell(
            columns: min(max(1, try container.decodeIfPresent(Int.self, forKey: .columns) ?? 1), NodeModifier.maximumGridColumns),
            unsizedHorizontally: try container.decodeIfPresent(Bool.self, forKey: .horizontal) ?? false,
            unsizedVertically: try container.decodeIfPresent(Bool.self, forKey: .vertical) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let node): try node.encode(to: encoder)
        case .image(let node): try node.encode(to: encoder)
        case .shape(let node): try node.encode(to: encoder)
        case .button(let node): try node.encode(to: encoder)
        case .toggle(let node): try node.encode(to: encoder)
        case .link(let node): try node.encode(to: encoder)
        case .progress(let node): try node.encode(to: encoder)
        default: break
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeName, forKey: .type)
        switch self {
        case .color(let color): try container.encode(color, forKey: .color)
        case .spacer(let minLength): try container.encodeIfPresent(minLength, forKey: .minLength)
        case .stack(let stack):
            if stack.alignment != .center { try container.encode(stack.alignment, forKey: .alignment) }
            try container.encodeIfPresent(stack.spacing, forKey: .spacing)
            try container.encode(stack.children, forKey: .children)
        case .modified(let content, let modifier):
            try container.encode(content, forKey: .content)
            try Self.encodeModifier(modifier, into: &container, encoder: encoder)
        default: break
        }
    }

    private static func encodeModifier(
        _ modifier: NodeModifier, into container: inout KeyedEncodingContainer<CodingKeys>, encoder: any Encoder
    ) throws {
        func encodeAlignment(_ alignment: NodeAlignment) throws {
            if alignment != .center { try container.encode(alignment, forKey: .alignment) }
        }
        switch modifier {
        case .padding(let edges, let length):
            try container.encode(edges, forKey: .edges)
            try container.encodeIfPresent(length, forKey: .length)
        case .frame(let spec): try spec.encode(to: encoder)
        case .background(let view, let alignment), .overlay(let view, let alignment):
            try container.encode(view, forKey: .background)
            try encodeAlignment(alignment)
        case .containerBackground(let view): try container.encode(view, forKey: .background)
        case .font(let font): try container.encode(font, forKey: .font)
        case .textStyle(let style): try container.encode(style, forKey: .textStyle)
        case .foreground(let paint): try container.encode(paint, forKey: .paint)
        case .textLayout(let layout): try container.encode(layout, forKey: .textLayout)
        case .opacity(let value): try container.encode(value, forKey: .value)
        case .clip(let shape, let cornerRadius):
            try container.encode(shape, forKey: .shape)
            try container.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
        case .border(let paint, let width):
            try container.encode(paint, forKey: .paint)
            try container.encode(width, forKey: .width)
        case .shadow(let color, let radius, let x, let y):
            try container.encode(color, forKey: .color)
            try container.encode(radius, forKey: .radius)
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
        case .offset(let x, let y):
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
        case .layoutPriority(let priority): try container.encode(priority, forKey: .priority)
        case .fixedSize(let horizontal, let vertical):
            try container.encode(horizontal, forKey: .horizontal)
            try container.encode(vertical, forKey: .vertical)
        case .aspectRatio(let ratio, let fill):
            try container.encodeIfPresent(ratio, forKey: .ratio)
            try container.encode(fill, forKey: .fill)
        case .tint(let color): try container.encode(color, forKey: .color)
        case .widgetURL(let url): try container.encode(url, forKey: .url)
        case .accessibilityLabel(let label): try container.encode(label, forKey: .label)
        case .gridCell(let columns, let horizontally, let vertically):
            if columns != 1 { try container.encode(columns, forKey: .columns) }
            if horizontally { try container.encode(true, forKey: .horizontal) }
            if vertically { try container.encode(true, forKey: .vertical) }
        case .invalidatable, .redacted, .unredacted: break
        default: _ = try DrawingModifierCoding.encode(modifier, to: encoder)
        }
    }
}

extension TextNode: Codable {
    private enum CodingKeys: String, CodingKey { case text, runs }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            runs = [TextRun(.string(text))]
        } else {
            runs = try container.decode([TextRun].self, forKey: .runs)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if runs.count == 1, case .string(let text) = runs[0].content, runs[0].isPlain {
            try container.encode(text, forKey: .text)
        } else {
            try container.encode(runs, forKey: .runs)
        }
    }
}
