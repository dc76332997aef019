internal import WidgetWire

/// A preview's entries rendered in the light appearance and, when any draws differently, the dark one
/// (a view that reads `@Environment(\.colorScheme)`), so that `preview --appearance dark` draws what
/// Xcode's dark canvas shows.
struct RenderedPreviewEntries: Sendable {
    let light: [TimelineEntryPayload]
    let dark: [TimelineEntryPayload]?

    init(light: [TimelineEntryPayload], dark: [TimelineEntryPayload]) {
        self.light = light
        self.dark = dark == light ? nil : dark
    }
}

/// Renders a preview's entries with the widget's own content, the way its timeline handler renders them.
struct PreviewRendering {
    let definition: WidgetDefinition
    let family: WidgetFamily
    /// What the preview's provider is told: the family, its size, not a gallery preview.
    let context: TimelineProviderContext
    let environment: EnvironmentValues

    /// The rendering of `widget`'s configuration that shows entries of `entryType`, in `family`.
    ///
    /// - Throws: INVALID_ARGUMENT when no configuration of the widget shows such entries.
    init<Content: Widget>(widget: Content, family: WidgetFamily, entryType: any TimelineEntry.Type) throws(HandlerError) {
        let definitions = WidgetDefinition.all(in: widget)
        guard let definition = definitions.first(where: { ObjectIdentifier($0.entryType) == ObjectIdentifier(entryType) }) else {
            let shown = definitions.map { "\($0.kind) shows \($0.entryType)" }.joined(separator: ", ")
            throw .invalidArgument(
                "the preview's entries are \(entryType), but no configuration of \(Content.self) shows them"
                    + (shown.isEmpty ? "" : " (\(shown))"))
        }
        self.definition = definition
        self.family = family
        let size = family.wireName.displaySize
        context = TimelineProviderContext(family: family, displaySize: CGSize(width: size.width, height: size.height), isPreview: false)
        environment = EnvironmentValues.widget(
            family: family, displaySize: context.displaySize, contentMarginsDisabled: definition.contentMarginsDisabled, isPreview: false)
    }

    /// The payload of a widget preview showing `entries`, configured by `configuration` if there is one.
    func payload<Entry: TimelineEntry>(
        name: String?, source: PreviewSource, configuration: (any WidgetConfigurationIntent)?, entries: [Entry]
    ) -> PreviewPayload {
        payload(name: name, source: source, configuration: configuration, rendered: render(entries))
    }

    /// The payload of a widget preview whose entries are rendered already.
    func payload(
        name: String?, source: PreviewSource, configuration: (any WidgetConfigurationIntent)?, rendered: RenderedPreviewEntries
    ) -> PreviewPayload {
        PreviewPayload(
            name: name, source: source.wire, kind: definition.kind, family: family.wireName,
            configuration: configuration.map { makeIntentInvocation($0).parameters } ?? [:], entries: rendered.light,
            darkEntries: rendered.dark)
    }

    /// `entries` drawn by the widget's content, light and dark.
    func render<Entry: TimelineEntry>(_ entries: [Entry]) -> RenderedPreviewEntries {
        var dark = environment
        dark.colorScheme = .dark
        return RenderedPreviewEntries(
            light: entries.compactMap { definition.render($0, environment) }, dark: entries.compactMap { definition.render($0, dark) })
    }

    /// A view preview's one entry: the view's tree, dated now, light and dark.
    static func viewEntries(_ view: any View) -> RenderedPreviewEntries {
        let date = WidgetClock.now.timeIntervalSince1970
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        return RenderedPreviewEntries(
            light: [
                TimelineEntryPayload(
                    date: date, view: AssetCatalog.tintedWithAccentColor(ViewSerializer.node(view, in: EnvironmentValues())))
            ],
            dark: [TimelineEntryPayload(date: date, view: AssetCatalog.tintedWithAccentColor(ViewSerializer.node(view, in: dark)))])
    }

    /// The layout the last layout trait asks for; `nil` for the default.
    static func layout(of traits: [PreviewTrait<Preview.ViewTraits>]) -> WidgetWire.PreviewLayout? {
        var layout: WidgetWire.PreviewLayout?
        for trait in traits {
            switch trait.value {
            case .defaultLayout: layout = nil
            case .sizeThatFits: layout = .sizeThatFits
            case .fixed(let width, let height): layout = .fixed(width: width, height: height)
            case .orientation: break
            }
        }
        return layout
    }
}
