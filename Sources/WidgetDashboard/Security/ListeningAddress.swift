import Foundation

/// What the IP address a dashboard binds says about who can reach it.
///
/// ```swift
/// ListeningAddress("127.0.0.1").isLoopback   // true: this machine only
/// ListeningAddress("0.0.0.0").isWildcard     // true: every interface
/// ```
public struct ListeningAddress: Hashable, Sendable {
    /// The address as given (`127.0.0.1`, `0.0.0.0`, `::`, `192.168.1.5`).
    public var address: String

    /// The address `address`.
    public init(_ address: String) { self.address = address }

    /// Whether only this machine can reach it (`127.0.0.0/8`, `::1`).
    public var isLoopback: Bool {
        let lowercased = address.lowercased()
        return lowercased.hasPrefix("127.") || lowercased == "::1" || lowercased == "localhost"
    }

    /// Whether it is every interface (`0.0.0.0`, `::`).
    public var isWildcard: Bool { address == "0.0.0.0" || address == "::" }

    /// The address as it appears in a URL or `Host` header (IPv6 in brackets).
    public var literal: String { address.contains(":") ? "[\(address)]" : address }

    /// The names of this machine's loopback interface, as browsers send them in `Host`.
    public static let loopbackNames = ["localhost", "127.0.0.1", "[::1]"]

    /// This machine's host name (`gethostname`), lowercased.
    public static var machineHostName: String { ProcessInfo.processInfo.hostName.lowercased() }
}
