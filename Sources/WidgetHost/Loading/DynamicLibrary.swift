#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A shared library opened with `dlopen`: the only place the host calls `dlopen`, `dlsym` and `dlerror`.
///
/// Libraries are opened with `RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE` and never
/// closed: unloading an image that contains Swift code corrupts the Swift runtime.
/// `RTLD_LOCAL` keeps each plugin's symbols to itself, so two plugins may export
/// the same handler names.
@_spi(Benchmarking)
public final class DynamicLibrary: @unchecked Sendable {
    /// The path the library was opened from.
    public let path: String
    private let handle: UnsafeMutableRawPointer

    private init(path: String, handle: UnsafeMutableRawPointer) {
        self.path = path
        self.handle = handle
    }

    /// Opens the library at `path`, resolving all its undefined symbols now.
    ///
    /// - Throws: ``DynamicLibraryError`` with the dynamic loader's message.
    public static func open(_ path: String) throws(DynamicLibraryError) -> DynamicLibrary {
        _ = dlerror()
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
            throw DynamicLibraryError(message: lastError() ?? "dlopen failed")
        }
        return DynamicLibrary(path: path, handle: handle)
    }

    /// The address of the exported symbol `name`, or `nil` if the library does not export it.
    public func address(of name: String) -> UnsafeMutableRawPointer? {
        _ = dlerror()
        return dlsym(handle, name)
    }

    private static func lastError() -> String? {
        guard let message = dlerror() else { return nil }
        return String(cString: message)
    }
}

/// `dlopen` failed; `message` is `dlerror()`'s text.
@_spi(Benchmarking)
public struct DynamicLibraryError: Error, Sendable {
    /// The dynamic loader's message (`/x/y.so: invalid ELF header`).
    public let message: String
}
