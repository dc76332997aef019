/// When a widget is relevant, as WidgetKit's `WidgetRelevance` (iOS 18, watchOS 11): what a provider's
/// `relevance()` returns so that the Apple Watch Smart Stack shows the widget at the right moment.
///
/// ```swift
/// func relevance() async -> WidgetRelevance<Void> {
///     WidgetRelevance([WidgetRelevanceAttribute(context: .date(from: start, to: end))])
/// }
/// ```
/// Apple's RelevanceKit acts only on watchOS; elsewhere its clues change nothing, and WidgetHost, with no
/// Smart Stack, does not ask for them either.
public struct WidgetRelevance<Configuration> {
    /// The clues, each for one configuration of the widget.
    public let attributes: [WidgetRelevanceAttribute<Configuration>]

    /// Relevance made of `attributes`.
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) {
        self.attributes = attributes
    }
}

/// One clue of a ``WidgetRelevance``: a configuration of the widget and the context it is relevant in.
public struct WidgetRelevanceAttribute<Configuration> {
    /// The configuration the clue is for; `nil` for a widget without configuration.
    public let configuration: Configuration?
    /// When or where the widget is relevant.
    public let context: RelevantContext

    /// The widget configured by `configuration` is relevant in `context`.
    public init(configuration: Configuration, context: RelevantContext) {
        self.configuration = configuration
        self.context = context
    }
}

extension WidgetRelevanceAttribute where Configuration == Void {
    /// The widget (without configuration) is relevant in `context`.
    public init(context: RelevantContext) {
        self.configuration = ()
        self.context = context
    }
}

extension TimelineProvider {
    /// No relevance clues.
    public func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }
}

extension AppIntentTimelineProvider {
    /// No relevance clues.
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}

extension IntentTimelineProvider {
    /// No relevance clues.
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}

extension WidgetCenter {
    /// Asks for the widgets' `relevance()` again. WidgetHost has no Smart Stack and never asks for it, so
    /// there is nothing to invalidate.
    public func invalidateRelevance(ofKind kind: String) {}
}
