extension ModelContext {
    /// The models `descriptor` selects: stored ones and, unless it says otherwise, unsaved inserts, minus unsaved deletes.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws(PersistenceError) -> [T] {
        let table = Self.tableName(of: T.self)
        let rows = try store.rows(in: table)
        var models = try locked { () throws(PersistenceError) -> [T] in
            var models: [T] = []
            var storedKeys = Set<String>()
            for row in rows {
                storedKeys.insert(row.key)
                if let identity = state.identities[table]?[row.key], let registration = state.registrations[identity],
                    try !isStale(registration, storedAs: row.json)
                {
                    if registration.isDeleted && descriptor.includePendingChanges { continue }
                    if let model = registration.model as? T { models.append(model) }
                    continue
                }
                models.append(try read(T.self, table: table, key: row.key, json: row.json))
            }
            if descriptor.includePendingChanges {
                var inserted: [Registration] = []
                for registration in state.registrations.values where registration.table == table && !registration.isDeleted {
                    if let storedKey = registration.storedKey {
                        // A saved model whose row is gone: deleted by another context, unless changed here since.
                        if storedKeys.contains(storedKey) { continue }
                        if try isStale(registration, storedAs: nil) { continue }
                    }
                    inserted.append(registration)
                }
                inserted.sort { $0.sequence < $1.sequence }
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

    /// The model of row `key` of `T`'s table, for a relationship: the remembered one, or the stored
    /// one read now; `nil` when there is no such row or its model is deleted.
    func relatedModel<T: PersistentModel>(_ type: T.Type, key: String) throws(PersistenceError) -> T? {
        try locked { () throws(PersistenceError) -> T? in
            let table = Self.tableName(of: T.self)
            let json = try store.row(in: table, key: key)
            if let identity = state.identities[table]?[key], let registration = state.registrations[identity],
                try !isStale(registration, storedAs: json)
            {
                return registration.isDeleted ? nil : registration.model as? T
            }
            guard let json else { return nil }
            return try read(T.self, table: table, key: key, json: json)
        }
    }

    /// Whether `registration`'s model is older than its stored row `json` (`nil`: the row is gone):
    /// another context saved the row since this one read or wrote it, and this one has not changed
    /// the model since. Such a model is read again, as SwiftData merges a save into the container's
    /// other contexts; a model with unsaved changes keeps them. Called with the lock held.
    private func isStale(_ registration: Registration, storedAs json: Data?) throws(PersistenceError) -> Bool {
        guard let snapshot = registration.snapshot, !registration.isDeleted, snapshot != json else { return false }
        guard try PersistentRecord.encode(registration.model, in: self).json == snapshot else { return false }
        forget(ObjectIdentifier(registration.model))
        return true
    }

    /// Reads the stored row `key` into a new model and remembers it; called with the lock held.
    ///
    /// Non-optional relationships are read on the way (a loop of them is an error); optional and
    /// to-many ones are restored once the outermost read is done, so that relationships leading
    /// back to a model being read find it.
    private func read<T: PersistentModel>(_ type: T.Type, table: String, key: String, json: Data) throws(PersistenceError) -> T {
        let marker = "\(table)/\(key)"
        guard !state.reading.contains(marker) else { throw .relationshipCycle(model: table, id: key) }
        let isOutermost = state.reading.isEmpty
        state.reading.insert(marker)
        defer { state.reading.remove(marker) }
        do throws(PersistenceError) {
            let decoded = try PersistentRecord.decode(T.self, from: json, key: key, in: self)
            decoded.model.persistentBackingData.assign(primaryKey: key)
            register(decoded.model, table: table, key: key, storedKey: key, snapshot: nil)
            state.pendingRestores.append((decoded.model, decoded.hasRelationships ? json : Data(), key))
            if isOutermost { try finishReads() }
            return decoded.model
        } catch {
            if isOutermost { state.pendingRestores.removeAll() }
            throw error
        }
    }

    /// Restores the relationships of the models read, then records what each looks like as read.
    private func finishReads() throws(PersistenceError) {
        var finished: [any PersistentModel] = []
        while !state.pendingRestores.isEmpty {
            let (model, json, key) = state.pendingRestores.removeFirst()
            if !json.isEmpty { try PersistentRecord.restoreRelationships(of: model, from: json, key: key, in: self) }
            finished.append(model)
        }
        for model in finished {
            state.registrations[ObjectIdentifier(model)]?.snapshot = try PersistentRecord.encode(model, in: self).json
        }
    }
}
