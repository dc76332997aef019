internal import Synchronization

/// What the SDK keeps for one `@Model` instance: the key of its row and the context it belongs to.
///
/// `@Model` adds `public let persistentBackingData = PersistentBackingData()` to the class: a new
/// instance gets a fresh key (a UUID), which its first save stores and every later read restores,
/// so `persistentModelID` stays the same across reopens.
public final class PersistentBackingData: Sendable {
    private struct State {
        var primaryKey: String?
        weak var context: ModelContext?
    }

    private let state: Mutex<State>

    /// A new model's backing data: a fresh key and no context.
    public init() {
        state = Mutex(State(primaryKey: UUID().uuidString, context: nil))
    }

    /// The backing data of a `Codable` model, which has no key of its own (its `id` is the key).
    init(identifiedByID: Void) {
        state = Mutex(State(primaryKey: nil, context: nil))
    }

    /// The key of the model's row; `nil` for a `Codable` model, keyed by its `id`.
    var primaryKey: String? { state.withLock { $0.primaryKey } }

    /// The context the model belongs to.
    var context: ModelContext? { state.withLock { $0.context } }

    /// Makes `key` the model's key: the row it was read from, or the row a unique value made it take over.
    func assign(primaryKey key: String) {
        state.withLock { state in
            if state.primaryKey != nil { state.primaryKey = key }
        }
    }

    /// Records the context the model now belongs to, or none.
    func attach(to context: ModelContext?) {
        state.withLock { $0.context = context }
    }
}
