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
/// inserted models, the deleted ones, and every remembered model whose
/// properties changed since it was read. A context with ``autosaveEnabled``
/// also saves when it is released; errors are then only logged, so call
/// `save()` where a failure matters.
public final class ModelContext: @unchecked Sendable {
    // `lock` guards `state` and `autosave`; `store` and `configuration` are immutable.
    private let lock = NSRecursiveLock()
    private var state = State()
    private var autosave: Bool
    let store: ModelStore
    let configuration: ModelConfiguration

    /// A model the context remembers.
    private struct Registration {
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

    private struct State {
        var registrations: [ObjectIdentifier: Registration] = [:]
        /// The registered model of each stored or inserted key, per table.
        var identities: [String: [String: ObjectIdentifier]] = [:]
        var nextSequence = 0
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

    /// Whether a save would write anything: inserted or deleted models, or changed properties.
    public var hasChanges: Bool {
        (try? hasPendingChanges()) ?? true
    }

    // MARK: Changing

    /// Adds `model` to the store at the next save. A stored model with the same id is replaced.
    public func insert<T: PersistentModel>(_ model: T) {
        lock.withLock {
            let identity = ObjectIdentifier(model)
            if state.registrations[identity] != nil {
                state.registrations[identity]?.isDeleted = false
                return
            }
            let table = Self.tableName(of: T.self)
            let key = try? Self.key(of: model)
            var storedKey: String?
            var snapshot: Data?
            if let key, let previous = state.identities[table]?[key], let replaced = state.registrations[previous] {
                // A new instance for an id the context already knows: it takes the old one's place.
                storedKey = replaced.storedKey
                snapshot = replaced.snapshot
                state.registrations[previous] = nil
            }
            register(model, table: table, key: key, storedKey: storedKey, snapshot: snapshot)
        }
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
            // A model this context never saw: delete the stored row with its id.
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

    /// Writes every pending change in one transaction; nothing is written when one fails.
    public func save() throws(PersistenceError) {
        guard configuration.allowsSave else { throw .saveNotAllowed(storeName: configuration.name) }
        try locked { () throws(PersistenceError) in
            var deletions: [ModelStore.Change] = []
            var upserts: [ModelStore.Change] = []
            var saved: [(identity: ObjectIdentifier, key: String, json: Data)] = []
            var removed: [ObjectIdentifier] = []
            for (identity, registration) in state.registrations {
                if registration.isDeleted {
                    if let storedKey = registration.storedKey { deletions.append(.delete(table: registration.table, key: storedKey)) }
                    removed.append(identity)
                    continue
                }
                let json = try Self.encode(registration.model)
                let key = try Self.key(of: registration.model)
                guard registration.storedKey != key || registration.snapshot != json else { continue }
                if let storedKey = registration.storedKey, storedKey != key {
                    deletions.append(.delete(table: registration.table, key: storedKey))
                }
                upserts.append(.upsert(table: registration.table, key: key, json: json))
                saved.append((identity, key, json))
            }
            try store.apply(deletions + upserts)
            for identity in removed { forget(identity) }
            for (identity, key, json) in saved {
                guard var registration = state.registrations[identity] else { continue }
                if let storedKey = registration.storedKey, storedKey != key { state.identities[registration.table]?[storedKey] = nil }
                registration.storedKey = key
                registration.snapshot = json
                state.registrations[identity] = registration
                state.identities[registration.table, default: [:]][key] = identity
            }
        }
    }

    // MARK: Fetching

    /// The models `descriptor` selects: stored ones and, unless it says otherwise, unsaved inserts, minus unsaved deletes.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws(PersistenceError) -> [T] {
        let table = Self.tableName(of: T.self)
        let rows = try store.rows(in: table)
        var models = try locked { () throws(PersistenceError) -> [T] in
            var models: [T] = []
            var storedKeys = Set<String>()
            for row in rows {
                storedKeys.insert(row.key)
                if let identity = state.identities[table]?[row.key], let registration = state.registrations[identity] {
                    if registration.isDeleted && descriptor.includePendingChanges { continue }
                    if let model = registration.model as? T { models.append(model) }
                    continue
                }
                let model = try Self.decode(T.self, from: row.json, key: row.key)
                register(model, table: table, key: row.key, storedKey: row.key, snapshot: try Self.encode(model))
                models.append(model)
            }
            if descriptor.includePendingChanges {
                let inserted = state.registrations.values
                    .filter { $0.table == table && !$0.isDeleted && ($0.storedKey.map { !storedKeys.contains($0) } ?? true) }
                    .sorted { $0.sequence < $1.sequence }
                models += inserted.compactMap { $0.model as? T }
            }
            return models
        }
        if let predicate = descriptor.predicate {
            do {
                models = try models.filter { try predicate.evaluate($0) }
            } catch {
                throw .predicateFailed(model: table, reason: describeError(error))
            }
        }
        if !descriptor.sortBy.isEmpty {
            models.sort(using: descriptor.sortBy)
        }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), models.count)
        let limit = descriptor.fetchLimit.map { max($0, 0) } ?? models.count
        return Array(models[offset...].prefix(limit))
    }

    /// How many models `descriptor` selects.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws(PersistenceError) -> Int {
        try fetch(descriptor).count
    }

    // MARK: Bookkeeping

    private func locked<Result>(_ body: () throws(PersistenceError) -> Result) throws(PersistenceError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func register(_ model: any PersistentModel, table: String, key: String?, storedKey: String?, snapshot: Data?) {
        let identity = ObjectIdentifier(model)
        state.registrations[identity] = Registration(
            model: model, table: table, storedKey: storedKey, snapshot: snapshot, sequence: state.nextSequence)
        state.nextSequence += 1
        if let key { state.identities[table, default: [:]][key] = identity }
    }

    private func forget(_ identity: ObjectIdentifier) {
        guard let registration = state.registrations.removeValue(forKey: identity) else { return }
        for (key, registered) in state.identities[registration.table] ?? [:] where registered == identity {
            state.identities[registration.table]?[key] = nil
        }
    }

    private func hasPendingChanges() throws(PersistenceError) -> Bool {
        try locked { () throws(PersistenceError) -> Bool in
            for registration in state.registrations.values {
                if registration.isDeleted {
                    if registration.storedKey != nil { return true }
                    continue
                }
                if registration.storedKey == nil { return true }
                if try Self.encode(registration.model) != registration.snapshot { return true }
                if try Self.key(of: registration.model) != registration.storedKey { return true }
            }
            return false
        }
    }

    // MARK: Encoding

    /// The table of a model type: its name without the module (`TaskItem`).
    static func tableName(of type: any PersistentModel.Type) -> String {
        TypeIdentifier.identifier(for: type)
    }

    /// A model's id as the key of its row: the id's JSON, without quotes when it is a string.
    static func key<T: PersistentModel>(of model: T) throws(PersistenceError) -> String {
        let json: Data
        do {
            json = try JSONEncoder().encode(model.id)
        } catch {
            throw .cannotEncode(model: tableName(of: T.self), reason: "its id: \(describeError(error))")
        }
        if let text = try? JSONDecoder().decode(String.self, from: json) { return text }
        return String(decoding: json, as: UTF8.self)
    }

    private static func encode(_ model: any PersistentModel) throws(PersistenceError) -> Data {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return try encoder.encode(model)
        } catch {
            throw .cannotEncode(model: tableName(of: type(of: model)), reason: describeError(error))
        }
    }

    private static func decode<T: PersistentModel>(_ type: T.Type, from json: Data, key: String) throws(PersistenceError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: json)
        } catch {
            throw .cannotDecode(model: tableName(of: T.self), id: key, reason: describeError(error))
        }
    }
}
