/// Fetches, inserts, deletes and saves models, as SwiftData's `ModelContext`.
///
/// ```swift
/// let context = try ModelContainer(for: TaskItem.self).mainContext
/// context.insert(TaskItem(title: "Buy milk", content: "2 litres"))
/// try context.save()
/// let open = try context.fetch(FetchDescriptor<TaskItem>(predicate: #Predicate { !$0.isCompleted }))
/// ```
///
/// A context remembers the models it fetched or inserted, and fetching a model
/// again returns the same instance. `save()` writes, in one transaction, the
/// inserted models (and the models they relate to), the deleted ones, and every
/// remembered model whose properties changed since it was read. A context with
/// ``autosaveEnabled`` also saves when it is released; errors are then only
/// logged, so call `save()` where a failure matters.
public final class ModelContext: @unchecked Sendable {
    // `lock` guards `state`, `autosave` and `isReleasing`; `store` and `configuration` are immutable.
    let lock = NSRecursiveLock()
    var state = State()
    private var autosave: Bool
    private var transactionAuthor: String?
    /// Set while `deinit` saves: models are then not attached to the context that is going away.
    private var isReleasing = false
    let store: ModelStore
    let configuration: ModelConfiguration

    /// A model the context remembers.
    struct Registration {
        var model: any PersistentModel
        let table: String
        /// The key of the model's row in the store; `nil` until it is saved.
        var storedKey: String?
        /// The model's JSON as last read or written; `nil` until it is saved.
        var snapshot: Data?
        var isDeleted = false
        /// The order models were registered in, so unsaved inserts are fetched in insertion order.
        let sequence: Int
    }

    struct State {
        var registrations: [ObjectIdentifier: Registration] = [:]
        /// The registered model of each stored or inserted key, per table.
        var identities: [String: [String: ObjectIdentifier]] = [:]
        var nextSequence = 0
        /// The rows being read (`table/key`), to find loops of non-optional relationships.
        var reading: Set<String> = []
        /// Models read whose optional and to-many relationships are restored once the outermost read ends.
        var pendingRestores: [(model: any PersistentModel, json: Data, key: String)] = []
    }

    /// A new context on `container`'s store, with no models remembered and autosave off.
    public convenience init(_ container: ModelContainer) {
        self.init(store: container.store, configuration: container.configuration, autosaveEnabled: false)
    }

    init(store: ModelStore, configuration: ModelConfiguration, autosaveEnabled: Bool) {
        self.store = store
        self.configuration = configuration
        autosave = autosaveEnabled
    }

    deinit {
        guard autosave, configuration.allowsSave else { return }
        isReleasing = true
        do {
            if try hasPendingChanges() { try save() }
        } catch {
            WidgetLog.error("ModelContext: saving pending changes on release failed: \(error)")
        }
    }

    /// Whether the context saves its pending changes when it is released. `true` for a container's `mainContext`.
    public var autosaveEnabled: Bool {
        get { lock.withLock { autosave } }
        set { lock.withLock { autosave = newValue } }
    }

    /// Who makes this context's changes (iOS 18: `context.author = "widget"`), as the app's history tracking reads it.
    /// Kept with the context; the store keeps no history here.
    public var author: String? {
        get { lock.withLock { transactionAuthor } }
        set { lock.withLock { transactionAuthor = newValue } }
    }

    /// Whether a save would write anything: inserted or deleted models, or changed properties.
    public var hasChanges: Bool {
        (try? hasPendingChanges()) ?? true
    }

    // MARK: Changing

    /// Adds `model` to the store at the next save. A stored `Codable` model with the same id is replaced.
    public func insert<T: PersistentModel>(_ model: T) {
        lock.withLock { registerInsert(model) }
    }

    /// Registers `model` as inserted; called with the lock held.
    func registerInsert(_ model: any PersistentModel) {
        let identity = ObjectIdentifier(model)
        if state.registrations[identity] != nil {
            state.registrations[identity]?.isDeleted = false
            return
        }
        let table = Self.tableName(of: type(of: model))
        let key = try? Self.key(of: model)
        var storedKey: String?
        var snapshot: Data?
        if let key, let previous = state.identities[table]?[key], let replaced = state.registrations[previous] {
            // A new instance for a key the context already knows: it takes the old one's place.
            storedKey = replaced.storedKey
            snapshot = replaced.snapshot
            state.registrations[previous] = nil
        }
        register(model, table: table, key: key, storedKey: storedKey, snapshot: snapshot)
    }

    /// Removes `model` from the store at the next save.
    public func delete<T: PersistentModel>(_ model: T) {
        lock.withLock {
            let identity = ObjectIdentifier(model)
            if let registration = state.registrations[identity] {
                if registration.storedKey == nil {
                    forget(identity)
                } else {
                    state.registrations[identity]?.isDeleted = true
                }
                return
            }
            // A model this context never saw: delete the stored row with its key.
            guard let key = try? Self.key(of: model) else { return }
            let table = Self.tableName(of: T.self)
            if let previous = state.identities[table]?[key] { state.registrations[previous] = nil }
            register(model, table: table, key: key, storedKey: key, snapshot: nil)
            state.registrations[identity]?.isDeleted = true
        }
    }

    /// Deletes, at the next save, every model of `model` matching `predicate` (all of them for `nil`).
    ///
    /// `includeSubclasses` is accepted as in SwiftData; a subclass is stored in a table of its own, so it never matches.
    public func delete<T: PersistentModel>(
        model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
    ) throws(PersistenceError) {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) {
            delete(found)
        }
    }

    /// Runs `block`, then saves what it changed, as SwiftData's `transaction(block:)`.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// The model of `id` this context remembers, if it remembers one of type `T`.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        lock.withLock {
            guard id.entityName == Self.tableName(of: T.self), let identity = state.identities[id.entityName]?[id.primaryKey] else {
                return nil
            }
            return state.registrations[identity]?.model as? T
        }
    }

    // MARK: Bookkeeping

    func locked<Result>(_ body: () throws(PersistenceError) -> Result) throws(PersistenceError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Remembers `model`; called with the lock held.
    func register(_ model: any PersistentModel, table: String, key: String?, storedKey: String?, snapshot: Data?) {
        let identity = ObjectIdentifier(model)
        state.registrations[identity] = Registration(
            model: model, table: table, storedKey: storedKey, snapshot: snapshot, sequence: state.nextSequence)
        state.nextSequence += 1
        if let key { state.identities[table, default: [:]][key] = identity }
        if !isReleasing { model.persistentBackingData.attach(to: self) }
    }

    /// Forgets the model `identity`; called with the lock held.
    func forget(_ identity: ObjectIdentifier) {
        guard let registration = state.registrations.removeValue(forKey: identity) else { return }
        for (key, registered) in state.identities[registration.table] ?? [:] where registered == identity {
            state.identities[registration.table]?[key] = nil
        }
        if !isReleasing, registration.model.modelContext === self { registration.model.persistentBackingData.attach(to: nil) }
    }

    // MARK: Keys

    /// The table of a model type: its name without the module (`TaskItem`).
    static func tableName(of type: any PersistentModel.Type) -> String {
        TypeIdentifier.identifier(for: type)
    }

    /// The key of a model's row: its backing data's key (`@Model`), or its id (`Codable` models).
    static func key<T: PersistentModel>(of model: T) throws(PersistenceError) -> String {
        if let key = model.persistentBackingData.primaryKey { return key }
        return try idKey(of: model.id, model: tableName(of: T.self))
    }

    /// An id as a row key: its JSON, without quotes when it is a string.
    static func idKey<ID: Encodable>(of id: ID, model: String) throws(PersistenceError) -> String {
        let json: Data
        do {
            json = try JSONEncoder().encode(id)
        } catch {
            throw .cannotEncode(model: model, reason: "its id: \(describeError(error))")
        }
        if let text = try? JSONDecoder().decode(String.self, from: json) { return text }
        return String(decoding: json, as: UTF8.self)
    }
}
