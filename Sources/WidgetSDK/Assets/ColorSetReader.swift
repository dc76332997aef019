import Foundation
internal import WidgetWire

/// Reads a color set of an asset catalog (`Brand.colorset/Contents.json`, as Xcode writes it) into the
/// color the host draws: its universal color, with its dark-appearance variant when it has one.
///
/// Components are written as fractions (`"0.400"`), 8-bit hex (`"0x66"`) or 0–255 integers (`"102"`);
/// `srgb`, `extended-srgb` and `display-p3` colors are drawn as sRGB, `gray-gamma-22` and
/// `extended-gray` ones as grays; a color that references a system color (`"reference":
/// "systemBlueColor"`) is that system color.
enum ColorSetReader {
    /// The color in the `Contents.json` at `path`, or `nil` when it is missing or holds none.
    static func color(at path: String) -> NodeColor? {
        guard let data = FileManager.default.contents(atPath: path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["colors"] as? [[String: Any]]
        else { return nil }
        var light: NodeColor?
        var dark: NodeColor?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(Self.color(in:)) else { continue }
            switch Self.appearance(of: entry) {
            case "dark": dark = dark ?? color
            case "light", nil: light = light ?? color
            default: continue
            }
        }
        guard let light = light ?? dark else { return nil }
        return dark.map { NodeColor.adaptive(light: light, dark: $0) } ?? light
    }

    /// `dark` or `light` for an entry made for one luminosity, `nil` for the universal one, `other` for
    /// an appearance that is not drawn here (high contrast).
    private static func appearance(of entry: [String: Any]) -> String? {
        guard let appearances = entry["appearances"] as? [[String: Any]], !appearances.isEmpty else { return nil }
        for appearance in appearances {
            guard appearance["appearance"] as? String == "luminosity" else { return "other" }
            return appearance["value"] as? String
        }
        return nil
    }

    private static func color(in color: [String: Any]) -> NodeColor? {
        if let reference = color["reference"] as? String { return systemColor(reference) }
        guard let components = color["components"] as? [String: Any] else { return nil }
        let alpha = component(components["alpha"]) ?? 1
        if let white = component(components["white"]) {
            return .rgba(red: white, green: white, blue: white, opacity: alpha)
        }
        guard let red = component(components["red"]), let green = component(components["green"]),
            let blue = component(components["blue"])
        else { return nil }
        return .rgba(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// A component, 0…1, from a fraction, a hex byte or a 0–255 integer.
    static func component(_ value: Any?) -> Double? {
        let text: String
        switch value {
        case let string as String: text = string.trimmingCharacters(in: .whitespaces)
        case let number as NSNumber: text = number.stringValue
        default: return nil
        }
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        guard let number = Double(text) else { return nil }
        let fraction = text.contains(".") || number <= 1 ? number : number / 255
        return min(max(fraction, 0), 1)
    }

    /// The system color a reference names (`systemBlueColor`, `labelColor`), as the renderer knows it.
    private static func systemColor(_ reference: String) -> NodeColor? {
        var name = reference
        if name.hasSuffix("Color") { name.removeLast(5) }
        if name.hasPrefix("system"), name.count > 6 {
            let rest = name.dropFirst(6)
            name = rest.prefix(1).lowercased() + rest.dropFirst()
        }
        let known: [String: String] = ["label": "primary", "secondaryLabel": "secondary", "tertiaryLabel": "tertiary"]
        name = known[name] ?? name
        return NodeColor.systemNames.contains(name) ? .named(name, opacity: 1) : nil
    }
}
