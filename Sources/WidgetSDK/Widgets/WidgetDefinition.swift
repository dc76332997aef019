internal import Synchronization
internal import WidgetWire

/// One widget kind with its provider and view, erased from their generic types.
///
/// Configurations build it; the export glue reads it to write the manifest and
/// to answer placeholder, snapshot and timeline requests.
struct WidgetDefinition {
    var kind: String
    var displayName: String?
    var description: String?
    var families: [WidgetFamily]?
    /// `nil` for a ``StaticConfiguration``.
    var configurationIntent: (any WidgetConfigurationIntent.Type)?
    var contentMarginsDisabled = false
    var containerBackgroundRemovable = true
    var promptsForUserConfiguration = false
    var disfavoredLocations: [WidgetFamily: [WidgetLocation]] = [:]

    /// The provider's `placeholder(in:)`, rendered.
    let placeholder: (TimelineProviderContext, EnvironmentValues) -> TimelineEntryPayload
    /// The provider's snapshot for a configuration (`nil` for static widgets), rendered.
    let snapshot:
        (_ configuration: (any WidgetConfigurationIntent)?, TimelineProviderContext, EnvironmentValues) async throws(HandlerError) ->
            TimelineEntryPayload
    /// The provider's timeline for a configuration (`nil` for static widgets), rendered.
    let timeline:
        (_ configuration: (any WidgetConfigurationIntent)?, TimelineProviderContext, EnvironmentValues) async throws(HandlerError) ->
            TimelinePayload
    /// The provider's entry type.
    let entryType: any TimelineEntry.Type
    /// One entry rendered by the widget's content, or `nil` when it is not of ``entryType`` (previews render given entries).
    let render: (any TimelineEntry, EnvironmentValues) -> TimelineEntryPayload?

    /// The families a gallery offers when the configuration does not say.
    static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    /// The supported families, defaults applied.
    var resolvedFamilies: [WidgetFamily] { families ?? Self.defaultFamilies }

    /// The gallery name: the one set, else the configuration intent's title, else the kind.
    var resolvedDisplayName: String {
        displayName ?? configurationIntent?.title.defaultValue ?? kind
    }

    /// The gallery description: the one set, else the configuration intent's description, else empty.
    var resolvedDescription: String {
        description ?? configurationIntent?.resolvedDescription?.descriptionText.defaultValue ?? ""
    }

    /// The definitions of every configuration in `widget`'s body.
    static func all<Content: Widget>(in widget: Content) -> [WidgetDefinition] {
        widget.body._widgetDefinitions?.definitions ?? []
    }

    /// The definitions of every widget in a bundle.
    static func all<Bundle: WidgetBundle>(inBundle bundle: Bundle) -> [WidgetDefinition] {
        all(in: bundle.body)
    }

    /// The widgets of a bundle this platform cannot run.
    static func unsupported<Bundle: WidgetBundle>(inBundle bundle: Bundle) -> [UnsupportedWidget] {
        UnsupportedWidget.all(in: bundle.body)
    }
}

/// A configuration that knows its widget definitions, and the widgets of it this platform cannot run.
/// Each one answers `WidgetConfiguration._widgetDefinitions` with them.
protocol WidgetDefinitionsProviding {
    var definitions: [WidgetDefinition] { get }
    var unsupportedWidgets: [UnsupportedWidget] { get }
}

/// The widgets a configuration the SDK made defines (`WidgetConfiguration._widgetDefinitions`).
public struct _WidgetDefinitions {
    let definitions: [WidgetDefinition]
    let unsupportedWidgets: [UnsupportedWidget]

    init(_ provider: some WidgetDefinitionsProviding) {
        definitions = provider.definitions
        unsupportedWidgets = provider.unsupportedWidgets
    }
}

extension WidgetDefinitionsProviding {
    /// Most configurations run here.
    var unsupportedWidgets: [UnsupportedWidget] { [] }
}

/// Renders timeline entries into wire payloads.
enum EntryRendering {
    /// `entry` with the view `content` makes of it, rendered in `environment` (which says whether the widget
    /// disables its content margins, for the host to draw it so).
    static func payload<Entry: TimelineEntry, Content: View>(
        _ entry: Entry, content: (Entry) -> Content, in environment: EnvironmentValues
    ) -> TimelineEntryPayload {
        TimelineEntryPayload(
            date: entry.date.timeIntervalSince1970,
            view: AssetCatalog.tintedWithAccentColor(ViewSerializer.node(content(entry), in: environment)),
            relevance: entry.relevance.map { Double($0.score) }, contentMarginsDisabled: environment.contentMarginsDisabled ? true : nil)
    }

    /// A timeline with every entry rendered, less the entries that draw exactly as the one before them (a
    /// clock's entry per second whose view shows minutes): the host shows the earlier one until the next entry
    /// that draws differently, as it would have shown each of them. The last entry is always kept, as the
    /// `.atEnd` policy reloads at its date.
    static func payload<Entry: TimelineEntry, Content: View>(
        _ timeline: Timeline<Entry>, content: (Entry) -> Content, in environment: EnvironmentValues
    ) -> TimelinePayload {
        var entries: [TimelineEntryPayload] = []
        entries.reserveCapacity(timeline.entries.count)
        let last = timeline.entries.count - 1
        for (index, entry) in timeline.entries.enumerated() {
            let rendered = payload(entry, content: content, in: environment)
            if index < last, let previous = entries.last, previous.drawsTheSame(as: rendered) { continue }
            entries.append(rendered)
        }
        return TimelinePayload(entries: entries, policy: timeline.policy.wire)
    }

    /// Renders `entry` with `content` when it is an `Entry`, for previews that list their entries.
    static func payload<Entry: TimelineEntry, Content: View>(
        of entry: any TimelineEntry, as entryType: Entry.Type, content: (Entry) -> Content, in environment: EnvironmentValues
    ) -> TimelineEntryPayload? {
        (entry as? Entry).map { payload($0, content: content, in: environment) }
    }

    /// Waits for a completion-handler API (`call`, as people name it) to deliver its value, taking the
    /// first delivery and ignoring later ones. A provider that releases its completion handler without
    /// calling it (a `return` on an error path) fails at once, instead of leaving the host waiting until
    /// its call deadline.
    static func awaitCompletion<Value: Sendable>(
        of call: @autoclosure () -> String, _ start: (@escaping (Value) -> Void) -> Void
    ) async throws(HandlerError) -> Value {
        let result: Result<Value, HandlerError> = await withCheckedContinuation { continuation in
            let delivery = CompletionDelivery(continuation, call: call())
            start { value in delivery.deliver(value) }
        }
        return try result.get()
    }
}

/// The continuation of one completion-handler call, resumed once: with the first value delivered, or,
/// when the completion handler is released without being called, with an error naming the call.
private final class CompletionDelivery<Value: Sendable>: Sendable {
    private let pending: Mutex<CheckedContinuation<Result<Value, HandlerError>, Never>?>
    private let call: String

    init(_ continuation: CheckedContinuation<Result<Value, HandlerError>, Never>, call: String) {
        pending = Mutex(continuation)
        self.call = call
    }

    func deliver(_ value: Value) {
        pending.withLock { $0.take() }?.resume(returning: .success(value))
    }

    deinit {
        pending.withLock { $0.take() }?.resume(
            returning: .failure(
                .failed(
                    "\(call) returned without calling its completion handler, and released it: call completion on every path "
                        + "(WidgetKit then keeps showing the last timeline)")))
    }
}
