import Foundation

/// How much of the map a region shows, in degrees, as `MKCoordinateSpan`.
public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map: its center and span, as `MKCoordinateRegion`.
///
/// ```swift
/// let region = MKCoordinateRegion(center: home, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
/// ```
public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `center` (on a sphere of the Earth's mean radius).
    public init(
        center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance
    ) {
        let metersPerDegree = 6_371_000 * Double.pi / 180
        let latitudeDelta = latitudinalMeters / metersPerDegree
        let cosine = max(cos(center.latitude * Double.pi / 180), 1e-9)
        let longitudeDelta = min(360, longitudinalMeters / (metersPerDegree * cosine))
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta))
    }
}

/// A placemark at a coordinate, as `MKPlacemark`: a ``CLPlacemark`` made from a coordinate (and an address's parts).
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    /// The placemark's coordinate.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }

    /// A placemark at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {
        super.init()
        location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }

    /// A copy of `placemark`.
    public override init(placemark: CLPlacemark) {
        super.init(placemark: placemark)
    }
}

/// A point of interest on the map, as `MKMapItem`: a placemark with a name, a phone number and a URL.
/// Opening it in Maps does nothing here (there is no Maps app) and answers `false`.
open class MKMapItem: @unchecked Sendable {
    open var placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open var isCurrentLocation: Bool

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        isCurrentLocation = false
    }

    /// The user's location: unknown here (there are no location services).
    open class func forCurrentLocation() -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid))
        item.isCurrentLocation = true
        return item
    }

    /// Opens the item in Maps: there is none here, so `false`.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}
