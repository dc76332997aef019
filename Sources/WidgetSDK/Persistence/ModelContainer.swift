/// The store of a plugin's models, as SwiftData's `ModelContainer`: an SQLite
/// file in the data directory the host gives the plugin, one table per model type.
///
/// ```swift
/// let container = try ModelContainer(for: TaskItem.self)
/// let tasks = try container.mainContext.fetch(FetchDescriptor<TaskItem>())
/// ```
/// Creating a container is cheap: containers of the same file share one connection.
/// Every process that runs the plugin (a perform, a timeline) sees the same data.
public final class ModelContainer: Sendable {
    /// The configuration of the container's store.
    public let configuration: ModelConfiguration
    /// The context most code uses. It saves its pending changes when it is released (`autosaveEnabled`).
    public let mainContext: ModelContext
    let store: ModelStore

    /// A container for `forTypes`, stored as `configurations` says (by default `default.store` in the plugin's data directory).
    ///
    /// - Throws: ``PersistenceError`` when there is no data directory, more than one configuration, or the file cannot be opened.
    public init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws(PersistenceError) {
        guard configurations.count <= 1 else { throw .multipleConfigurations(count: configurations.count) }
        configuration = configurations.first ?? ModelConfiguration()
        store = try ModelStore.open(configuration)
        for type in forTypes {
            try store.ensureTable(ModelContext.tableName(of: type))
        }
        mainContext = ModelContext(store: store, configuration: configuration, autosaveEnabled: true)
    }
}
