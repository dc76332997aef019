import Foundation
import WidgetHost
import WidgetWire

/// What a check runs on, in its child process: the plugin file, a host over the run's
/// state directory (plugins in process: the child is the isolation), the run's seed, and the
/// per-check time limit.
final class ValidationSubject {
    /// The plugin file.
    let path: String
    /// The seed of the randomised checks.
    let seed: UInt64
    /// The time limit of the check, in seconds (a call past a fraction of it is slow).
    let timeLimit: Double
    /// The host the plugin loads into.
    let host: PluginHost
    private var loadedPlugin: Result<LoadedPlugin, any Error>?

    init(path: String, seed: UInt64, timeLimit: Double, host: PluginHost) {
        self.path = path
        self.seed = seed
        self.timeLimit = timeLimit
        self.host = host
    }

    /// The plugin, loaded by the host as every command loads it; a plugin that does not load
    /// skips the check (the load and manifest checks say why).
    func plugin() throws -> LoadedPlugin {
        if loadedPlugin == nil { loadedPlugin = Result { try host.load(path) } }
        switch loadedPlugin {
        case .success(let plugin): return plugin
        case .failure(let error): throw CheckSkipped(reason: "the plugin does not load: \(reason(of: error))")
        case nil: throw CheckSkipped(reason: "the plugin does not load")
        }
    }

    /// The plugin and the items of its manifest `items` picks, skipping the check when there are none.
    func manifest<Items: Collection>(requiring items: (PluginManifest) -> Items, noun: String) throws -> (LoadedPlugin, Items) {
        let plugin = try plugin()
        let found = items(plugin.manifest)
        guard !found.isEmpty else { throw CheckSkipped(reason: "the plugin declares no \(noun)") }
        return (plugin, found)
    }

    /// A generator seeded from the run's seed and `salt` (the check's id), so each check draws its own sequence.
    func generator(_ salt: String) -> SeededGenerator {
        SeededGenerator(seed: salt.utf8.reduce(seed) { ($0 &* 31) &+ UInt64($1) })
    }

    /// How long `body` takes, in milliseconds, and what it returns.
    static func timed<Value>(_ body: () throws -> Value) rethrows -> (Value, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try body()
        return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
}

/// SplitMix64: a small, fast generator whose sequence a seed fixes, so that a randomised check's
/// failure can be replayed with `--seed`.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
