// swift-format-ignore-file
//
//  ParkingStore.swift
//  ParkingSpot
//
//  Shared with the app and its watch companion.
//

import Foundation
import CoreLocation
import Combine
import WatchConnectivity

struct ParkedCar: Codable, Equatable {
    var latitude: Double?
    var longitude: Double?
    var parkedAt: Date
    var meterMinutes: Int

    var coordinate: CLLocationCoordinate2D? {
        guard let latitude, let longitude else { return nil }
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    var meterExpiry: Date {
        parkedAt.addingTimeInterval(TimeInterval(meterMinutes * 60))
    }
}

final class ParkingStore: ObservableObject {
    static let shared = ParkingStore()

    @Published private(set) var parkedCar: ParkedCar?

    private let defaults = UserDefaults(suiteName: "group.com.example.parkingspot")!
    private let key = "parkedCar"

    init() {
        if let data = defaults.data(forKey: key) {
            parkedCar = try? JSONDecoder().decode(ParkedCar.self, from: data)
        }
    }

    func park(at location: CLLocation?, meterMinutes: Int) {
        let car = ParkedCar(latitude: location?.coordinate.latitude, longitude: location?.coordinate.longitude,
                            parkedAt: Date(), meterMinutes: meterMinutes)
        parkedCar = car
        defaults.set(try? JSONEncoder().encode(car), forKey: key)
        sendToWatch(car)
    }

    func clear() {
        parkedCar = nil
        defaults.removeObject(forKey: key)
    }

    private func sendToWatch(_ car: ParkedCar) {
        guard WCSession.isSupported(), WCSession.default.activationState == .activated else { return }
        WCSession.default.transferUserInfo(["parkedAt": car.parkedAt, "meterMinutes": car.meterMinutes])
    }
}
