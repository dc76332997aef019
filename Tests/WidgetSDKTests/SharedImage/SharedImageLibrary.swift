import CWidgetABI
import Foundation
import WidgetWire

/// The built SharedImageFixture library (two plugins, one copy of WidgetSDK), driven as a host
/// drives a plugin: each plugin's entry table, its `init`, manifest and handlers, found by the
/// symbols its manifest names. The one file of these tests that touches `dlopen` and C function pointers.
final class SharedImageLibrary: @unchecked Sendable {
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    // Never closed (Swift libraries must not be unloaded).
    private let handle: UnsafeMutableRawPointer

    /// Loads `libSharedImageFixture.so` from the build directory above the test bundle.
    init() throws {
        let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = bundle.deletingLastPathComponent()
        while directory.path != "/",
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("libSharedImageFixture.so").path)
        {
            directory.deleteLastPathComponent()
        }
        let path = directory.appendingPathComponent("libSharedImageFixture.so").path
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
            throw SetupError(description: "dlopen \(path): \(String(cString: dlerror())); build the package first (swift build)")
        }
        self.handle = handle
    }

    /// The entry table the function `symbol` returns (a plugin's `widgethost_plugin_entry` under another name).
    func entry(_ symbol: String) throws -> UnsafePointer<wh_plugin_entry_t> {
        guard let address = dlsym(handle, symbol), let entry = unsafeBitCast(address, to: wh_plugin_entry_fn.self)() else {
            throw SetupError(description: "the fixture has no entry function \(symbol)")
        }
        return entry
    }

    /// Calls `entry`'s `init` with `host`'s table on a thread of its own; the error message on failure.
    func initialize(_ entry: UnsafePointer<wh_plugin_entry_t>, with host: TestHost) async -> String? {
        let addresses = (UInt(bitPattern: entry), UInt(bitPattern: host.table))
        return await onHostThread {
            let entry = UnsafePointer<wh_plugin_entry_t>(bitPattern: addresses.0)!
            var error = wh_buffer_t()
            let status = entry.pointee.`init`(UnsafePointer(bitPattern: addresses.1), &error)
            let message = String(decoding: take(&error, freeingWith: entry), as: UTF8.self)
            return status == WH_STATUS_OK ? nil : message
        }
    }

    /// `entry`'s manifest.
    func manifest(of entry: UnsafePointer<wh_plugin_entry_t>) async throws -> PluginManifest {
        let address = UInt(bitPattern: entry)
        let bytes = await onHostThread {
            let entry = UnsafePointer<wh_plugin_entry_t>(bitPattern: address)!
            var manifest = wh_buffer_t()
            var error = wh_buffer_t()
            _ = entry.pointee.get_manifest(&manifest, &error)
            return take(&manifest, freeingWith: entry) + take(&error, freeingWith: entry)
        }
        return try WireCoding.decode(PluginManifest.self, from: bytes)
    }

    /// Calls `handler` (string constants, then the request, then the result and error buffers, as a
    /// perform handler of the SDK declares them) with `request`; the result's bytes, or the error's text.
    func call(
        _ handler: HandlerDescriptor, request: String, freeingWith entry: UnsafePointer<wh_plugin_entry_t>
    ) async throws -> Result<
        [UInt8], SetupError
    > {
        let constants = handler.arguments.filter { $0.source == .constant }.compactMap(\.value)
        guard let address = dlsym(handle, handler.symbol) else { throw SetupError(description: "no symbol \(handler.symbol)") }
        let pointers = (UInt(bitPattern: address), UInt(bitPattern: entry))
        return await onHostThread {
            let entry = UnsafePointer<wh_plugin_entry_t>(bitPattern: pointers.1)!
            var result = wh_buffer_t()
            var error = wh_buffer_t()
            let strings = (constants + [request]).map { strdup($0) }
            defer { strings.forEach { free($0) } }
            let function = UnsafeRawPointer(bitPattern: pointers.0)!
            let status: Int32
            switch strings.count {
            case 2:
                typealias Handler =
                    @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
                    Int32
                status = unsafeBitCast(function, to: Handler.self)(strings[0], strings[1], &result, &error)
            default:
                typealias Handler =
                    @convention(c) (
                        UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?,
                        UnsafeMutableRawPointer?
                    ) -> Int32
                status = unsafeBitCast(function, to: Handler.self)(strings[0], strings[1], strings[2], &result, &error)
            }
            let bytes = take(&result, freeingWith: entry)
            let message = String(decoding: take(&error, freeingWith: entry), as: UTF8.self)
            return status == WH_STATUS_OK ? .success(bytes) : .failure(SetupError(description: message))
        }
    }

    /// Calls `entry`'s `deinit` on a thread of its own.
    func finish(_ entry: UnsafePointer<wh_plugin_entry_t>) async {
        let address = UInt(bitPattern: entry)
        await onHostThread { UnsafePointer<wh_plugin_entry_t>(bitPattern: address)!.pointee.`deinit`() }
    }
}
