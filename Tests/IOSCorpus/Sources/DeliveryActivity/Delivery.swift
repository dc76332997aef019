// swift-format-ignore-file
//
//  Delivery.swift
//  DeliveryActivity
//
//  The app caches the user's orders here; the widget only reads them.
//

import Foundation
import SwiftData

@Model
final class Delivery {
    var orderNumber: String
    var merchant: String
    var statusRawValue: String
    var expectedArrival: Date

    var status: DeliveryStatus {
        DeliveryStatus(rawValue: statusRawValue) ?? .preparing
    }

    init(orderNumber: String, merchant: String, status: DeliveryStatus, expectedArrival: Date) {
        self.orderNumber = orderNumber
        self.merchant = merchant
        self.statusRawValue = status.rawValue
        self.expectedArrival = expectedArrival
    }
}

enum DeliveryStatus: String, Codable, CaseIterable {
    case preparing, shipped, outForDelivery, delivered

    var title: String {
        switch self {
        case .preparing: "Preparing"
        case .shipped: "Shipped"
        case .outForDelivery: "Out for delivery"
        case .delivered: "Delivered"
        }
    }

    var symbolName: String {
        switch self {
        case .preparing: "shippingbox"
        case .shipped: "airplane"
        case .outForDelivery: "box.truck.fill"
        case .delivered: "checkmark.circle.fill"
        }
    }
}

enum DeliveryStore {
    static let container: ModelContainer = {
        let storeURL = FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.delivery")!
            .appending(path: "Deliveries.store")
        let configuration = ModelConfiguration(url: storeURL, cloudKitDatabase: .none)
        return try! ModelContainer(for: Delivery.self, configurations: configuration)
    }()
}
