import Foundation
import WidgetSDK
import WidgetWire

/// A widget of the plugin under test: its placeholder, snapshot and timeline, each entry
/// rendered by the widget's own view as the host receives it.
///
/// ```swift
/// let widget = try WidgetUnderTest(GreetingWidget())
/// let timeline = try await widget.timeline(for: configuration, in: .testContext(family: .systemMedium))
/// #expect(timeline.entries.first?.view.contains(text: "Hello, Ada!") == true)
/// ```
public struct WidgetUnderTest {
    private let widget: WidgetKindUnderTest

    /// The configuration of `widget` of kind `kind` (the only one when `nil`).
    ///
    /// - Throws: ``WidgetTestError`` when `widget` has no such kind, or several and `kind` is `nil`.
    public init(_ widget: some Widget, kind: String? = nil) throws(WidgetTestError) {
        self.widget = try Self.pick(kind, from: WidgetKindUnderTest.all(in: widget), of: "\(type(of: widget))")
    }

    /// The widget of kind `kind` in `bundle` (the only one when `nil`).
    ///
    /// - Throws: ``WidgetTestError`` when `bundle` has no such kind, or several and `kind` is `nil`.
    public init(bundle: some WidgetBundle, kind: String? = nil) throws(WidgetTestError) {
        self.widget = try Self.pick(kind, from: WidgetKindUnderTest.all(inBundle: bundle), of: "\(type(of: bundle))")
    }

    /// The widget's kind.
    public var kind: String { widget.kind }
    /// The families it supports.
    public var families: [WidgetFamily] { widget.families }

    /// The provider's placeholder in `context` (the first supported family when `nil`), rendered.
    public func placeholder(in context: TimelineProviderContext? = nil) throws(WidgetTestError) -> RenderedEntry {
        RenderedEntry(widget.placeholder(in: try supported(context)))
    }

    /// The provider's snapshot for `configuration` (the intent's defaults when `nil`), rendered.
    ///
    /// - Throws: ``WidgetTestError`` for an unsupported family or a configuration of another intent type.
    public func snapshot(
        for configuration: (any WidgetConfigurationIntent)? = nil, in context: TimelineProviderContext? = nil
    ) async throws(WidgetTestError) -> RenderedEntry {
        let context = try supported(context)
        do {
            return RenderedEntry(try await widget.snapshot(for: configuration, in: context))
        } catch {
            throw WidgetTestError(error.description)
        }
    }

    /// The provider's timeline for `configuration` (the intent's defaults when `nil`), every entry rendered.
    ///
    /// - Throws: ``WidgetTestError`` for an unsupported family or a configuration of another intent type.
    public func timeline(
        for configuration: (any WidgetConfigurationIntent)? = nil, in context: TimelineProviderContext? = nil
    ) async throws(WidgetTestError) -> RenderedTimeline {
        let context = try supported(context)
        do {
            return RenderedTimeline(try await widget.timeline(for: configuration, in: context))
        } catch {
            throw WidgetTestError(error.description)
        }
    }

    /// `entry` drawn by the widget's view, as `#Preview` timelines are.
    ///
    /// - Throws: ``WidgetTestError`` when `entry` is not the provider's entry type, or the family is unsupported.
    public func render(_ entry: some TimelineEntry, in context: TimelineProviderContext? = nil) throws(WidgetTestError) -> RenderedEntry {
        guard let rendered = widget.render(entry, in: try supported(context)) else {
            throw WidgetTestError("widget '\(kind)' does not show entries of type \(type(of: entry))")
        }
        return RenderedEntry(rendered)
    }

    private func supported(_ context: TimelineProviderContext?) throws(WidgetTestError) -> TimelineProviderContext {
        let context = context ?? .testContext(family: families.first ?? .systemSmall)
        guard families.contains(context.family) else {
            throw WidgetTestError(
                "widget '\(kind)' does not support \(context.family); it supports \(families.map(\.description).joined(separator: ", "))")
        }
        return context
    }

    private static func pick(
        _ kind: String?, from widgets: [WidgetKindUnderTest], of owner: String
    ) throws(WidgetTestError)
        -> WidgetKindUnderTest
    {
        let kinds = widgets.map { "'\($0.kind)'" }.joined(separator: ", ")
        if let kind {
            guard let found = widgets.first(where: { $0.kind == kind }) else {
                throw WidgetTestError("\(owner) has no widget of kind '\(kind)'; its kinds are \(kinds.isEmpty ? "(none)" : kinds)")
            }
            return found
        }
        guard widgets.count == 1 else {
            throw WidgetTestError(
                widgets.isEmpty ? "\(owner) has no widget configuration" : "\(owner) has the kinds \(kinds); pass kind: to pick one")
        }
        return widgets[0]
    }
}

/// One entry as the host receives it: its date, relevance and view tree.
public struct RenderedEntry: Hashable, Sendable, CustomStringConvertible {
    /// When the entry becomes the one shown.
    public let date: Date
    /// Its `TimelineEntryRelevance` score, if it has one.
    public let relevance: Double?
    /// What it shows.
    public let view: ViewTree

    init(_ payload: TimelineEntryPayload) {
        date = Date(timeIntervalSince1970: payload.date)
        relevance = payload.relevance
        view = ViewTree(node: payload.view)
    }

    /// `Entry at 2026-01-01 00:00:00 +0000` and the view's text form, indented.
    public var description: String {
        (["Entry at \(ViewTree.dates.full(date.timeIntervalSince1970))"]
            + ViewTreeFormatter(dates: ViewTree.dates).lines(for: view.node, indent: 1)).joined(separator: "\n")
    }
}

/// A timeline as the host receives it: its rendered entries and its reload policy.
public struct RenderedTimeline: Hashable, Sendable, CustomStringConvertible {
    /// The entries, in the provider's order.
    public let entries: [RenderedEntry]
    /// When the host asks for the next timeline.
    public let policy: TimelineReloadPolicy
    private let payload: TimelinePayload

    init(_ payload: TimelinePayload) {
        entries = payload.entries.map(RenderedEntry.init)
        policy = SDKTestingSupport.policy(payload.policy)
        self.payload = ControlIdentifiers.assign(in: payload)
    }

    /// What `widgethost timeline` prints for it, dates in UTC.
    public var description: String {
        TimelineFormatter(dates: ViewTree.dates).lines(for: payload, title: "Timeline", showsPolicy: true).joined(separator: "\n")
    }
}
