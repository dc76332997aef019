/// A widget without configuration, fed by a ``TimelineProvider``.
///
/// ```swift
/// StaticConfiguration(kind: "Counter", provider: Provider()) { entry in
///     CounterEntryView(entry: entry)
/// }
/// ```
public struct StaticConfiguration<Content: View>: WidgetConfiguration, WidgetDefinitionsProviding {
    let definitions: [WidgetDefinition]

    public var _widgetDefinitions: _WidgetDefinitions? { _WidgetDefinitions(self) }

    /// A widget of `kind` whose entries come from `provider` and whose view `content` builds from an entry.
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        definitions = [
            WidgetDefinition(
                kind: kind,
                placeholder: { context, environment in
                    EntryRendering.payload(provider.placeholder(in: context), content: content, in: environment)
                },
                snapshot: { _, context, environment throws(HandlerError) in
                    try await EntryRendering.awaitCompletion(of: "getSnapshot(in:completion:) of '\(kind)'") { deliver in
                        provider.getSnapshot(in: context) { deliver(EntryRendering.payload($0, content: content, in: environment)) }
                    }
                },
                timeline: { _, context, environment throws(HandlerError) in
                    try await EntryRendering.awaitCompletion(of: "getTimeline(in:completion:) of '\(kind)'") { deliver in
                        provider.getTimeline(in: context) { deliver(EntryRendering.payload($0, content: content, in: environment)) }
                    }
                },
                entryType: Provider.Entry.self,
                render: { entry, environment in
                    EntryRendering.payload(of: entry, as: Provider.Entry.self, content: content, in: environment)
                })
        ]
    }
}
