internal import Synchronization

/// What the host offers plugin code: logging, a durable key-value store, timeline reloads and the clock.
///
/// The host hands its `wh_host_services_t` table to the plugin's `init`; the
/// SDK wraps it (``CHostServices``) and installs it here. Until then, and in
/// unit tests that never load the plugin into a host, ``ProcessLocalHostServices``
/// answers: values live in process memory, logs go to standard error, the
/// clock is the system clock and reload requests have nowhere to go.
protocol HostServicing: Sendable {
    /// The identifier the host knows the plugin by, if a host is attached.
    var pluginID: String? { get }
    /// A durable directory private to the plugin, if a host is attached.
    var dataDirectory: URL? { get }
    /// Writes one line to the host's log.
    func log(_ level: HostLogLevel, _ message: String)
    /// The bytes stored under `key`, or `nil` when none are.
    ///
    /// - Throws: ``HostStorageError`` when the host could not read its store (the value may exist).
    func storedValue(forKey key: String) throws(HostStorageError) -> [UInt8]?
    /// Stores `bytes` under `key` durably; `false` when the host refused.
    func storeValue(_ bytes: [UInt8], forKey key: String) -> Bool
    /// Removes the value under `key`; `false` when the host refused.
    func removeValue(forKey key: String) -> Bool
    /// Asks the host to reload every widget of `kind`.
    func reloadTimelines(ofKind kind: String)
    /// Asks the host to reload every widget of the plugin.
    func reloadAllTimelines()
    /// The host's current time.
    func now() -> Date
}

/// The levels of the host's log (`WH_LOG_*`).
enum HostLogLevel: Int32, Sendable {
    case debug = 0
    case info = 1
    case warning = 2
    case error = 3

    var name: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }
}

/// The services plugin code currently uses: those of the plugin being called, or a stand-in.
///
/// Each plugin's `init` attaches the host's table to its own ``PluginRuntime``; every call into the
/// plugin runs with that runtime as ``PluginRuntime/current``, so two plugins that share one SDK
/// library each reach their own host services (store, clock, log, reloads).
enum HostServices {
    /// The services of code that runs outside any plugin's call, when no one plugin has a host
    /// attached: process-local ones, unless unit tests install others.
    private static let installed = Mutex<any HostServicing>(ProcessLocalHostServices())

    /// Services bound to one task and the tasks it starts (a test's, through WidgetSDKTesting),
    /// which plugin code on that task uses instead of any other.
    @TaskLocal static var scoped: (any HostServicing)?

    /// The services in use: the task's scoped ones, else those of the plugin being called (or, outside
    /// any call, of the one plugin with a host attached: its code on threads of its own), else the installed ones.
    static var current: any HostServicing {
        if let scoped { return scoped }
        let plugin = PluginRuntime.current ?? PluginSlots.soleAttached
        return plugin?.attachedServices ?? installed.withLock { $0 }
    }

    /// Makes `services` the ones code outside any plugin's call uses (unit tests of SDK code).
    static func install(_ services: any HostServicing) {
        installed.withLock { $0 = services }
    }

    /// Returns to process-local services for code outside any plugin's call.
    static func uninstall() {
        installed.withLock { $0 = ProcessLocalHostServices() }
    }

    /// The plugin's private, durable data directory (`wh_host_services_t.data_directory`),
    /// or `nil` when no host is attached. For SDK features that keep files, such as persistence.
    static var dataDirectory: URL? {
        current.dataDirectory
    }
}

/// Host services for a process with no host: memory, standard error and a clock (the system
/// clock unless given another). WidgetSDKTesting gives each test one of its own, with its clock.
package final class ProcessLocalHostServices: HostServicing {
    private let values = Mutex<[String: [UInt8]]>([:])
    private let reloads = Mutex<[String]>([])
    private let clock: @Sendable () -> Date
    package let dataDirectory: URL?

    /// Services keeping values in memory, with `dataDirectory` as the plugin's data directory and `clock` as its time.
    package init(dataDirectory: URL? = nil, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.dataDirectory = dataDirectory
        self.clock = clock
    }

    var pluginID: String? { nil }

    /// The keys stored, sorted.
    package var storedKeys: [String] {
        values.withLock { $0.keys.sorted() }
    }

    /// The kinds whose reload was asked for, in order; `*` for every kind.
    package var reloadRequests: [String] {
        reloads.withLock { $0 }
    }

    /// Forgets every stored value and reload request.
    package func removeAll() {
        values.withLock { $0.removeAll() }
        reloads.withLock { $0.removeAll() }
    }

    func log(_ level: HostLogLevel, _ message: String) {
        FileHandle.standardError.write(Data("[\(level.name)] \(message)\n".utf8))
    }

    func storedValue(forKey key: String) throws(HostStorageError) -> [UInt8]? {
        values.withLock { $0[key] }
    }

    func storeValue(_ bytes: [UInt8], forKey key: String) -> Bool {
        values.withLock { $0[key] = bytes }
        return true
    }

    func removeValue(forKey key: String) -> Bool {
        values.withLock { $0[key] = nil }
        return true
    }

    func reloadTimelines(ofKind kind: String) {
        reloads.withLock { $0.append(kind) }
    }

    func reloadAllTimelines() {
        reloads.withLock { $0.append("*") }
    }

    func now() -> Date { clock() }
}
