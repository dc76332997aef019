import Foundation

/// Gives the device's location, as `CLLocationManager`. There are no location services on this
/// platform, which CoreLocation calls denied: ``authorizationStatus`` is `.denied`,
/// ``location`` is `nil`, asking for permission or updates tells the delegate so (updates fail
/// with ``CLError/Code/denied``), and the host's log says why.
public final class CLLocationManager: @unchecked Sendable {
    /// Told about authorization and location updates.
    public weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for.
    public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance a device must move before an update.
    public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone

    public init() {}

    /// Whether location services are on: `false` on this platform.
    public static func locationServicesEnabled() -> Bool { false }

    /// The app's authorization: `.denied`, as CoreLocation says when location services are off.
    public static func authorizationStatus() -> CLAuthorizationStatus { .denied }

    /// The app's authorization: `.denied`, as CoreLocation says when location services are off.
    public var authorizationStatus: CLAuthorizationStatus { .denied }

    /// The accuracy the person allows: reduced.
    public var accuracyAuthorization: CLAccuracyAuthorization { .reducedAccuracy }

    /// The last location: `nil`, since there are none here.
    public var location: CLLocation? { nil }

    /// Asks for permission while the app is in use: the delegate hears that it is denied.
    public func requestWhenInUseAuthorization() {
        report("requestWhenInUseAuthorization")
        delegate?.locationManagerDidChangeAuthorization(self)
    }

    /// Asks for permission at all times: the delegate hears that it is denied.
    public func requestAlwaysAuthorization() {
        report("requestAlwaysAuthorization")
        delegate?.locationManagerDidChangeAuthorization(self)
    }

    /// Asks for one location: the delegate hears that it failed with ``CLError/Code/denied``.
    public func requestLocation() {
        fail("requestLocation")
    }

    /// Starts location updates: the delegate hears that they failed with ``CLError/Code/denied``.
    public func startUpdatingLocation() {
        fail("startUpdatingLocation")
    }

    /// Stops location updates.
    public func stopUpdatingLocation() {}

    /// Starts significant-change updates: the delegate hears that they failed with ``CLError/Code/denied``.
    public func startMonitoringSignificantLocationChanges() {
        fail("startMonitoringSignificantLocationChanges")
    }

    /// Stops significant-change updates.
    public func stopMonitoringSignificantLocationChanges() {}

    private func report(_ operation: String) {
        WidgetLog.warning("CLLocationManager.\(operation): there are no location services on this platform; authorization is denied")
    }

    private func fail(_ operation: String) {
        report(operation)
        delegate?.locationManager(self, didFailWithError: CLError(.denied))
    }
}

/// The most accurate location available.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accuracy within about a kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accuracy within about a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Every movement causes an update.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// The app's permission to use location services, as `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4
}

/// Precise or approximate locations, as `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy, reducedAccuracy
}

/// Told about authorization and locations, as `CLLocationManagerDelegate`; every method is optional.
public protocol CLLocationManagerDelegate: AnyObject {
    /// The authorization changed (or was asked for).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// New locations arrived.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Locations could not be determined.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
}

extension CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
}

/// A CoreLocation error, as `CLError`.
public struct CLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case geocodeFoundNoResult = 8
    }

    /// What went wrong.
    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    /// Location services are denied (here: there are none).
    public static let denied = Code.denied

    public var description: String {
        switch code {
        case .denied: "location services are not available on this platform"
        case .network: "Apple's geocoding service is not reachable from this platform"
        default: "CoreLocation error \(code.rawValue)"
        }
    }
}
