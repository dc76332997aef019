// swift-format-ignore-file
//
//  AppIntent.swift
//  WeatherNow
//

import WidgetKit
import AppIntents
import CoreLocation

enum City: String, AppEnum {
    case cupertino, london, tokyo, sydney

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static var caseDisplayRepresentations: [City: DisplayRepresentation] = [
        .cupertino: "Cupertino",
        .london: "London",
        .tokyo: "Tokyo",
        .sydney: "Sydney",
    ]

    var name: String {
        switch self {
        case .cupertino: "Cupertino"
        case .london: "London"
        case .tokyo: "Tokyo"
        case .sydney: "Sydney"
        }
    }

    var coordinate: CLLocationCoordinate2D {
        switch self {
        case .cupertino: CLLocationCoordinate2D(latitude: 37.323, longitude: -122.032)
        case .london: CLLocationCoordinate2D(latitude: 51.507, longitude: -0.128)
        case .tokyo: CLLocationCoordinate2D(latitude: 35.676, longitude: 139.650)
        case .sydney: CLLocationCoordinate2D(latitude: -33.869, longitude: 151.209)
        }
    }
}

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Location"
    static var description = IntentDescription("Choose the city to show the weather for.")

    @Parameter(title: "City", default: .cupertino)
    var city: City
}
