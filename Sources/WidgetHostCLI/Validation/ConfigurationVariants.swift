import WidgetHost
import WidgetLayout
import WidgetWire

/// The configurations a widget check tries beside the default one (``WidgetChecks/configuration(of:_:)``):
/// each case of each enum parameter, and each value of each bool one, set alone over the default, at most
/// ``limit`` a widget. What a widget shows for a setting people choose (a tab's symbol, a theme) is then
/// checked too, not only what its default shows.
struct ConfigurationVariants {
    /// The most configurations tried for one widget.
    static let limit = 16

    /// A configuration: what it sets (`tab=web`), and its values.
    struct Variant {
        let label: String
        let values: [String: JSONValue]
    }

    let widget: WidgetDescriptor
    let variants: [Variant]

    /// The variants of `widget`'s configuration in `plugin`; none for a static widget, or one whose
    /// default configuration cannot be made (the default checks say why).
    init(_ widget: WidgetDescriptor, _ plugin: LoadedPlugin) {
        self.widget = widget
        guard let intentID = widget.configurationIntent, let intent = try? plugin.intent(intentID),
            let baseline = try? WidgetChecks.configuration(of: widget, plugin)
        else {
            variants = []
            return
        }
        var made: [Variant] = []
        for parameter in intent.parameters {
            for value in Self.values(of: parameter, in: plugin.manifest) where baseline[parameter.name] != value {
                guard made.count < Self.limit else { break }
                made.append(
                    Variant(label: "\(parameter.name)=\(Self.text(of: value))", values: baseline.merging([parameter.name: value]) { $1 }))
            }
        }
        variants = made
    }

    /// The symbols without a glyph that the timeline shows in each variant, in `widget`'s first family,
    /// each named with its variant; a variant the plugin does not answer is left to the other checks.
    func symbolsWithoutGlyph(in plugin: LoadedPlugin) -> [String] {
        guard let family = widget.families.first else { return [] }
        return variants.flatMap { variant -> [String] in
            guard
                let payload = try? plugin.timeline(
                    kind: widget.kind, configuration: variant.values, options: TimelineOptions(family: family))
            else { return [] }
            return Set(payload.entries.flatMap { SymbolCatalog.namesWithoutGlyph(in: $0.view) }).sorted().map {
                "\(widget.kind) \(family.rawValue) with \(variant.label): no glyph for \($0)"
            }
        }
    }

    /// Every case of an enum parameter, both values of a bool one (as one item of an array parameter).
    private static func values(of parameter: ParameterDescriptor, in manifest: PluginManifest) -> [JSONValue] {
        let values: [JSONValue]
        switch parameter.type {
        case .bool: values = [.bool(false), .bool(true)]
        case .enumeration(let id): values = manifest.enumType(id: id)?.cases.map { .string($0.value) } ?? []
        default: values = []
        }
        return parameter.isArray ? values.map { .array([$0]) } : values
    }

    private static func text(of value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .array(let items): "[\(items.map(text(of:)).joined(separator: ", "))]"
        default: "\(value)"
        }
    }
}
