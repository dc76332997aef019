import CWidgetABI
import Foundation
internal import Synchronization

/// A host for tests: a `wh_host_services_t` table whose functions record what
/// the plugin asks for, backed by memory. A 1.1 host (unless `abiMinor` says otherwise) also
/// offers `widgethost.storage/2`, whose `get` fails with WH_STATUS_UNAVAILABLE for the keys in
/// ``unreadable``, as a host's does when its store cannot be read (where the 1.0 `storage_get`
/// answers -1, as for no value).
final class TestHost: Sendable {
    let values = Mutex<[String: [UInt8]]>([:])
    let unreadable = Mutex<Set<String>>([])
    let logs = Mutex<[String]>([])
    let reloads = Mutex<[String]>([])
    let clock: Double
    /// The table handed to the plugin's `init`; valid as long as the host lives.
    nonisolated(unsafe) let table: UnsafeMutablePointer<wh_host_services_t>
    nonisolated(unsafe) private let storage: UnsafeMutablePointer<wh_host_storage_t>

    init(
        pluginID: String, dataDirectory: String, now: Double, abiMajor: UInt32 = UInt32(WH_ABI_VERSION_MAJOR),
        abiMinor: UInt32 = UInt32(WH_ABI_VERSION_MINOR)
    ) {
        clock = now
        table = .allocate(capacity: 1)
        storage = .allocate(capacity: 1)
        storage.initialize(to: Self.storageExtension)
        var services = wh_host_services_t()
        services.abi_version = wh_version_t(major: abiMajor, minor: abiMinor, patch: 0)
        services.plugin_id = UnsafePointer(strdup(pluginID))
        services.data_directory = UnsafePointer(strdup(dataDirectory))
        services.log = { host, level, message in
            TestHost.from(host).logs.withLock { $0.append("\(level) \(String(cString: message!))") }
        }
        services.storage_get = { host, key, buffer, capacity in
            let test = TestHost.from(host)
            let key = String(cString: key!)
            guard !test.unreadable.withLock({ $0.contains(key) }), let value = test.values.withLock({ $0[key] }) else { return -1 }
            if UInt64(value.count) <= capacity, let buffer {
                buffer.initialize(from: value, count: value.count)
            }
            return Int64(value.count)
        }
        services.storage_set = { host, key, value, length in
            let bytes = Array(UnsafeBufferPointer(start: value, count: Int(length)))
            TestHost.from(host).values.withLock { $0[String(cString: key!)] = bytes }
            return wh_status_t(WH_STATUS_OK)
        }
        services.storage_remove = { host, key in
            TestHost.from(host).values.withLock { $0[String(cString: key!)] = nil }
            return wh_status_t(WH_STATUS_OK)
        }
        services.reload_timelines = { host, kind in
            TestHost.from(host).reloads.withLock { $0.append("kind \(String(cString: kind!))") }
        }
        services.reload_all_timelines = { host in
            TestHost.from(host).reloads.withLock { $0.append("all") }
        }
        services.now = { host in TestHost.from(host).clock }
        services.get_extension = { host, id in
            String(cString: id!) == WH_HOST_EXT_STORAGE ? UnsafeRawPointer(TestHost.from(host).storage) : nil
        }
        table.initialize(to: services)
        table.pointee.host_data = Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        free(UnsafeMutablePointer(mutating: table.pointee.plugin_id))
        free(UnsafeMutablePointer(mutating: table.pointee.data_directory))
        table.deallocate()
        storage.deallocate()
    }

    /// `widgethost.storage/2` over ``values``, failing reads of ``unreadable`` keys.
    private static let storageExtension = wh_host_storage_t(
        get: { host, key, buffer, capacity, length in
            let test = TestHost.from(host)
            let key = String(cString: key!)
            guard !test.unreadable.withLock({ $0.contains(key) }) else { return wh_status_t(WH_STATUS_UNAVAILABLE) }
            guard let value = test.values.withLock({ $0[key] }) else { return wh_status_t(WH_STATUS_NOT_FOUND) }
            if UInt64(value.count) <= capacity, let buffer { buffer.initialize(from: value, count: value.count) }
            length!.pointee = UInt64(value.count)
            return wh_status_t(WH_STATUS_OK)
        },
        set: { host, key, value, length in
            TestHost.from(host).table.pointee.storage_set(host, key, value, length)
        },
        remove: { host, key in
            TestHost.from(host).table.pointee.storage_remove(host, key)
        })

    private static func from(_ pointer: UnsafeMutableRawPointer?) -> TestHost {
        Unmanaged<TestHost>.fromOpaque(pointer!).takeUnretainedValue()
    }
}

/// Runs `body` on a new thread, as the host calls a plugin: never on a Swift concurrency pool thread.
func onHostThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}

/// What a plugin wrote to a `wh_buffer_t`, freed through the plugin's `free_buffer`.
func take(_ buffer: inout wh_buffer_t, freeingWith entry: UnsafePointer<wh_plugin_entry_t>) -> [UInt8] {
    guard let data = buffer.data else { return [] }
    let bytes = Array(UnsafeBufferPointer(start: data, count: Int(buffer.length)))
    entry.pointee.free_buffer(data)
    buffer = wh_buffer_t()
    return bytes
}
