import WidgetSDK

/// A value a completion handler delivers to the awaiting test: it crosses once, from the
/// provider's handler to the test's task, and nothing else holds it.
private struct Delivered<Value>: @unchecked Sendable {
    let value: Value
}

extension TimelineProvider {
    /// The entry `getSnapshot(in:completion:)` delivers (the first, as the host takes it).
    ///
    /// ```swift
    /// let entry = await Provider().snapshot(in: .testContext(family: .systemSmall))
    /// ```
    public func snapshot(in context: Context) async -> Entry {
        await SDKTestingSupport.awaitCompletion(of: "getSnapshot(in:completion:)") { deliver in
            getSnapshot(in: context) { deliver(Delivered(value: $0)) }
        }.value
    }

    /// The timeline `getTimeline(in:completion:)` delivers (the first, as the host takes it).
    public func timeline(in context: Context) async -> Timeline<Entry> {
        await SDKTestingSupport.awaitCompletion(of: "getTimeline(in:completion:)") { deliver in
            getTimeline(in: context) { deliver(Delivered(value: $0)) }
        }.value
    }
}

extension IntentTimelineProvider {
    /// The entry `getSnapshot(for:in:completion:)` delivers for `configuration`.
    public func snapshot(for configuration: Intent, in context: Context) async -> Entry {
        await SDKTestingSupport.awaitCompletion(of: "getSnapshot(for:in:completion:)") { deliver in
            getSnapshot(for: configuration, in: context) { deliver(Delivered(value: $0)) }
        }.value
    }

    /// The timeline `getTimeline(for:in:completion:)` delivers for `configuration`.
    public func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry> {
        await SDKTestingSupport.awaitCompletion(of: "getTimeline(for:in:completion:)") { deliver in
            getTimeline(for: configuration, in: context) { deliver(Delivered(value: $0)) }
        }.value
    }
}
