import CWidgetABI
import Foundation

/// The `wh_host_services_t` a plugin receives at init: the only place the host's C
/// callbacks live and turn pointers into Swift values.
///
/// `host_data` is an unretained pointer to the plugin's ``PluginServices``; the table
/// keeps that object alive, and loaded plugins (which own their table) are never released.
/// The table is the 1.1 layout (with `get_extension`); a 1.0 plugin reads only the fields
/// before it. The extensions themselves are ``HostExtensions``.
final class HostServicesTable: @unchecked Sendable {
    let services: PluginServices
    /// The table to pass to the plugin's `init`; valid as long as this object lives.
    let table: UnsafeMutablePointer<wh_host_services_t>
    private let pluginID: UnsafeMutablePointer<CChar>
    private let dataDirectory: UnsafeMutablePointer<CChar>

    init(services: PluginServices) {
        self.services = services
        pluginID = strdup(services.pluginID)
        dataDirectory = strdup(services.dataDirectory.path)
        table = .allocate(capacity: 1)
        table.initialize(
            to: wh_host_services_t(
                abi_version: ABIVersion.host.cValue,
                host_data: Unmanaged.passUnretained(services).toOpaque(),
                plugin_id: UnsafePointer(pluginID),
                data_directory: UnsafePointer(dataDirectory),
                log: { hostData, level, message in
                    guard let services = HostServicesTable.services(hostData), let message else { return }
                    services.log(level: level, message: String(cString: message))
                },
                storage_get: { hostData, key, buffer, capacity in
                    // 1.0: -1 for "absent" and for "the store failed" alike (widgethost.storage/2 tells them apart).
                    guard let services = HostServicesTable.services(hostData), let key,
                        let value = try? services.storageValue(forKey: String(cString: key))
                    else { return -1 }
                    return Int64(HostServicesTable.copy(value, into: buffer, capacity: capacity))
                },
                storage_set: { hostData, key, value, length in
                    HostServicesTable.set(hostData, key, value, length, failure: wh_status_t(WH_STATUS_INTERNAL))
                },
                storage_remove: { hostData, key in
                    HostServicesTable.remove(hostData, key, failure: wh_status_t(WH_STATUS_INTERNAL))
                },
                reload_timelines: { hostData, kind in
                    guard let services = HostServicesTable.services(hostData) else { return }
                    guard let kind else {
                        services.log(level: Int32(WH_LOG_WARNING), message: "reload_timelines called with a NULL kind; ignored")
                        return
                    }
                    services.requestReload(.kind(String(cString: kind)))
                },
                reload_all_timelines: { hostData in
                    HostServicesTable.services(hostData)?.requestReload(.all)
                },
                now: { hostData in
                    HostServicesTable.services(hostData)?.now() ?? Date().timeIntervalSince1970
                },
                get_extension: { _, id in
                    id.flatMap(HostExtensions.table(for:))
                }))
    }

    deinit {
        table.deinitialize(count: 1)
        table.deallocate()
        free(pluginID)
        free(dataDirectory)
    }

    /// The ``PluginServices`` a `host_data` pointer stands for.
    static func services(_ hostData: UnsafeMutableRawPointer?) -> PluginServices? {
        hostData.map { Unmanaged<PluginServices>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The longest key `storage_set` takes, in bytes.
    static let maximumKeyBytes = 4096
    /// The largest value `storage_set` takes, in bytes (64 MiB): a plugin cannot fill the disk and the host's memory
    /// through one value.
    static let maximumValueBytes: UInt64 = 64 << 20

    /// `storage_set`: stores the plugin's bytes; INVALID_ARGUMENT (logged) for a key or value past the limits,
    /// `failure` when the store cannot be written.
    static func set(
        _ hostData: UnsafeMutableRawPointer?, _ key: UnsafePointer<CChar>?, _ value: UnsafePointer<UInt8>?, _ length: UInt64,
        failure: wh_status_t
    ) -> wh_status_t {
        guard let services = services(hostData), let key else { return wh_status_t(WH_STATUS_INVALID_ARGUMENT) }
        guard value != nil || length == 0 else { return wh_status_t(WH_STATUS_INVALID_ARGUMENT) }
        guard strnlen(key, maximumKeyBytes + 1) <= maximumKeyBytes, length <= maximumValueBytes else {
            let what = length > maximumValueBytes ? "a value of \(length) bytes" : "a key longer than \(maximumKeyBytes) bytes"
            services.log(
                level: Int32(WH_LOG_ERROR),
                message: "storage_set refused \(what): keys hold at most \(maximumKeyBytes) bytes and values \(maximumValueBytes >> 20) MiB"
            )
            return wh_status_t(WH_STATUS_INVALID_ARGUMENT)
        }
        let bytes = value.map { Array(UnsafeBufferPointer(start: $0, count: Int(clamping: length))) } ?? []
        return services.setStorageValue(bytes, forKey: String(cString: key)) ? wh_status_t(WH_STATUS_OK) : failure
    }

    /// `storage_remove`: removes the value under the key; `failure` when the store cannot be written.
    static func remove(_ hostData: UnsafeMutableRawPointer?, _ key: UnsafePointer<CChar>?, failure: wh_status_t) -> wh_status_t {
        guard let services = services(hostData), let key else { return wh_status_t(WH_STATUS_INVALID_ARGUMENT) }
        return services.removeStorageValue(forKey: String(cString: key)) ? wh_status_t(WH_STATUS_OK) : failure
    }

    /// Copies at most `capacity` bytes of `value` into the plugin's `buffer`; returns the value's full length.
    static func copy(_ value: [UInt8], into buffer: UnsafeMutablePointer<UInt8>?, capacity: UInt64) -> Int {
        if let buffer, capacity > 0 {
            let count = min(Int(clamping: capacity), value.count)
            value.withUnsafeBufferPointer { bytes in
                if let source = bytes.baseAddress { buffer.update(from: source, count: count) }
            }
        }
        return value.count
    }
}
