import WidgetHost
import WidgetWire

/// The entity checks: an entity's queries agree with each other, as the pickers and the host's
/// re-resolution of stored ids rely on.
enum EntityChecks {
    static let all: [any ValidationCheck] = [
        Check("entity.suggested-resolve", "Suggested entities resolve through entities(for:)") { subject in
            try eachEntity(subject, having: { $0.suggested }) { plugin, entity in
                let suggested = try plugin.query(entity: entity.id, .suggested).map(\.id)
                let resolved = Set(try plugin.query(entity: entity.id, .identifiers(suggested)).map(\.id))
                return suggested.filter { !resolved.contains($0) }.map { "\(entity.id): suggested id '\($0)' does not resolve" }
            }
        },
        Check("entity.default-among", "defaultResult is among the suggested entities (or resolves)") { subject in
            try eachEntity(subject, having: { $0.defaultResult }) { plugin, entity in
                guard let first = try plugin.query(entity: entity.id, .defaultResult).first else { return [] }
                let known: [String] =
                    entity.queries.suggested != nil
                    ? try plugin.query(entity: entity.id, .suggested).map(\.id)
                    : try plugin.query(entity: entity.id, .identifiers([first.id])).map(\.id)
                return known.contains(first.id) ? [] : ["\(entity.id): the default '\(first.id)' is not among \(known.count) known ids"]
            }
        },
        Check("entity.matching-empty", "entities(matching: \"\") answers") { subject in
            try eachEntity(subject, having: { $0.matching }) { plugin, entity in
                _ = try plugin.query(entity: entity.id, .matching(""))
                return []
            }
        },
        Check("entity.unknown-ids", "entities(for:) leaves unknown ids out") { subject in
            var generator = subject.generator("entity.unknown-ids")
            return try eachEntity(subject, having: { $0.entities }) { plugin, entity in
                // Unknown ids in UUID form, then, if the plugin refuses those as not its ids (an entity whose ID is
                // an Int), in integer form.
                let uuids = (0..<3).map { _ in ParameterBaseline.unknownIdentifier(&generator) }
                let integers = (0..<3).map { _ in String(8_000_000_000 + Int(generator.next() % 1_000_000_000)) }
                if let problems = try unknownIDsLeftOut(uuids, of: entity, in: plugin) { return problems }
                if let problems = try unknownIDsLeftOut(integers, of: entity, in: plugin) { return problems }
                return ["\(entity.id): entities(for:) refused unknown ids in UUID and in integer form as invalid arguments"]
            }
        },
    ]

    /// What entities(for:) did wrong with `unknown` ids (the ids it returned), or `nil` when it refused them as
    /// invalid arguments (ids of another form than the entity's).
    private static func unknownIDsLeftOut(_ unknown: [String], of entity: EntityDescriptor, in plugin: LoadedPlugin) throws -> [String]? {
        do {
            let returned = try plugin.query(entity: entity.id, .identifiers(unknown)).map(\.id).filter(unknown.contains)
            return returned.map { "\(entity.id): entities(for:) returned the unknown id '\($0)'" }
        } catch PluginCallError.handlerFailed(_, _, _, let status, _) where status == 1 {
            return nil
        }
    }

    /// Runs `body` on each entity that declares the query `handler`; fails with the problems it lists.
    private static func eachEntity(
        _ subject: ValidationSubject, having handler: (EntityQueryHandlers) -> HandlerDescriptor?,
        _ body: (LoadedPlugin, EntityDescriptor) throws -> [String]
    ) throws -> CheckOutcome {
        let (plugin, entities) = try subject.manifest(
            requiring: { $0.entities.filter { handler($0.queries) != nil } },
            noun: "entity with that query")
        var problems: [String] = []
        for entity in entities {
            do {
                problems += try body(plugin, entity)
            } catch {
                problems.append("\(entity.id): \(reason(of: error))")
            }
        }
        return .failing(problems, passing: "\(entities.count) entit\(entities.count == 1 ? "y" : "ies")")
    }
}
