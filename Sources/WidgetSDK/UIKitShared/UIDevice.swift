import Foundation

/// UIKit's device: `UIDevice.current.userInterfaceIdiom == .pad` in view code shared with an app.
/// Widgets here are drawn as on an iPhone; the battery is not monitored (`batteryLevel` is -1, its
/// state unknown, as UIKit reports them when monitoring is off).
public final class UIDevice: @unchecked Sendable {
    /// The device this runs on.
    public static let current = UIDevice()

    private init() {}

    /// `.phone`: widgets are drawn at an iPhone's sizes.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The device's name.
    public var name: String { "iPhone" }
    /// The model.
    public var model: String { "iPhone" }
    /// The system's name.
    public var systemName: String { "iOS" }
    /// The system's version (what widget code written for iOS 17 checks).
    public var systemVersion: String { "17.0" }
    /// The orientation.
    public var orientation: UIDeviceOrientation { .portrait }
    /// Whether the battery is monitored: setting it changes nothing here.
    public var isBatteryMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// -1: the battery level is unknown.
    public var batteryLevel: Float { -1 }
    /// `.unknown`.
    public var batteryState: BatteryState { .unknown }
    /// An identifier for the vendor's apps on this device.
    public var identifierForVendor: UUID? { nil }

    /// The state of the battery.
    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}

/// How a device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether it is portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
