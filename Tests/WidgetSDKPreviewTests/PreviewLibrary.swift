import CWidgetABI
import Foundation
import WidgetWire

/// A built plugin's preview functions, found and called as a host would: the `widgethost_preview_*`
/// symbols of its dynamic symbol table (listed by the toolchain's `llvm-nm`), each called with a
/// result and an error buffer, the result freed with the plugin's `free_buffer`.
///
/// The one file of these tests that touches `dlopen` and C buffers.
final class PreviewLibrary: @unchecked Sendable {
    /// What one preview function returned.
    struct Outcome {
        var status: Int32
        var payload: PreviewPayload?
        var error: String
    }

    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// The preview symbols, sorted.
    let symbols: [String]
    // The handle is never closed (Swift libraries must not be unloaded); the entry table is static.
    private let handle: UnsafeMutableRawPointer
    private let entry: UnsafePointer<wh_plugin_entry_t>

    /// Loads `lib<name>.so` from next to the test bundle.
    init(named name: String) throws {
        let path = try Self.productsDirectory().appendingPathComponent("lib\(name).so").path
        symbols = try Self.previewSymbols(in: path)
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
            throw SetupError(description: "dlopen \(path): \(String(cString: dlerror()))")
        }
        self.handle = handle
        guard let symbol = dlsym(handle, WH_ENTRY_SYMBOL) else { throw SetupError(description: "\(path) has no \(WH_ENTRY_SYMBOL)") }
        let entryFunction = unsafeBitCast(symbol, to: wh_plugin_entry_fn.self)
        guard let entry = entryFunction() else { throw SetupError(description: "\(path)'s entry returned no table") }
        self.entry = entry
    }

    /// Calls the preview function `symbol` and decodes what it wrote.
    func call(_ symbol: String) throws -> Outcome {
        guard let address = dlsym(handle, symbol) else { throw SetupError(description: "no symbol \(symbol)") }
        let function = unsafeBitCast(address, to: wh_preview_fn.self)
        var result = wh_buffer_t()
        var error = wh_buffer_t()
        let status = function(&result, &error)
        let resultBytes = take(&result)
        let errorBytes = take(&error)
        return Outcome(
            status: status, payload: resultBytes.isEmpty ? nil : try WireCoding.decode(PreviewPayload.self, from: resultBytes),
            error: String(decoding: errorBytes, as: UTF8.self))
    }

    private func take(_ buffer: inout wh_buffer_t) -> [UInt8] {
        guard let data = buffer.data else { return [] }
        let bytes = Array(UnsafeBufferPointer(start: data, count: Int(buffer.length)))
        entry.pointee.free_buffer(data)
        return bytes
    }

    /// The directory holding the built plugins, found from the test bundle.
    private static func productsDirectory() throws -> URL {
        let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = bundle.deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("libPreviewFixture.so").path) { return directory }
            directory.deleteLastPathComponent()
        }
        throw SetupError(description: "no libPreviewFixture.so above \(bundle.path); build the package first (swift build)")
    }

    /// The defined dynamic symbols of `path` that start with the header's `WH_PREVIEW_SYMBOL_PREFIX`.
    private static func previewSymbols(in path: String) throws -> [String] {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let tools = searchPath.split(separator: ":").flatMap { ["\($0)/llvm-nm", "\($0)/nm"] }
        guard let tool = tools.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw SetupError(description: "no llvm-nm or nm on PATH (\(searchPath))")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-D", "--defined-only", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) }
            .filter { $0.hasPrefix(WH_PREVIEW_SYMBOL_PREFIX) }.sorted()
    }
}

/// Runs `body` on a new thread, as a host calls a plugin: never on a Swift concurrency pool thread.
func onHostThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}

/// Every text in a view tree, depth first.
func texts(in node: ViewNode) -> [String] {
    switch node {
    case .text(let text):
        return [text.runs.compactMap { if case .string(let string) = $0.content { string } else { nil } }.joined()]
    case .stack(let stack):
        return stack.children.flatMap(texts)
    case .modified(let content, _):
        return texts(in: content)
    default:
        return []
    }
}
