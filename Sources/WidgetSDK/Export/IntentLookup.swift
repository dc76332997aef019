internal import Synchronization

extension PluginRuntime {
    /// The performer of intent `id` (its ``IntentLayout``), made the first time it is asked for.
    func intentPerformer(for id: String) throws(HandlerError) -> any IntentPerforming {
        if let known = performers.withLock({ $0[id] }) { return known }
        let performer = Self.performer(of: try intentType(for: id))
        return performers.withLock { performers in
            if let known = performers[id] { return known }
            performers[id] = performer
            return performer
        }
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
