import Foundation

/// What a geocoding request hands its completion handler: the placemarks found, or the error.
public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

/// Turns coordinates into places and addresses into coordinates, as `CLGeocoder`. Apple's geocoding
/// service is not reachable from this platform, so every request fails with ``CLError/Code/network``
/// (the completion handler is called at once, the `async` forms throw), and the host's log says why:
/// widget code that shows `placemarks?.first?.locality ?? "Unknown"` shows its fallback.
open class CLGeocoder: @unchecked Sendable {
    public init() {}

    /// Whether a request is running (never: each fails at once).
    open var isGeocoding: Bool { false }

    /// Looks up the place at `location`: fails with ``CLError/Code/network``.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, Self.unavailable("reverseGeocodeLocation"))
    }

    /// Looks up the place at `location` in `locale`'s language: fails with ``CLError/Code/network``.
    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        completionHandler(nil, Self.unavailable("reverseGeocodeLocation"))
    }

    /// Looks up the place at `location`: throws ``CLError/Code/network``.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw Self.unavailable("reverseGeocodeLocation")
    }

    /// Looks up the place at `location` in `locale`'s language: throws ``CLError/Code/network``.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw Self.unavailable("reverseGeocodeLocation")
    }

    /// Looks up the coordinates of an address: fails with ``CLError/Code/network``.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, Self.unavailable("geocodeAddressString"))
    }

    /// Looks up the coordinates of an address near `region`: fails with ``CLError/Code/network``.
    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        completionHandler(nil, Self.unavailable("geocodeAddressString"))
    }

    /// Looks up the coordinates of an address: throws ``CLError/Code/network``.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw Self.unavailable("geocodeAddressString")
    }

    /// Looks up the coordinates of an address near `region`: throws ``CLError/Code/network``.
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] {
        throw Self.unavailable("geocodeAddressString")
    }

    /// Cancels the running request (there is none).
    open func cancelGeocode() {}

    private static func unavailable(_ operation: String) -> CLError {
        WidgetLog.warning("CLGeocoder.\(operation): Apple's geocoding service is not reachable from this platform; the request failed")
        return CLError(.network)
    }
}

/// A place, as `CLPlacemark`: its location and its address's parts. Code can make one from
/// another; geocoding makes none here (``CLGeocoder``).
open class CLPlacemark: @unchecked Sendable {
    open var location: CLLocation?
    open var region: CLRegion?
    open var timeZone: TimeZone?
    open var name: String?
    open var thoroughfare: String?
    open var subThoroughfare: String?
    open var locality: String?
    open var subLocality: String?
    open var administrativeArea: String?
    open var subAdministrativeArea: String?
    open var postalCode: String?
    open var isoCountryCode: String?
    open var country: String?
    open var inlandWater: String?
    open var ocean: String?
    open var areasOfInterest: [String]?

    /// A placemark with nothing known of it yet (what a subclass fills in).
    public init() {}

    /// A copy of `placemark`.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        region = placemark.region
        timeZone = placemark.timeZone
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        inlandWater = placemark.inlandWater
        ocean = placemark.ocean
        areasOfInterest = placemark.areasOfInterest
    }
}
