import Foundation
import Glibc

@testable import WidgetHost

/// One input: the bytes of a plugin library file, as the loader reads it before `dlopen`. The
/// bytes are written to a file of their own and read by both ELF readers: the dynamic symbol
/// table (`widgethost validate`, the C plugin checks) and the needed libraries with their search
/// paths (the shared SDK build check); every needed name is parsed as an SDK library name, which
/// must print back as itself. A reader may refuse the file (``ELFReadError``), never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPluginFiles(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = start.map { UnsafeBufferPointer(start: $0, count: count) } ?? UnsafeBufferPointer(start: nil, count: 0)
    guard PluginFile.write(bytes) else { return 0 }
    if let symbols = try? ELFDynamicSymbols(contentsOf: PluginFile.path) {
        _ = symbols.exportedFunctionNames
    }
    if let needed = try? ELFNeededLibraries(contentsOf: PluginFile.path) {
        for name in needed.names {
            guard let sdk = SDKLibraryName(name) else { continue }
            precondition(SDKLibraryName(sdk.description) == sdk, "\(name) reads as \(sdk), which does not read back as itself")
        }
    }
    return 0
}

/// The file each input is written to (one per process: libFuzzer runs inputs one at a time).
enum PluginFile {
    static let path = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-plugin-\(getpid()).so").path

    /// Removes the file (at exit).
    static func remove() { unlink(path) }

    /// Replaces the file's contents with `bytes`; `false` if it cannot be written.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            guard result > 0 else { return false }
            written += result
        }
        return true
    }
}
