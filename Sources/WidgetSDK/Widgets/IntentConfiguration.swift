/// A widget people configure through an intent's parameters, fed by an ``IntentTimelineProvider``.
///
/// WidgetKit's `IntentConfiguration` takes a SiriKit intent; Linux has no
/// SiriKit, so this one takes a ``WidgetConfigurationIntent`` and behaves like
/// ``AppIntentConfiguration`` with completion handlers.
public struct IntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, WidgetDefinitionsProviding {
    let definitions: [WidgetDefinition]

    public var _widgetDefinitions: _WidgetDefinitions? { _WidgetDefinitions(self) }

    /// A widget of `kind` configured by `intent`, whose entries come from `provider`.
    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        definitions = [
            WidgetDefinition(
                kind: kind, configurationIntent: intent,
                placeholder: { context, environment in
                    EntryRendering.payload(provider.placeholder(in: context), content: content, in: environment)
                },
                snapshot: { configuration, context, environment throws(HandlerError) in
                    let intent = AppIntentConfiguration<Intent, Content>.intent(configuration)
                    return try await EntryRendering.awaitCompletion(of: "getSnapshot(for:in:completion:) of '\(kind)'") { deliver in
                        provider.getSnapshot(for: intent, in: context) {
                            deliver(EntryRendering.payload($0, content: content, in: environment))
                        }
                    }
                },
                timeline: { configuration, context, environment throws(HandlerError) in
                    let intent = AppIntentConfiguration<Intent, Content>.intent(configuration)
                    return try await EntryRendering.awaitCompletion(of: "getTimeline(for:in:completion:) of '\(kind)'") { deliver in
                        provider.getTimeline(for: intent, in: context) {
                            deliver(EntryRendering.payload($0, content: content, in: environment))
                        }
                    }
                },
                entryType: Provider.Entry.self,
                render: { entry, environment in
                    EntryRendering.payload(of: entry, as: Provider.Entry.self, content: content, in: environment)
                })
        ]
    }
}
