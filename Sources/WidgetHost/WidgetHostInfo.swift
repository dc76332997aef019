import CWidgetABI

/// Facts about this host build.
public enum WidgetHostInfo {
    /// The host's own version.
    public static let version = "1.0.0"
    /// The plugin ABI version this host implements (from `widget_abi.h`).
    public static let abiMajor = UInt32(WH_ABI_VERSION_MAJOR)
    public static let abiMinor = UInt32(WH_ABI_VERSION_MINOR)
}
