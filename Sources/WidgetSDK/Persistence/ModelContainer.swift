internal import Synchronization

/// The store of a plugin's models, as SwiftData's `ModelContainer`: an SQLite
/// file in the data directory the host gives the plugin, one table per model type.
///
/// ```swift
/// let container = try ModelContainer(for: TaskItem.self)
/// let tasks = try container.mainContext.fetch(FetchDescriptor<TaskItem>())
///
/// let schema = Schema([TaskItem.self])
/// let shared = try ModelContainer(for: schema, configurations: [ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)])
/// ```
/// Creating a container is cheap: containers of the same file share one connection.
/// Every process that runs the plugin (a perform, a timeline) sees the same data.
public final class ModelContainer: Sendable {
    /// The configuration of the container's store.
    public let configuration: ModelConfiguration
    /// The container's configurations: its one store.
    public let configurations: [ModelConfiguration]
    /// The model types the container stores.
    public let schema: Schema
    /// The context most code uses. It saves its pending changes when it is released (`autosaveEnabled`).
    public let mainContext: ModelContext
    let store: ModelStore

    /// A container for `forTypes`, stored as `configurations` says (by default `default.store` in the plugin's data directory).
    ///
    /// - Throws: ``PersistenceError`` when there is no data directory, more than one store, or the file cannot be opened.
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws(PersistenceError) {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for the types of `givenSchema`, stored as `configurations` says.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws(PersistenceError) {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for the types of `givenSchema`, stored as `configurations` says (the array form).
    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws(PersistenceError) {
        var distinct: [ModelConfiguration] = []
        for configuration in configurations where !distinct.contains(configuration) {
            distinct.append(configuration)
        }
        guard distinct.count <= 1 else { throw .multipleConfigurations(count: distinct.count) }
        configuration = distinct.first ?? ModelConfiguration(schema: givenSchema)
        self.configurations = [configuration]
        schema = configuration.schema.map { givenSchema.merging($0) } ?? givenSchema
        store = try ModelStore.open(configuration)
        for entity in schema.entities {
            try store.ensureTable(entity.name)
        }
        mainContext = ModelContext(store: store, configuration: configuration, autosaveEnabled: true)
        // A store in memory is private to its container: no `@Query` elsewhere should fall back to it.
        if !configuration.isStoredInMemoryOnly {
            OpenedContainers.record(store: store, configuration: configuration, schema: schema)
        }
    }
}

/// The stores in files the plugin opened in this process, in order: what `@Query` falls back to
/// when no view above it set a container.
enum OpenedContainers {
    /// One store opened, with what it was opened for.
    struct Opened: Sendable {
        let store: ModelStore
        let configuration: ModelConfiguration
        var schema: Schema
    }

    private static let opened = Mutex<[Opened]>([])

    /// Notes that `store` was opened for `configuration` and `schema`.
    static func record(store: ModelStore, configuration: ModelConfiguration, schema: Schema) {
        opened.withLock { opened in
            if let index = opened.firstIndex(where: { $0.store === store }) {
                opened[index].schema = opened[index].schema.merging(schema)
            } else {
                opened.append(Opened(store: store, configuration: configuration, schema: schema))
            }
        }
    }

    /// The first store opened whose schema has `type` (the first store for `nil`), if any.
    static func first(storing type: (any PersistentModel.Type)?) -> Opened? {
        opened.withLock { opened in opened.first { opened in type.map { opened.schema.entity(of: $0) != nil } ?? true } }
    }
}
