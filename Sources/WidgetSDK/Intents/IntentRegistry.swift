internal import Synchronization

/// Every intent type the plugin has met, by identifier: configuration intents,
/// intents of rendered Buttons and Toggles, and `additionalIntents`.
///
/// A perform request names an intent by identifier; the registry turns it back
/// into a Swift type. Each plugin `.so` has its own copy of the SDK, so this
/// registry is per plugin.
enum IntentRegistry {
    private struct State {
        var types: [String: any AppIntent.Type] = [:]
        var order: [String] = []
        /// Identifiers two different types claim, with the qualified names of every claimant.
        var conflicts: [String: [String]] = [:]
    }

    private static let state = Mutex(State())

    /// Records `type` and returns its identifier.
    @discardableResult
    static func register(_ type: any AppIntent.Type) -> String {
        let id = TypeIdentifier.identifier(for: type)
        state.withLock { state in
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
    static func type(for id: String) -> (any AppIntent.Type)? {
        state.withLock { $0.types[id] }
    }

    /// Every identifier, in the order the types were first met.
    static var identifiers: [String] {
        state.withLock { $0.order }
    }

    /// Identifiers claimed by more than one type, with the qualified type names.
    static var conflicts: [String: [String]] {
        state.withLock { $0.conflicts }
    }
}
