internal import Synchronization

extension PluginRuntime {
    /// The performer of intent `id` (its ``IntentLayout``), made the first time it is asked for.
    func intentPerformer(for id: String) throws(HandlerError) -> any IntentPerforming {
        if let known = performers.withLock({ $0.performer(for: id) }) { return known }
        let performer = Self.performer(of: try intentType(for: id))
        return performers.withLock { performers in performers.performer(for: id) ?? performers.add(performer, for: id) }
    }

    private static func performer<Intent: AppIntent>(of type: Intent.Type) -> any IntentPerforming {
        IntentLayout<Intent>.shared
    }

    /// The intent type with identifier `id`: the manifest's (or one a control has shown), or,
    /// when the host has not asked for the manifest (it had it cached), one of the intents
    /// registered at export (``exportedIntents``) before the manifest is derived for it.
    func intentType(for id: String) throws(HandlerError) -> any AppIntent.Type {
        if !isManifestBuilt, let type = exportedIntents[id] ?? intents.type(for: id) { return type }
        let built = try manifestForHandler()
        guard let type = built.intentTypes[id] ?? intents.type(for: id) else {
            throw .notFound("the plugin has no intent '\(id)'; its intents are \(built.intentTypes.keys.sorted().joined(separator: ", "))")
        }
        return type
    }

    /// The intents known without rendering anything, by identifier: the widgets' configuration
    /// intents, `additionalIntents` and the intents the plugin's own modules declare
    /// (``ModuleTypes``); found once. The manifest lists every one it can describe.
    var exportedIntents: [String: any AppIntent.Type] {
        if let known = exported.withLock({ $0 }) { return known }
        let definitions = makeDefinitions()
        var intents: [String: any AppIntent.Type] = [:]
        let configurations: [any AppIntent.Type] = definitions.compactMap(\.configurationIntent)
        for intent in configurations + additionalIntents + declaredIntents(of: definitions) {
            let id = TypeIdentifier.identifier(for: intent)
            if intents[id] == nil { intents[id] = intent }
        }
        exported.withLock { $0 = intents }
        return intents
    }
}

/// The performers of one plugin's intents, by identifier, the last one found kept apart: a host
/// that performs one intent again and again (a button tapped, a benchmark) finds it by comparing
/// one identifier, with no hashing.
struct IntentPerformers {
    private var byID: [String: any IntentPerforming] = [:]
    private var lastID = ""
    private var lastPerformer: (any IntentPerforming)?

    /// The performer of intent `id`, if it was added.
    mutating func performer(for id: String) -> (any IntentPerforming)? {
        if lastID == id, let lastPerformer { return lastPerformer }
        guard let found = byID[id] else { return nil }
        (lastID, lastPerformer) = (id, found)
        return found
    }

    /// Adds the performer of intent `id`, and returns it.
    mutating func add(_ performer: any IntentPerforming, for id: String) -> any IntentPerforming {
        byID[id] = performer
        (lastID, lastPerformer) = (id, performer)
        return performer
    }
}
