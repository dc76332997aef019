/// The file name of a shared WidgetSDK library, `libWidgetSDK.<ABI major>.<SDK build id>.so`, as
/// `scripts/build-sdk.sh` names it (its soname): two SDK builds never share a name, so the dynamic
/// linker, which reuses a loaded library of the same name, never hands a plugin another build.
///
/// ```swift
/// SDKLibraryName("libWidgetSDK.1.0123456789abcdef.so")  // major 1, build "0123456789abcdef"
/// SDKLibraryName("libswiftCore.so")                     // nil
/// ```
public struct SDKLibraryName: Hashable, Sendable, CustomStringConvertible {
    /// What every shared SDK library's name starts and ends with.
    static let prefix = "libWidgetSDK.", suffix = ".so"

    /// The widget ABI major the library's plugins are built for.
    public var abiMajor: UInt32
    /// The SDK build id (a digest of the SDK's sources and configuration).
    public var build: String

    /// The parts of `name` (a file name or a path), or `nil` when it is not a shared SDK library's.
    ///
    /// Names are compared as bytes, as the dynamic linker compares them; any other name is refused
    /// from its first bytes, so checking every object a process has loaded stays cheap.
    public init?(_ name: String) {
        let bytes = name.utf8
        let start = bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        guard bytes[start...].starts(with: Self.prefix.utf8) else { return nil }
        let file = String(name[start...])
        guard file.hasPrefix(Self.prefix), file.hasSuffix(Self.suffix), file.count > Self.prefix.count + Self.suffix.count else {
            return nil
        }
        let middle = file.dropFirst(Self.prefix.count).dropLast(Self.suffix.count)
        let parts = middle.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let major = UInt32(parts[0]), !parts[1].isEmpty, !parts[1].contains(".") else { return nil }
        abiMajor = major
        build = String(parts[1])
    }

    /// The library's file name.
    public var description: String { "\(Self.prefix)\(abiMajor).\(build)\(Self.suffix)" }
}
