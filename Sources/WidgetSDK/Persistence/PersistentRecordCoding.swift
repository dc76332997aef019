internal import WidgetWire

/// What one model's encoding or decoding shares with the property calls `@Model`'s code makes:
/// the context relationships are resolved in, and what the calls found.
///
/// Each encode or decode of one model runs synchronously on one thread with its own session as
/// ``current``; a related model read in the middle gets a session of its own.
final class PersistentCodingSession: @unchecked Sendable {
    /// The session of the model being encoded or decoded on this task.
    @TaskLocal static var current: PersistentCodingSession?

    /// The context that resolves relationship keys; `nil` outside one (then relationships cannot be read).
    let context: ModelContext?
    /// Encoding: the models the encoded one relates to, so that saving it inserts them too.
    var relatedModels: [any PersistentModel] = []
    /// Decoding: whether the model has optional or to-many relationships to restore once it is registered.
    var hasRelationships = false
    /// Restoring: the model whose relationships are being restored.
    var restoring: (any PersistentModel)?

    init(context: ModelContext?) {
        self.context = context
    }

    /// The key of `model`'s row, remembering the model so that a save inserts it.
    static func relate<T: PersistentModel>(_ model: T) throws -> String {
        current?.relatedModels.append(model)
        return try ModelContext.key(of: model)
    }

    /// The model of row `key` of `T`'s table, which a non-optional relationship needs.
    static func relatedModel<T: PersistentModel>(_ type: T.Type, key: String, property: String) throws -> T {
        guard let model = try relatedModelIfStored(type, key: key) else {
            throw PersistentRelationshipError(
                description:
                    "its relationship '\(property)' is to the \(ModelContext.tableName(of: T.self)) with id \(key), which is not stored")
        }
        return model
    }

    /// The model of row `key` of `T`'s table, or `nil` when there is no such row.
    static func relatedModelIfStored<T: PersistentModel>(_ type: T.Type, key: String) throws -> T? {
        guard let context = current?.context else {
            throw PersistentRelationshipError(description: "relationships are read through a ModelContext; this model was read outside one")
        }
        return try context.relatedModel(T.self, key: key)
    }
}

/// Turns models into the JSON rows the store keeps, and back.
enum PersistentRecord {
    /// `model`'s stored properties as JSON with sorted keys, and the models it relates to.
    static func encode(
        _ model: any PersistentModel, in context: ModelContext?
    ) throws(PersistenceError) -> (
        json: Data, related: [any PersistentModel]
    ) {
        let session = PersistentCodingSession(context: context)
        do {
            let json = try PersistentCodingSession.$current.withValue(session) {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                return try encoder.encode(StoredProperties(model: model))
            }
            return (json, session.relatedModels)
        } catch {
            throw .cannotEncode(model: ModelContext.tableName(of: type(of: model)), reason: describeError(error))
        }
    }

    /// The model stored as `json` in row `key`, and whether it has relationships left to restore.
    static func decode<T: PersistentModel>(
        _ type: T.Type, from json: Data, key: String, in context: ModelContext?
    ) throws(PersistenceError)
        -> (model: T, hasRelationships: Bool)
    {
        let session = PersistentCodingSession(context: context)
        do {
            let read = try PersistentCodingSession.$current.withValue(session) { try JSONDecoder().decode(ReadModel<T>.self, from: json) }
            return (read.model, session.hasRelationships)
        } catch let error as PersistenceError {
            throw error
        } catch {
            throw .cannotDecode(model: ModelContext.tableName(of: T.self), id: key, reason: describeError(error))
        }
    }

    /// Sets `model`'s optional and to-many relationships from its row's `json`.
    static func restoreRelationships(
        of model: any PersistentModel, from json: Data, key: String, in context: ModelContext
    ) throws(PersistenceError) {
        let session = PersistentCodingSession(context: context)
        session.restoring = model
        do {
            _ = try PersistentCodingSession.$current.withValue(session) { try JSONDecoder().decode(RestoredRelationships.self, from: json) }
        } catch let error as PersistenceError {
            throw error
        } catch {
            throw .cannotDecode(model: ModelContext.tableName(of: type(of: model)), id: key, reason: describeError(error))
        }
    }

    /// The stored properties of a row, for comparing unique values; `nil` when the JSON is not an object.
    static func properties(of json: Data) -> [String: JSONValue]? {
        (try? JSONDecoder().decode(JSONValue.self, from: json))?.objectValue
    }

    private struct StoredProperties: Encodable {
        let model: any PersistentModel
        func encode(to encoder: any Encoder) throws { try model.encodePersistentProperties(to: encoder) }
    }

    private struct ReadModel<T: PersistentModel>: Decodable {
        let model: T
        init(from decoder: any Decoder) throws { model = try T(persistentPropertiesFrom: decoder) }
    }

    private struct RestoredRelationships: Decodable {
        init(from decoder: any Decoder) throws {
            try PersistentCodingSession.current?.restoring?.restorePersistentRelationships(from: decoder)
        }
    }
}
