/// An area on the map, as Core Location's `CLRegion`: what region monitoring and widget relevance
/// (`RelevantContext.location(_:)`) take. There is no region monitoring here; a region is a value.
open class CLRegion: @unchecked Sendable {
    /// The name the app gave the region.
    public let identifier: String
    /// Whether entering the region is of interest.
    public var notifyOnEntry = true
    /// Whether leaving the region is of interest.
    public var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
    }
}

/// A circle on the map, as Core Location's `CLCircularRegion`.
///
/// ```swift
/// let shop = CLCircularRegion(center: coordinate, radius: 100, identifier: "coffee")
/// ```
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// The circle's center.
    public let center: CLLocationCoordinate2D
    /// The circle's radius, in meters.
    public let radius: CLLocationDistance

    /// A circle of `radius` meters around `center`, named `identifier`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` lies within the circle (on a sphere of the Earth's mean radius).
    public func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        CLLocation(latitude: center.latitude, longitude: center.longitude)
            .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}
