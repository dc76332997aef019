import CWidgetABI
import Foundation

/// The `wh_host_services_t` a plugin receives at init: the only place the host's C
/// callbacks live and turn pointers into Swift values.
///
/// `host_data` is an unretained pointer to the plugin's ``PluginServices``; the table
/// keeps that object alive, and loaded plugins (which own their table) are never released.
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
                    guard let services = HostServicesTable.services(hostData), let key,
                        let value = services.storageValue(forKey: String(cString: key))
                    else { return -1 }
                    if let buffer, capacity > 0 {
                        let count = min(Int(clamping: capacity), value.count)
                        value.withUnsafeBufferPointer { bytes in
                            if let source = bytes.baseAddress { buffer.update(from: source, count: count) }
                        }
                    }
                    return Int64(value.count)
                },
                storage_set: { hostData, key, value, length in
                    guard let services = HostServicesTable.services(hostData), let key else {
                        return wh_status_t(WH_STATUS_INVALID_ARGUMENT)
                    }
                    guard value != nil || length == 0 else { return wh_status_t(WH_STATUS_INVALID_ARGUMENT) }
                    let bytes = value.map { Array(UnsafeBufferPointer(start: $0, count: Int(clamping: length))) } ?? []
                    return services.setStorageValue(bytes, forKey: String(cString: key))
                        ? wh_status_t(WH_STATUS_OK) : wh_status_t(WH_STATUS_INTERNAL)
                },
                storage_remove: { hostData, key in
                    guard let services = HostServicesTable.services(hostData), let key else {
                        return wh_status_t(WH_STATUS_INVALID_ARGUMENT)
                    }
                    return services.removeStorageValue(forKey: String(cString: key))
                        ? wh_status_t(WH_STATUS_OK) : wh_status_t(WH_STATUS_INTERNAL)
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
                }))
    }

    deinit {
        table.deinitialize(count: 1)
        table.deallocate()
        free(pluginID)
        free(dataDirectory)
    }

    private static func services(_ hostData: UnsafeMutableRawPointer?) -> PluginServices? {
        hostData.map { Unmanaged<PluginServices>.fromOpaque($0).takeUnretainedValue() }
    }
}
