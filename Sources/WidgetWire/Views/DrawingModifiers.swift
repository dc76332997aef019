/// SwiftUI's `BlendMode`: how a view composites over what is behind it.
///
/// On the wire: the case name (`"multiply"`). Renderers use cairo's operator and CSS's
/// `mix-blend-mode` of the same name; the Porter-Duff modes (`sourceAtop`, `destinationOver`,
/// `destinationOut`) have no CSS blend mode and draw as `normal` in SVG and HTML, and
/// `plusDarker` has no cairo operator and draws as `normal` in PNG.
public enum BlendModeName: String, Codable, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The CSS `mix-blend-mode` value (`color-dodge`), or `nil` where CSS has none.
    public var cssName: String? {
        switch self {
        case .sourceAtop, .destinationOver, .destinationOut: nil
        default:
            rawValue.reduce(into: "") { text, character in text += character.isUppercase ? "-" + character.lowercased() : String(character)
            }
        }
    }
}

/// Decodes and encodes the drawing modifiers (mask, blend mode, compositing group, hit testing,
/// geometry reader, rotation and scale effects, widget label, position, z-index, color scheme), which ``ViewNode``'s
/// coding hands here.
enum DrawingModifierCoding {
    private enum CodingKeys: String, CodingKey {
        case mask, alignment, mode, enabled, width, height, degrees, anchor, x, y, label, value
    }

    /// The drawing modifier of wire `type`, or `nil` when `type` is not one.
    static func decode(_ type: String, from decoder: any Decoder) throws -> NodeModifier? {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func anchor() throws -> NodeUnitPoint { try container.decodeIfPresent(NodeUnitPoint.self, forKey: .anchor) ?? .center }
        switch type {
        case "mask":
            return .mask(
                try container.decode(ViewNode.self, forKey: .mask),
                alignment: try container.decodeIfPresent(NodeAlignment.self, forKey: .alignment) ?? .center)
        case "blendMode": return .blendMode(try container.decode(BlendModeName.self, forKey: .mode))
        case "compositingGroup": return .compositingGroup
        case "allowsHitTesting": return .allowsHitTesting(try container.decodeIfPresent(Bool.self, forKey: .enabled) ?? true)
        case "geometryReader":
            return .geometryReader(
                width: try container.decode(Double.self, forKey: .width), height: try container.decode(Double.self, forKey: .height))
        case "rotationEffect": return .rotationEffect(degrees: try container.decode(Double.self, forKey: .degrees), anchor: try anchor())
        case "scaleEffect":
            return .scaleEffect(
                x: try container.decodeIfPresent(Double.self, forKey: .x) ?? 1,
                y: try container.decodeIfPresent(Double.self, forKey: .y) ?? 1,
                anchor: try anchor())
        case "widgetLabel": return .widgetLabel(try container.decode(ViewNode.self, forKey: .label))
        case "position":
            return .position(x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y))
        case "zIndex": return .zIndex(try container.decode(Double.self, forKey: .value))
        case "colorScheme": return .colorScheme(try container.decode(String.self, forKey: .value))
        default: return nil
        }
    }

    /// Encodes `modifier`'s fields if it is a drawing modifier; returns whether it was one.
    static func encode(_ modifier: NodeModifier, to encoder: any Encoder) throws -> Bool {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch modifier {
        case .mask(let mask, let alignment):
            try container.encode(mask, forKey: .mask)
            if alignment != .center { try container.encode(alignment, forKey: .alignment) }
        case .blendMode(let mode): try container.encode(mode, forKey: .mode)
        case .compositingGroup: break
        case .allowsHitTesting(let enabled): try container.encode(enabled, forKey: .enabled)
        case .geometryReader(let width, let height):
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
        case .rotationEffect(let degrees, let anchor):
            try container.encode(degrees, forKey: .degrees)
            try container.encode(anchor, forKey: .anchor)
        case .scaleEffect(let x, let y, let anchor):
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
            try container.encode(anchor, forKey: .anchor)
        case .widgetLabel(let label): try container.encode(label, forKey: .label)
        case .position(let x, let y):
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
        case .zIndex(let value): try container.encode(value, forKey: .value)
        case .colorScheme(let scheme): try container.encode(scheme, forKey: .value)
        default: return false
        }
        return true
    }
}
