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
/// store the plugin opened in this process that stores the element type; without that, the
/// default store (`default.store` in the plugin's data directory). A fetch that fails is
/// logged, shows no models, and is kept in ``fetchError``.
@propertyWrapper
public struct Query<Element: PersistentModel, Result> {
    private let results: QueryResults<Result>

    /// The fetched models.
    public var wrappedValue: Result { results.value }

    /// Why the fetch failed, if it did.
    public var fetchError: (any Error)? { results.error }

    /// The context the query fetches in.
    public var modelContext: ModelContext { QueryContext.context(for: Element.self) }

    fileprivate init(fetch: @escaping () throws -> Result, empty: Result) {
        results = QueryResults(fetch: fetch, empty: empty)
    }
}

extension Query where Result == [Element] {
    /// The models `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.init(fetch: { try QueryContext.context(for: Element.self).fetch(descriptor) }, empty: [])
    }

    /// The models matching `filter` (all for `nil`), sorted by `sort`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    /// The models matching `filter`, sorted by the value at `keyPath` in `order`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward, animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }

    /// The models matching `filter`, sorted by the optional value at `keyPath` in `order`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward, animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }
}

/// A query's results, fetched once per view value and then kept.
private final class QueryResults<Result>: @unchecked Sendable {
    // `lock` guards `fetched`; views are serialized on one thread, the lock keeps a shared view value safe.
    private let lock = NSLock()
    private var fetched: (value: Result, error: (any Error)?)?
    private let fetch: () throws -> Result
    private let empty: Result

    init(fetch: @escaping () throws -> Result, empty: Result) {
        self.fetch = fetch
        self.empty = empty
    }

    var value: Result { results().value }

    var error: (any Error)? { results().error }

    private func results() -> (value: Result, error: (any Error)?) {
        lock.lock()
        defer { lock.unlock() }
        if let fetched { return fetched }
        do {
            fetched = (try fetch(), nil)
        } catch {
            WidgetLog.error("@Query: the fetch failed: \(error)")
            fetched = (empty, error)
        }
        return fetched ?? (empty, nil)
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
