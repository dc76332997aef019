internal import Synchronization

/// Every intent type a plugin has met, by identifier: configuration intents,
/// intents of rendered Buttons and Toggles, and `additionalIntents`.
///
/// A perform request names an intent by identifier; the registry turns it back
/// into a Swift type. Each plugin's ``PluginRuntime`` has its own (an SDK library
/// may serve several plugins); ``current`` is the one of the plugin being called.
final class IntentRegistry: Sendable {
    private struct State {
        var types: [String: any AppIntent.Type] = [:]
        var order: [String] = []
        /// Identifiers two different types claim, with the qualified names of every claimant.
        var conflicts: [String: [String]] = [:]
        /// The identifier of each type met, by the type's address, so a Button made again does not derive it
        /// from the type's name again.
        var identifiers = TypeTable<String>()
    }

    private let state = Mutex(State())

    /// The registry of code that runs outside any plugin's call (unit tests of views and intents).
    private static let unattached = IntentRegistry()

    /// The registry of the plugin being called (``PluginRuntime/current``), else of the one plugin
    /// with a host attached, else one for code that runs outside any plugin.
    static var current: IntentRegistry {
        (PluginRuntime.current ?? PluginSlots.soleAttached)?.intents ?? unattached
    }

    /// Records `type` and returns its identifier.
    @discardableResult
    func register(_ type: any AppIntent.Type) -> String {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        if let known = state.withLock({ $0.identifiers.value(for: key) }) { return known }
        let id = TypeIdentifier.identifier(for: type)
        state.withLock { state in
            state.identifiers.insert(id, for: key)
            if let existing = state.types[id] {
                if existing != type {
                    var names = state.conflicts[id] ?? [String(reflecting: existing)]
                    if !names.contains(String(reflecting: type)) { names.append(String(reflecting: type)) }
                    state.conflicts[id] = names
                }
            } else {
                state.types[id] = type
                state.order.append(id)
            }
        }
        return id
    }

    /// The intent type with identifier `id`, if the plugin has met it.
    func type(for id: String) -> (any AppIntent.Type)? {
        state.withLock { $0.types[id] }
    }

    /// Every identifier, in the order the types were first met.
    var identifiers: [String] {
        state.withLock { $0.order }
    }

    /// How many identifiers there are (``identifiers`` grows at its end).
    var count: Int {
        state.withLock { $0.order.count }
    }

    /// Identifiers claimed by more than one type, with the qualified type names.
    var conflicts: [String: [String]] {
        state.withLock { $0.conflicts }
    }
}
