import CWidgetABI

/// Facts about this host build.
public enum WidgetHostInfo {
    /// The host's own version.
    public static let version = "1.0.0"
    /// The plugin ABI version this host implements (from `widget_abi.h`).
    public static let abiMajor = UInt32(WH_ABI_VERSION_MAJOR)
    public static let abiMinor = UInt32(WH_ABI_VERSION_MINOR)
    /// The ids of the extensions this host offers plugins through `get_extension` (ABI 1.1), such as
    /// `widgethost.storage/2`; a plugin built for a newer minor version asks for what it needs and copes without the rest.
    public static let hostExtensions: [String] = HostExtensions.offered
}
