import CWidgetABI

/// A plugin's entry table (`wh_plugin_entry_t`): calls its `init`, `get_manifest`,
/// `get_extension` and `deinit`, and hands every buffer the plugin returns back to its
/// `free_buffer`, exactly once.
final class PluginEntryPoints: @unchecked Sendable {
    private let entry: UnsafePointer<wh_plugin_entry_t>

    init(_ entry: UnsafePointer<wh_plugin_entry_t>) { self.entry = entry }

    /// The ABI version the plugin was built with.
    var abiVersion: ABIVersion { ABIVersion(entry.pointee.abi_version) }

    /// The names of the required entry points the table leaves NULL.
    var missingFunctions: [String] {
        var missing: [String] = []
        if entry.pointee.`init` == nil { missing.append("init") }
        if entry.pointee.get_manifest == nil { missing.append("get_manifest") }
        if entry.pointee.free_buffer == nil { missing.append("free_buffer") }
        return missing
    }

    /// Calls `init(services, &error)`.
    func initialize(services: UnsafePointer<wh_host_services_t>) -> (status: Int32, message: String) {
        var error = wh_buffer_t(data: nil, length: 0)
        let status = entry.pointee.`init`?(services, &error) ?? wh_status_t(WH_STATUS_INTERNAL)
        return (status, String(decoding: take(&error) ?? [], as: UTF8.self))
    }

    /// Calls `get_manifest(&manifest, &error)`.
    func manifest() -> (status: Int32, bytes: [UInt8], message: String) {
        var manifest = wh_buffer_t(data: nil, length: 0)
        var error = wh_buffer_t(data: nil, length: 0)
        let status = entry.pointee.get_manifest?(&manifest, &error) ?? wh_status_t(WH_STATUS_INTERNAL)
        let bytes = take(&manifest) ?? []
        return (status, bytes, String(decoding: take(&error) ?? [], as: UTF8.self))
    }

    /// The plugin's extension `id` (`get_extension`), or `nil` when it does not offer it. A 1.0
    /// table ends before `get_extension`, so it is read only from plugins built for 1.1 or later.
    func pluginExtension(_ id: String) -> UnsafeRawPointer? {
        guard abiVersion.hasExtensions, let getExtension = entry.pointee.get_extension else { return nil }
        return id.withCString { getExtension($0) }
    }

    /// Tells the plugin the host accepted it (`widgethost.activation/1`), if it asks to be told.
    func activate() {
        guard let activation = pluginExtension(WH_PLUGIN_EXT_ACTIVATION) else { return }
        activation.assumingMemoryBound(to: wh_plugin_activation_t.self).pointee.activated?()
    }

    /// Calls `deinit()`, if the plugin has one.
    func deinitialize() { entry.pointee.deinit?() }

    /// The longest buffer the host copies out of a plugin (1 GiB); a longer length is refused unread.
    static let maximumBufferLength: UInt64 = 1 << 30

    /// Copies the bytes out of a buffer the plugin filled, frees them with the plugin's
    /// `free_buffer` and resets the buffer, so it can never be freed twice; `nil` (the buffer
    /// freed unread) when its length is beyond ``maximumBufferLength``.
    func take(_ buffer: inout wh_buffer_t) -> [UInt8]? {
        guard let data = buffer.data else { return [] }
        let length = buffer.length
        let bytes = length <= Self.maximumBufferLength ? Array(UnsafeBufferPointer(start: data, count: Int(length))) : nil
        entry.pointee.free_buffer?(data)
        buffer = wh_buffer_t(data: nil, length: 0)
        return bytes
    }
}
