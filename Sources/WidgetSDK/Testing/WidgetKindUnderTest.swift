package import WidgetWire

/// One widget kind of a plugin's code, as WidgetSDKTesting drives it: its families and
/// configuration intent, and its placeholder, snapshot, timeline and entries rendered exactly as
/// the host receives them (the same definitions, environment and configuration defaults).
package struct WidgetKindUnderTest {
    private let definition: WidgetDefinition

    /// Every widget kind in `widget`'s body.
    package static func all(in widget: some Widget) -> [WidgetKindUnderTest] {
        WidgetDefinition.all(in: widget).map(WidgetKindUnderTest.init(definition:))
    }

    /// Every widget kind in `bundle`.
    package static func all(inBundle bundle: some WidgetBundle) -> [WidgetKindUnderTest] {
        WidgetDefinition.all(inBundle: bundle).map(WidgetKindUnderTest.init(definition:))
    }

    /// The widget's kind.
    package var kind: String { definition.kind }
    /// The families it supports, defaults applied.
    package var families: [WidgetFamily] { definition.resolvedFamilies }
    /// Its configuration intent; `nil` for a static widget.
    package var configurationIntent: (any WidgetConfigurationIntent.Type)? { definition.configurationIntent }

    /// The provider's placeholder, rendered.
    package func placeholder(in context: TimelineProviderContext) -> TimelineEntryPayload {
        definition.placeholder(context, environment(for: context))
    }

    /// The provider's snapshot for `configuration` (the intent's defaults when `nil`), rendered.
    package func snapshot(
        for configuration: (any WidgetConfigurationIntent)?, in context: TimelineProviderContext
    ) async throws(HandlerError) -> TimelineEntryPayload {
        let configuration = try await resolved(configuration)
        return try await definition.snapshot(configuration, context, environment(for: context))
    }

    /// The provider's timeline for `configuration` (the intent's defaults when `nil`), every entry rendered.
    package func timeline(
        for configuration: (any WidgetConfigurationIntent)?, in context: TimelineProviderContext
    ) async throws(HandlerError) -> TimelinePayload {
        let configuration = try await resolved(configuration)
        return try await definition.timeline(configuration, context, environment(for: context))
    }

    /// `entry` drawn by the widget's content; `nil` when it is not the provider's entry type.
    package func render(_ entry: any TimelineEntry, in context: TimelineProviderContext) -> TimelineEntryPayload? {
        definition.render(entry, environment(for: context))
    }

    /// The environment the host renders this widget's entries with in `context`.
    private func environment(for context: TimelineProviderContext) -> EnvironmentValues {
        EnvironmentValues.widget(
            family: context.family, displaySize: context.displaySize, contentMarginsDisabled: definition.contentMarginsDisabled,
            isPreview: context.isPreview)
    }

    /// `configuration` checked against the widget's intent, or the intent with its defaults, as a host request without values builds it.
    private func resolved(_ configuration: (any WidgetConfigurationIntent)?) async throws(HandlerError) -> (any WidgetConfigurationIntent)?
    {
        guard let type = definition.configurationIntent else {
            guard let configuration else { return nil }
            throw .invalidArgument(
                "widget '\(kind)' has no configuration intent, but the test configures it with \(Swift.type(of: configuration))")
        }
        guard let configuration else { return try await PluginRuntime.configuration(type, values: [:]) }
        guard ObjectIdentifier(Swift.type(of: configuration)) == ObjectIdentifier(type) else {
            throw .invalidArgument("widget '\(kind)' is configured by \(type), not by \(Swift.type(of: configuration))")
        }
        return configuration
    }
}
