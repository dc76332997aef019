internal import CWidgetABI

// The one file of the SDK that touches the C ABI's pointers: the entry table,
// the host services table, C strings and result buffers. Everything else works
// with Swift strings and byte arrays.

/// The exported symbols of the generic handlers, as the manifest names them.
/// They must equal the `@c` names below.
enum GenericHandlerSymbol {
    static let perform = "widgethost_swift_perform"
    static let query = "widgethost_swift_query"
    static let timeline = "widgethost_swift_timeline"
    static let options = "widgethost_swift_options"
}

// MARK: - Generic handlers

/// `wh_status_t widgethost_swift_perform(const char *intent, const char *request, wh_buffer_t *result, wh_buffer_t *error)`:
/// performs an intent of an SDK plugin. The manifest points every intent's handler here. Not for plugin code.
@c(widgethost_swift_perform)
public func _widgethostSwiftPerform(
    _ intent: UnsafePointer<CChar>?, _ request: UnsafePointer<CChar>?, _ result: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?
) -> Int32 {
    PluginABI.handle(result: result, error: error) { runtime in
        let intent = PluginABI.string(intent)
        let request = PluginABI.string(request)
        return PluginABI.run { await runtime.perform(intentID: intent, request: request) }
    }
}

/// `wh_status_t widgethost_swift_query(const char *entity, const char *operation, const char *request, wh_buffer_t *result,
/// wh_buffer_t *error)`: runs an entity query of an SDK plugin. Not for plugin code.
@c(widgethost_swift_query)
public func _widgethostSwiftQuery(
    _ entity: UnsafePointer<CChar>?, _ operation: UnsafePointer<CChar>?, _ request: UnsafePointer<CChar>?,
    _ result: UnsafeMutableRawPointer?,
    _ error: UnsafeMutableRawPointer?
) -> Int32 {
    PluginABI.handle(result: result, error: error) { runtime in
        let entity = PluginABI.string(entity)
        let operation = PluginABI.string(operation)
        let request = PluginABI.string(request)
        return PluginABI.run { await runtime.query(entityID: entity, operation: operation, request: request) }
    }
}

/// `wh_status_t widgethost_swift_timeline(const char *kind, const char *operation, const char *request, wh_buffer_t *result,
/// wh_buffer_t *error)`: runs a widget's placeholder, snapshot or timeline of an SDK plugin. Not for plugin code.
@c(widgethost_swift_timeline)
public func _widgethostSwiftTimeline(
    _ kind: UnsafePointer<CChar>?, _ operation: UnsafePointer<CChar>?, _ request: UnsafePointer<CChar>?, _ result: UnsafeMutableRawPointer?,
    _ error: UnsafeMutableRawPointer?
) -> Int32 {
    PluginABI.handle(result: result, error: error) { runtime in
        let kind = PluginABI.string(kind)
        let operation = PluginABI.string(operation)
        let request = PluginABI.string(request)
        return PluginABI.run { await runtime.timeline(kind: kind, operation: operation, request: request) }
    }
}

/// `wh_status_t widgethost_swift_options(const char *intent, const char *parameter, wh_buffer_t *result, wh_buffer_t *error)`:
/// lists the options of a parameter with an `optionsProvider` of an SDK plugin. Not for plugin code.
@c(widgethost_swift_options)
public func _widgethostSwiftOptions(
    _ intent: UnsafePointer<CChar>?, _ parameter: UnsafePointer<CChar>?, _ result: UnsafeMutableRawPointer?,
    _ error: UnsafeMutableRawPointer?
) -> Int32 {
    PluginABI.handle(result: result, error: error) { runtime in
        let intent = PluginABI.string(intent)
        let parameter = PluginABI.string(parameter)
        return PluginABI.run { await runtime.options(intentID: intent, parameter: parameter) }
    }
}

// MARK: - Entry table

enum PluginABI {
    /// The plugin's `wh_plugin_entry_t`: allocated once, never freed, the same pointer every time.
    nonisolated(unsafe) static let entry: UnsafeRawPointer = {
        var table = wh_plugin_entry_t()
        table.abi_version = wh_version_t(
            major: UInt32(WH_ABI_VERSION_MAJOR), minor: UInt32(WH_ABI_VERSION_MINOR), patch: UInt32(WH_ABI_VERSION_PATCH))
        table.`init` = { host, error in PluginABI.initialize(host: host, error: error) }
        table.`deinit` = {
            do throws(DefaultsStoreError) {
                try DefaultsDomains.shared.flush()
            } catch {
                WidgetLog.error(error.description)
            }
            HostServices.uninstall()
        }
        table.get_manifest = { manifest, error in PluginABI.manifest(into: manifest, error: error) }
        table.free_buffer = { data in free(data) }
        // The SDK offers no plugin extension yet (widget_abi_extensions.h): NULL for every id.
        table.get_extension = { _ in nil }
        let pointer = UnsafeMutablePointer<wh_plugin_entry_t>.allocate(capacity: 1)
        pointer.initialize(to: table)
        return UnsafeRawPointer(pointer)
    }()

    private static func initialize(host: UnsafePointer<wh_host_services_t>?, error: UnsafeMutablePointer<wh_buffer_t>?) -> wh_status_t {
        guard let host else {
            write("init was called without host services", to: error)
            return status(.invalidArgument)
        }
        let version = host.pointee.abi_version
        guard version.major == UInt32(WH_ABI_VERSION_MAJOR) else {
            write(
                "the host implements ABI \(version.major).\(version.minor), but this plugin was built for ABI "
                    + "\(WH_ABI_VERSION_MAJOR).\(WH_ABI_VERSION_MINOR); rebuild the plugin with a matching WidgetSDK", to: error)
            return status(.unsupported)
        }
        HostServices.install(CHostServices(table: host))
        return status(nil)
    }

    private static func manifest(
        into manifest: UnsafeMutablePointer<wh_buffer_t>?, error: UnsafeMutablePointer<wh_buffer_t>?
    ) -> wh_status_t {
        guard let runtime = PluginRuntime.installed else {
            write("no plugin was exported: call exportPlugin(_:) from widgethost_plugin_entry", to: error)
            return status(.internal)
        }
        do {
            write(try runtime.manifest().bytes, to: manifest)
            return status(nil)
        } catch let failure {
            write(failure.description, to: error)
            return status(.internal)
        }
    }

    // MARK: Handler plumbing

    /// Runs a handler's async work for its C call (``BlockingBridge``), failing the call when it
    /// read the host's store and the read failed (``StorageReadFailures``).
    static func run(_ operation: @escaping @Sendable () async -> HandlerResult) -> HandlerResult {
        BlockingBridge.run { await StorageReadFailures.surfacing(operation) }
    }

    /// Runs a handler against the installed runtime and writes its result or error.
    ///
    /// The plugin's `UserDefaults` are brought up to date with the host's store before the handler
    /// runs, and what it changed there is stored before this returns (see ``DefaultsDomains``).
    static func handle(result: UnsafeMutableRawPointer?, error: UnsafeMutableRawPointer?, _ body: (PluginRuntime) -> HandlerResult) -> Int32
    {
        let errorBuffer = error?.assumingMemoryBound(to: wh_buffer_t.self)
        guard let runtime = PluginRuntime.installed else {
            write("no plugin was exported: call exportPlugin(_:) from widgethost_plugin_entry", to: errorBuffer)
            return status(.internal)
        }
        return respondKeepingDefaults(result: result, error: error) { body(runtime) }
    }

    /// Brings the plugin's `UserDefaults` up to date with the host's store, runs `body` (a handler or
    /// a preview), stores what it changed there, and writes its outcome (see ``DefaultsDomains``).
    static func respondKeepingDefaults(
        result: UnsafeMutableRawPointer?, error: UnsafeMutableRawPointer?, _ body: () -> HandlerResult
    ) -> Int32 {
        do throws(DefaultsStoreError) {
            try DefaultsDomains.shared.refresh()
        } catch let failure {
            return respond(.failure(failure.handlerError), result: result, error: error)
        }
        return respond(keepingDefaults(body()), result: result, error: error)
    }

    /// Stores what a handler changed in the plugin's `UserDefaults`; a successful outcome whose
    /// changes could not be stored becomes that failure (a failed one keeps its own, and the
    /// defaults' is logged).
    private static func keepingDefaults(_ outcome: HandlerResult) -> HandlerResult {
        do throws(DefaultsStoreError) {
            try DefaultsDomains.shared.flush()
            return outcome
        } catch {
            guard case .success = outcome else {
                WidgetLog.error(error.description)
                return outcome
            }
            return .failure(error.handlerError)
        }
    }

    /// Writes a handler's outcome to its result or error buffer and returns its `wh_status_t`.
    static func respond(_ outcome: HandlerResult, result: UnsafeMutableRawPointer?, error: UnsafeMutableRawPointer?) -> Int32 {
        switch outcome {
        case .success(let bytes):
            write(bytes, to: result?.assumingMemoryBound(to: wh_buffer_t.self))
            return status(nil)
        case .failure(let failure):
            write(failure.message, to: error?.assumingMemoryBound(to: wh_buffer_t.self))
            return status(failure.status)
        }
    }

    /// A C string argument as a Swift string; `nil` becomes empty.
    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// The `wh_status_t` of a handler status; `nil` is success.
    static func status(_ status: HandlerError.Status?) -> wh_status_t {
        let code =
            switch status {
            case nil: WH_STATUS_OK
            case .invalidArgument: WH_STATUS_INVALID_ARGUMENT
            case .notFound: WH_STATUS_NOT_FOUND
            case .failed: WH_STATUS_FAILED
            case .unsupported: WH_STATUS_UNSUPPORTED
            case .internal: WH_STATUS_INTERNAL
            case .unavailable: WH_STATUS_UNAVAILABLE
            }
        return wh_status_t(code)
    }

    private static func write(_ message: String, to buffer: UnsafeMutablePointer<wh_buffer_t>?) {
        write(Array(message.utf8), to: buffer)
    }

    /// Copies `bytes` into memory the plugin allocates (freed by `free_buffer`) and hands it to `buffer`.
    private static func write(_ bytes: [UInt8], to buffer: UnsafeMutablePointer<wh_buffer_t>?) {
        guard let buffer, !bytes.isEmpty, let memory = malloc(bytes.count) else { return }
        let data = memory.bindMemory(to: UInt8.self, capacity: bytes.count)
        data.initialize(from: bytes, count: bytes.count)
        buffer.pointee = wh_buffer_t(data: data, length: UInt64(bytes.count))
    }
}

// MARK: - Host services

/// The host's `wh_host_services_t`, as the SDK's ``HostServicing``.
///
/// The host keeps the table valid from `init` until `deinit` returns; `deinit` uninstalls this wrapper.
/// Reads go through the host's `widgethost.storage/2` extension when it offers it (a 1.1 host),
/// which tells "absent" from "the store failed"; a 1.0 host's `storage_get` cannot, so there a
/// failed read looks like an absent value.
final class CHostServices: HostServicing, @unchecked Sendable {
    // The tables are immutable and owned by the host; their functions are [any-thread].
    private let table: UnsafePointer<wh_host_services_t>
    private let storage: UnsafePointer<wh_host_storage_t>?
    let pluginID: String?
    let dataDirectory: URL?

    init(table: UnsafePointer<wh_host_services_t>) {
        self.table = table
        storage = wh_host_extension(table, WH_HOST_EXT_STORAGE)?.assumingMemoryBound(to: wh_host_storage_t.self)
        pluginID = table.pointee.plugin_id.map { String(cString: $0) }
        dataDirectory = table.pointee.data_directory.map { URL(fileURLWithPath: String(cString: $0), isDirectory: true) }
    }

    private var hostData: UnsafeMutableRawPointer? { table.pointee.host_data }

    func log(_ level: HostLogLevel, _ message: String) {
        guard let log = table.pointee.log else { return }
        message.withCString { log(hostData, level.rawValue, $0) }
    }

    func storedValue(forKey key: String) throws(HostStorageError) -> [UInt8]? {
        if let get = storage?.pointee.get {
            return try read(key) { key, buffer, capacity in
                var length: UInt64 = 0
                let status = get(hostData, key, buffer, capacity, &length)
                switch status {
                case wh_status_t(WH_STATUS_OK): return .length(Int(clamping: length))
                case wh_status_t(WH_STATUS_NOT_FOUND): return .absent
                default: return .failed(status)
                }
            }
        }
        guard let get = table.pointee.storage_get else { return nil }
        return try read(key) { key, buffer, capacity in
            let length = get(hostData, key, buffer, capacity)
            return length < 0 ? .absent : .length(Int(clamping: length))
        }
    }

    /// What one read of the store answered.
    private enum ReadAnswer {
        case length(Int)
        case absent
        case failed(wh_status_t)
    }

    /// Reads `key` with `get`, asking again with a larger buffer while the value does not fit.
    private func read(
        _ key: String, with get: (UnsafePointer<CChar>, UnsafeMutablePointer<UInt8>?, UInt64) -> ReadAnswer
    ) throws(HostStorageError) -> [UInt8]? {
        var capacity = 256
        while true {
            var buffer = [UInt8](repeating: 0, count: capacity)
            let answer = key.withCString { key in
                buffer.withUnsafeMutableBufferPointer { get(key, $0.baseAddress, UInt64(capacity)) }
            }
            switch answer {
            case .absent: return nil
            case .failed(let status): throw HostStorageError(key: key, status: status)
            case .length(let length) where length <= capacity: return Array(buffer.prefix(length))
            case .length(let length): capacity = length  // longer than the buffer (or grew meanwhile): ask again
            }
        }
    }

    func storeValue(_ bytes: [UInt8], forKey key: String) -> Bool {
        guard let set = table.pointee.storage_set else { return false }
        let status = key.withCString { key in
            bytes.withUnsafeBufferPointer { set(hostData, key, $0.baseAddress, UInt64(bytes.count)) }
        }
        return status == wh_status_t(WH_STATUS_OK)
    }

    func removeValue(forKey key: String) -> Bool {
        guard let remove = table.pointee.storage_remove else { return false }
        return key.withCString { remove(hostData, $0) } == wh_status_t(WH_STATUS_OK)
    }

    func reloadTimelines(ofKind kind: String) {
        guard let reload = table.pointee.reload_timelines else { return }
        kind.withCString { reload(hostData, $0) }
    }

    func reloadAllTimelines() {
        table.pointee.reload_all_timelines?(hostData)
    }

    func now() -> Date {
        guard let now = table.pointee.now else { return Date() }
        return Date(timeIntervalSince1970: now(hostData))
    }
}
