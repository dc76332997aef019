/// What a ``ModelContext/fetch(_:)`` returns: the models of type `T` matching a predicate, sorted, optionally limited.
///
/// ```swift
/// var descriptor = FetchDescriptor<TaskItem>(
///     predicate: #Predicate { $0.title.localizedStandardContains("milk") },
///     sortBy: [SortDescriptor(\TaskItem.title)]
/// )
/// descriptor.fetchLimit = 10
/// ```
/// Predicates are Foundation's `#Predicate`, evaluated in memory on every stored
/// model of the type, which suits widget-sized data.
public struct FetchDescriptor<T: PersistentModel> {
    /// Which models to return; `nil` returns all.
    public var predicate: Predicate<T>?
    /// The order, most significant first; empty keeps the store's order (by id).
    public var sortBy: [SortDescriptor<T>]
    /// At most this many models; `nil` for no limit.
    public var fetchLimit: Int?
    /// How many matching models to skip before the first one returned.
    public var fetchOffset: Int?
    /// Whether models inserted or deleted but not yet saved count.
    public var includePendingChanges: Bool

    /// A descriptor for the models matching `predicate`, sorted by `sortBy`.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
        fetchLimit = nil
        fetchOffset = nil
        includePendingChanges = true
    }
}
