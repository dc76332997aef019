internal import WidgetWire

extension ModelContext {
    /// Writes every pending change in one transaction; nothing is written when one fails.
    ///
    /// Models that saved models relate to are inserted too. An inserted model whose
    /// `@Attribute(.unique)` value is already stored takes over that model's row (and its
    /// `persistentModelID`), as SwiftData's upsert does: the row is updated, not duplicated.
    public func save() throws(PersistenceError) {
        guard configuration.allowsSave else { throw .saveNotAllowed(storeName: configuration.name) }
        try locked { () throws(PersistenceError) in
            var encoded = try encodeForSave()
            try takeOverRowsWithUniqueValues(encoded: &encoded)
            var deletions: [ModelStore.Change] = []
            var upserts: [ModelStore.Change] = []
            var saved: [(identity: ObjectIdentifier, key: String, json: Data)] = []
            var removed: [ObjectIdentifier] = []
            // In the order the models were inserted, which is the order their rows keep (``ModelStore/rows(in:)``).
            for (identity, registration) in state.registrations.sorted(by: { $0.value.sequence < $1.value.sequence }) {
                if registration.isDeleted {
                    if let storedKey = registration.storedKey { deletions.append(.delete(table: registration.table, key: storedKey)) }
                    removed.append(identity)
                    continue
                }
                guard let json = encoded[identity] else { continue }
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

    /// The JSON of every model that is not deleted, after inserting the models they relate to; called with the lock held.
    private func encodeForSave() throws(PersistenceError) -> [ObjectIdentifier: Data] {
        var encoded: [ObjectIdentifier: Data] = [:]
        var queue = state.registrations.keys.sorted { state.registrations[$0]!.sequence < state.registrations[$1]!.sequence }
        while !queue.isEmpty {
            let identity = queue.removeFirst()
            guard encoded[identity] == nil, let registration = state.registrations[identity], !registration.isDeleted else { continue }
            let (json, related) = try PersistentRecord.encode(registration.model, in: self)
            encoded[identity] = json
            for model in related where state.registrations[ObjectIdentifier(model)] == nil {
                registerInsert(model)
                queue.append(ObjectIdentifier(model))
            }
        }
        return encoded
    }

    /// Gives each inserted model whose unique value is already stored (or inserted before it) the key of
    /// that model's row, and forgets the model it replaces; called with the lock held.
    private func takeOverRowsWithUniqueValues(encoded: inout [ObjectIdentifier: Data]) throws(PersistenceError) {
        let inserts = state.registrations.filter { !$0.value.isDeleted && $0.value.storedKey == nil }
            .sorted { $0.value.sequence < $1.value.sequence }
        var owners: [String: [String: [JSONValue: String]]] = [:]  // table → property → value → key
        for (identity, registration) in inserts {
            let unique = type(of: registration.model).schemaMetadata.filter(\.isUnique).map(\.name)
            guard !unique.isEmpty, let json = encoded[identity], let values = PersistentRecord.properties(of: json) else { continue }
            if owners[registration.table] == nil {
                owners[registration.table] = try storedUniqueValues(in: registration.table, properties: unique)
            }
            let ownKey = try Self.key(of: registration.model)
            let taken = unique.lazy.compactMap { name in values[name].flatMap { owners[registration.table]?[name]?[$0] } }.first {
                $0 != ownKey
            }
            if let taken {
                if let previous = state.identities[registration.table]?[taken], previous != identity {
                    forget(previous)
                    encoded[previous] = nil
                }
                registration.model.persistentBackingData.assign(primaryKey: taken)
                state.registrations[identity]?.storedKey = taken
                state.identities[registration.table, default: [:]][taken] = identity
            }
            let key = taken ?? ownKey
            for name in unique {
                if let value = values[name] { owners[registration.table, default: [:]][name, default: [:]][value] = key }
            }
        }
    }

    /// The unique properties' values of the stored rows of `table` that are not being deleted, with their rows' keys.
    private func storedUniqueValues(in table: String, properties: [String]) throws(PersistenceError) -> [String: [JSONValue: String]] {
        let deleted = Set(state.registrations.values.filter { $0.table == table && $0.isDeleted }.compactMap(\.storedKey))
        var values: [String: [JSONValue: String]] = [:]
        for row in try store.rows(in: table) where !deleted.contains(row.key) {
            guard let stored = PersistentRecord.properties(of: row.json) else { continue }
            for name in properties {
                if let value = stored[name] { values[name, default: [:]][value] = row.key }
            }
        }
        return values
    }

    /// Whether a save would write anything.
    func hasPendingChanges() throws(PersistenceError) -> Bool {
        try locked { () throws(PersistenceError) -> Bool in
            for registration in state.registrations.values {
                if registration.isDeleted {
                    if registration.storedKey != nil { return true }
                    continue
                }
                if registration.storedKey == nil { return true }
                if try PersistentRecord.encode(registration.model, in: self).json != registration.snapshot { return true }
                if try Self.key(of: registration.model) != registration.storedKey { return true }
            }
            return false
        }
    }
}
