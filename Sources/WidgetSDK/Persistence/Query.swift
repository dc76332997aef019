/// The models a view shows, fetched when the widget is drawn, as SwiftData's `@Query`.
///
/// ```swift
/// struct TaskList: View {
///     @Query(filter: #Predicate<TaskItem> { !$0.isCompleted }, sort: \TaskItem.title) var tasks: [TaskItem]
///     var body: some View {
///         ForEach(tasks) { Text($0.title) }
///     }
/// }
/// ```
/// The fetch runs the first time `body` reads the property, in the context the view's
/// environment holds: the one `.modelContainer(_:)`, `.modelContainer(for:)` or
/// `.modelContext(_:)` set on the view or a view above it; without one, a context on the first
/// store in a file that the plugin opened in this process and that stores the element type; without that, the
/// default store (`default.store` in the plugin's data directory). A fetch that fails is
/// logged, shows no models, and is kept in ``fetchError``.
@propertyWrapper
public struct Query<Element: PersistentModel, Result: RangeReplaceableCollection> where Result.Element == Element {
    private let descriptor: FetchDescriptor<Element>
    private let results = QueryResults<Element>()

    /// The fetched models.
    public var wrappedValue: Result { Result(results.models(descriptor)) }

    /// Why the fetch failed, if it did.
    public var fetchError: (any Error)? { results.error(descriptor) }

    /// The context the query fetches in.
    public var modelContext: ModelContext { QueryContext.context(for: Element.self) }

    /// Every model of the element type (`@Query var tasks: [TaskItem]`).
    public init() {
        descriptor = FetchDescriptor()
    }

    /// The models `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.descriptor = descriptor
    }

    /// The models matching `filter` (all for `nil`), sorted by `sort`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    /// The models matching `filter`, sorted by the value at `keyPath` in `order`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    /// The models matching `filter`, sorted by the optional value at `keyPath` in `order`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
}

/// A query's results, fetched the first time the view reads them and then kept for that view value.
private final class QueryResults<Element: PersistentModel>: @unchecked Sendable {
    // `lock` guards `fetched`; views are serialized on one thread, the lock keeps a shared view value safe.
    private let lock = NSLock()
    private var fetched: (models: [Element], error: (any Error)?)?

    func models(_ descriptor: FetchDescriptor<Element>) -> [Element] { results(descriptor).models }

    func error(_ descriptor: FetchDescriptor<Element>) -> (any Error)? { results(descriptor).error }

    private func results(_ descriptor: FetchDescriptor<Element>) -> (models: [Element], error: (any Error)?) {
        lock.lock()
        defer { lock.unlock() }
        if let fetched { return fetched }
        let outcome: (models: [Element], error: (any Error)?)
        do {
            outcome = (try QueryContext.context(for: Element.self).fetch(descriptor), nil)
        } catch {
            WidgetLog.error("@Query of \(Element.self): the fetch failed: \(error)")
            outcome = ([], error)
        }
        fetched = outcome
        return outcome
    }
}

/// Where `@Query` and `@Environment(\.modelContext)` find their context.
enum QueryContext {
    /// The environment's context, else one on the first store opened that stores `type` (any store for `nil`),
    /// else the default store's.
    static func context(for type: (any PersistentModel.Type)?) -> ModelContext {
        if let context = EnvironmentValues.current.setModelContext { return context }
        if let opened = OpenedContainers.first(storing: type) {
            return ModelContext(store: opened.store, configuration: opened.configuration, autosaveEnabled: false)
        }
        return defaultContext(for: type.map { [$0] } ?? [])
    }

    /// A context on the default store for `types`, or on an empty store in memory when there is none (outside a host).
    static func defaultContext(for types: [any PersistentModel.Type]) -> ModelContext {
        do {
            return ModelContext(try ModelContainer(for: Schema(types), configurations: []))
        } catch {
            WidgetLog.warning("no model store to fetch from (\(error)); using an empty store in memory")
            let memory = ModelConfiguration(isStoredInMemoryOnly: true)
            // An in-memory store opens without a data directory or a file, so this cannot fail.
            return ModelContext(try! ModelContainer(for: Schema(types), configurations: [memory]))
        }
    }
}
