/// Why a ``ModelContainer`` or ``ModelContext`` operation failed, with what a plugin author needs to fix it.
public enum PersistenceError: Error, CustomStringConvertible, Sendable {
    /// The store lives in the plugin's data directory, but no host gave one (the plugin runs outside a host).
    case noDataDirectory(storeName: String)
    /// A store name that is empty or contains `/`.
    case invalidStoreName(String)
    /// More than one configuration was given; a container has exactly one store.
    case multipleConfigurations(count: Int)
    /// The store's directory could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// The store file could not be opened, read or written.
    case storeFailed(path: String, reason: String)
    /// A stored row could not be decoded into the model type (its properties changed incompatibly, or the row is corrupt).
    case cannotDecode(model: String, id: String, reason: String)
    /// A model could not be encoded (a property's `encode(to:)` threw).
    case cannotEncode(model: String, reason: String)
    /// The fetch descriptor's predicate threw while evaluating a model.
    case predicateFailed(model: String, reason: String)
    /// `save()` on a store configured with `allowsSave: false`.
    case saveNotAllowed(storeName: String)
    /// Reading a model needs itself first: its non-optional relationships lead round in a loop.
    case relationshipCycle(model: String, id: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noDataDirectory(let name):
            return "cannot open the model store '\(name)': no host gave this plugin a data directory; "
                + "run the plugin in a host, or use ModelConfiguration(url:) or ModelConfiguration(isStoredInMemoryOnly: true)"
        case .invalidStoreName(let name):
            return "'\(name)' is not a valid model store name; expected a non-empty name without '/'"
        case .multipleConfigurations(let count):
            return "a ModelContainer takes one ModelConfiguration, got \(count); use one container per store"
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create the model store directory \(path): \(reason)"
        case .storeFailed(let path, let reason):
            return "the model store \(path) failed: \(reason)"
        case .cannotDecode(let model, let id, let reason):
            return "the stored \(model) with id \(id) cannot be decoded: \(reason); its stored properties may have changed type"
        case .cannotEncode(let model, let reason):
            return "a \(model) cannot be encoded for storage: \(reason)"
        case .predicateFailed(let model, let reason):
            return "the predicate of a fetch of \(model) failed: \(reason)"
        case .saveNotAllowed(let name):
            return "cannot save into the model store '\(name)': its configuration has allowsSave: false"
        case .relationshipCycle(let model, let id):
            return "the stored \(model) with id \(id) cannot be read: its non-optional relationships lead back to it; "
                + "make one relationship of the loop optional"
        }
    }
}
