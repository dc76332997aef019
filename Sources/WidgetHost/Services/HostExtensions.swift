import CWidgetABI

/// The extensions the host offers plugins through `wh_host_services_t.get_extension` (ABI 1.1),
/// by id: `widgethost.storage/2`.
///
/// Each extension is one table shared by every plugin (its functions find the plugin's services
/// through `host_data`), created once and never freed, so it stays valid until any plugin's
/// `deinit` and beyond. Ids are compared whole: a prefix or an id with trailing characters is
/// unknown, and unknown ids get `NULL`.
enum HostExtensions {
    /// The ids of the extensions this host offers.
    static let offered: [String] = [WH_HOST_EXT_STORAGE]

    /// The table of the extension `id`, or `nil` when the host does not offer it.
    static func table(for id: UnsafePointer<CChar>) -> UnsafeRawPointer? {
        switch String(cString: id) {
        case WH_HOST_EXT_STORAGE: UnsafeRawPointer(storage)
        default: nil
        }
    }

    /// `widgethost.storage/2`: the key-value store with a get that tells "absent" from "error".
    nonisolated(unsafe) private static let storage: UnsafeMutablePointer<wh_host_storage_t> = {
        let table = UnsafeMutablePointer<wh_host_storage_t>.allocate(capacity: 1)
        table.initialize(
            to: wh_host_storage_t(
                get: { hostData, key, buffer, capacity, length in
                    guard let services = HostServicesTable.services(hostData), let key, let length else {
                        return wh_status_t(WH_STATUS_INVALID_ARGUMENT)
                    }
                    length.pointee = 0
                    let value: [UInt8]?
                    do {
                        value = try services.storageValue(forKey: String(cString: key))
                    } catch {
                        return wh_status_t(WH_STATUS_UNAVAILABLE)
                    }
                    guard let value else { return wh_status_t(WH_STATUS_NOT_FOUND) }
                    length.pointee = UInt64(HostServicesTable.copy(value, into: buffer, capacity: capacity))
                    return wh_status_t(WH_STATUS_OK)
                },
                set: { hostData, key, value, length in
                    HostServicesTable.set(hostData, key, value, length, failure: wh_status_t(WH_STATUS_UNAVAILABLE))
                },
                remove: { hostData, key in
                    HostServicesTable.remove(hostData, key, failure: wh_status_t(WH_STATUS_UNAVAILABLE))
                }))
        return table
    }()
}
