/// A widget people configure through an intent's parameters, fed by an ``AppIntentTimelineProvider``.
///
/// ```swift
/// AppIntentConfiguration(kind: "appIntents.kind", intent: ConfigurationIntent.self, provider: AppIntentsProvider()) { entry in
///     AppIntentsView(entry: entry)
/// }
/// ```
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, WidgetDefinitionsProviding {
    let definitions: [WidgetDefinition]

    public var _widgetDefinitions: _WidgetDefinitions? { _WidgetDefinitions(self) }

    /// A widget of `kind` configured by `intent`, whose entries come from `provider`.
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        definitions = [
            WidgetDefinition(
                kind: kind, configurationIntent: intent,
                placeholder: { context, environment in
                    EntryRendering.payload(provider.placeholder(in: context), content: content, in: environment)
                },
                snapshot: { configuration, context, environment in
                    let entry = await provider.snapshot(for: Self.intent(configuration), in: context)
                    return EntryRendering.payload(entry, content: content, in: environment)
                },
                timeline: { configuration, context, environment in
                    let timeline = await provider.timeline(for: Self.intent(configuration), in: context)
                    return EntryRendering.payload(timeline, content: content, in: environment)
                },
                entryType: Provider.Entry.self,
                render: { entry, environment in
                    EntryRendering.payload(of: entry, as: Provider.Entry.self, content: content, in: environment)
                })
        ]
    }

    /// The configuration the SDK built from the request, or a fresh intent.
    static func intent(_ configuration: (any WidgetConfigurationIntent)?) -> Intent {
        configuration as? Intent ?? Intent()
    }
}
