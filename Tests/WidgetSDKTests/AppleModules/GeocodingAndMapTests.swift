import Foundation
import MapKit
internal import Synchronization
import Testing

/// `import MapKit` brings CoreLocation and MapKit's values; geocoding fails as it would with no
/// network on iOS, so widget code takes its fallback path.
@Suite struct GeocodingAndMapTests {
    @Test func geocodingFailsWithANetworkErrorAtOnce() async throws {
        let geocoder = CLGeocoder()
        let answered = Mutex<(placemarks: [CLPlacemark]?, error: CLError?)?>(nil)
        geocoder.reverseGeocodeLocation(CLLocation(latitude: 52.52, longitude: 13.40)) { placemarks, error in
            answered.withLock { $0 = (placemarks, error as? CLError) }
        }
        let answer = try #require(answered.withLock { $0 }, "the completion handler is called before the request returns")
        #expect(answer.placemarks == nil)
        #expect(answer.error?.code == .network)
        await #expect(throws: CLError(.network)) { try await geocoder.geocodeAddressString("Alexanderplatz, Berlin") }
        #expect(!geocoder.isGeocoding)
    }

    @Test func regionsPlacemarksAndMapItemsAreValues() {
        let center = CLLocationCoordinate2D(latitude: 60, longitude: 10)
        let region = MKCoordinateRegion(center: center, latitudinalMeters: 111_195, longitudinalMeters: 111_195)
        #expect(abs(region.span.latitudeDelta - 1) < 0.001)
        #expect(abs(region.span.longitudeDelta - 2) < 0.001, "a degree of longitude at 60° is half as long")
        let placemark = MKPlacemark(coordinate: center)
        #expect(placemark.coordinate == center)
        placemark.locality = "Oslo"
        let item = MKMapItem(placemark: placemark)
        item.name = "Home"
        #expect(CLPlacemark(placemark: item.placemark).locality == "Oslo")
        #expect(!item.openInMaps())
        #expect(MKMapItem.forCurrentLocation().isCurrentLocation)
    }
}
