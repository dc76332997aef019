internal import CPluginSlots
internal import CWidgetABI
internal import WidgetWire

// The one file of the SDK that touches the C ABI's pointers: the entry table,
// the host services table, C strings and result buffers. Everything else works
// with Swift strings and byte arrays.

// MARK: - Entry table

enum PluginABI {
    /// Attaches the host's services to the plugin in `slot`, after checking the host's ABI version.
    static func initialize(slot: Int, host: UnsafePointer<wh_host_services_t>?, error: UnsafeMutablePointer<wh_buffer_t>?) -> wh_status_t {
        guard let runtime = PluginSlots.runtime(at: slot) else {
            write(
                "this WidgetSDK serves at most \(WH_PLUGIN_SLOT_COUNT) plugins in one process, and every one is taken; "
                    + "run this plugin in a worker, or load fewer plugins built against this SDK", to: error)
            return status(.unsupported)
        }
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
        runtime.attach(CHostServices(table: host))
        return status(nil)
    }

    /// Stores what the plugin in `slot` left in its `UserDefaults` and detaches the host's services.
    static func finish(slot: Int) {
        guard let runtime = PluginSlots.runtime(at: slot) else { return }
        runtime.bound {
            do throws(DefaultsStoreError) {
                try DefaultsDomains.shared.flush()
            } catch {
                WidgetLog.error(error.description)
            }
        }
        runtime.attach(nil)
    }

    /// Writes the manifest of the plugin in `slot`.
    static func manifest(
        slot: Int, into manifest: UnsafeMutablePointer<wh_buffer_t>?, error: UnsafeMutablePointer<wh_buffer_t>?
    ) -> wh_status_t {
        guard let runtime = PluginSlots.runtime(at: slot) else {
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

    /// Runs a handler's async work for its C call `call` (``BlockingBridge``), failing the call
    /// when it read the host's store and the read failed (``StorageReadFailures``).
    static func run(_ call: PluginCall, _ operation: @escaping @Sendable () async -> HandlerResult) -> HandlerResult {
        StorageReadFailures.surfacing(in: call) { BlockingBridge.run(operation) }
    }

    /// Runs a handler against the runtime in slot `slot` (a decimal C string; `nil`: slot 0), bound
    /// as the ``PluginCall/current`` call (whose failed reads of the host's store are recorded),
    /// and writes its result or error.
    ///
    /// The plugin's `UserDefaults` are brought up to date with the host's store before the handler
    /// runs, and what it changed there is stored before this returns (see ``DefaultsDomains``).
    static func handle(
        slot: UnsafePointer<CChar>?, result: UnsafeMutableRawPointer?, error: UnsafeMutableRawPointer?,
        _ body: (PluginCall) -> HandlerResult
    ) -> Int32 {
        let errorBuffer = error?.assumingMemoryBound(to: wh_buffer_t.self)
        guard let runtime = slotNumber(slot).flatMap(PluginSlots.runtime(at:)) else {
            let which = slot.map { " in slot '\(string($0))'" } ?? ""
            write("no plugin was exported\(which): call exportPlugin(_:) from widgethost_plugin_entry", to: errorBuffer)
            return status(.internal)
        }
        let call = PluginCall(runtime: runtime, recordsReadFailures: true)
        return PluginCall.$current.withValue(call) { respondKeepingDefaults(result: result, error: error) { body(call) } }
    }

    /// The slot a handler's first argument names: ASCII digits (`nil` names slot 0), or `nil` when it is not a number.
    private static func slotNumber(_ text: UnsafePointer<CChar>?) -> Int? {
        guard var digit = text else { return 0 }
        var value = 0
        guard digit.pointee != 0 else { return nil }
        while digit.pointee != 0 {
            let code = Int(digit.pointee) - 48
            guard (0...9).contains(code), value < Int(WH_PLUGIN_SLOT_COUNT) else { return nil }
            value = value * 10 + code
            digit += 1
        }
        return value
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

    /// The perform request in the C string `pointer` (`NULL`: an empty one): its parameter values
    /// read in place, with no Swift string made, or its text when they cannot be read that way.
    static func performRequest(_ pointer: UnsafePointer<CChar>?) -> PerformRequestInput {
        guard let pointer else { return .text("") }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
        if let members = JSONValueParser.members(of: "parameters", in: bytes) { return .values(ParameterValues(members)) }
        return .text(String(cString: pointer))
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
            // The host writes the value into the buffer, which keeps as many bytes as it wrote (none
            // when the value is longer than the buffer).
            var answer = ReadAnswer.absent
            let buffer = key.withCString { key in
                [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                    answer = get(key, buffer.baseAddress, UInt64(capacity))
                    if case .length(let length) = answer, length <= capacity { count = length } else { count = 0 }
                }
            }
            switch answer {
            case .absent: return nil
            case .failed(let status): throw HostStorageError(key: key, status: status)
            case .length(let length) where length <= capacity: return buffer
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
