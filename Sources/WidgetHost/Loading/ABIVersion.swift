import CWidgetABI

/// A widget ABI version (`wh_version_t`): the major must equal the host's; the minor
/// may be anything (a host runs plugins built for a newer minor version and uses only
/// the extensions it knows).
public struct ABIVersion: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// Incompatible changes; must equal the host's.
    public var major: UInt32
    /// Compatible additions (the extensions and manifest keys a side knows); any value loads.
    public var minor: UInt32
    /// Fixes; never affects compatibility.
    public var patch: UInt32

    /// Creates a version from its parts.
    public init(major: UInt32, minor: UInt32, patch: UInt32 = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    init(_ version: wh_version_t) {
        self.init(major: version.major, minor: version.minor, patch: version.patch)
    }

    /// The version this host implements (`WH_ABI_VERSION_*` of `widget_abi.h`).
    public static let host = ABIVersion(
        major: UInt32(WH_ABI_VERSION_MAJOR), minor: UInt32(WH_ABI_VERSION_MINOR), patch: UInt32(WH_ABI_VERSION_PATCH))

    /// Whether a host of version `self` can load a plugin built for `plugin`: the majors are equal.
    public func canLoad(pluginBuiltFor plugin: ABIVersion) -> Bool {
        plugin.major == major
    }

    /// Whether a table of this version carries the 1.1 fields (`get_extension`).
    var hasExtensions: Bool { (major, minor) >= (1, 1) }

    /// `major.minor` (the patch level never affects compatibility).
    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: ABIVersion, rhs: ABIVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    var cValue: wh_version_t { wh_version_t(major: major, minor: minor, patch: patch) }
}
