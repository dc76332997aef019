// swift-format-ignore-file
//
//  DeliveryStatusWidget.swift
//  DeliveryActivity
//

import WidgetKit
import SwiftUI
import SwiftData
import os

private let logger = Logger(subsystem: "com.example.delivery.widget", category: "Timeline")

struct DeliveryEntry: TimelineEntry {
    let date: Date
    let orderNumber: String?
    let merchant: String
    let status: DeliveryStatus
    let expectedArrival: Date
}

struct DeliveryProvider: TimelineProvider {
    func placeholder(in context: Context) -> DeliveryEntry {
        DeliveryEntry(date: .now, orderNumber: "1042", merchant: "Corner Bakery", status: .outForDelivery,
                      expectedArrival: .now.addingTimeInterval(25 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (DeliveryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DeliveryEntry>) -> Void) {
        logger.debug("Timeline requested for \(context.family.description, privacy: .public)")
        let entry = nextDelivery() ?? DeliveryEntry(date: .now, orderNumber: nil, merchant: "", status: .delivered,
                                                    expectedArrival: .now)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(10 * 60))))
    }

    private func nextDelivery() -> DeliveryEntry? {
        let context = ModelContext(DeliveryStore.container)
        let delivered = DeliveryStatus.delivered.rawValue
        var descriptor = FetchDescriptor<Delivery>(
            predicate: #Predicate { $0.statusRawValue != delivered },
            sortBy: [SortDescriptor(\.expectedArrival)]
        )
        descriptor.fetchLimit = 1
        do {
            let deliveries = try context.fetch(descriptor)
            logger.info("Found \(deliveries.count) active deliveries")
            return deliveries.first.map {
                DeliveryEntry(date: .now, orderNumber: $0.orderNumber, merchant: $0.merchant, status: $0.status,
                              expectedArrival: $0.expectedArrival)
            }
        } catch {
            logger.error("Could not fetch deliveries: \(error.localizedDescription, privacy: .public)")
            return nil
        }
    }
}

struct DeliveryStatusWidgetView: View {
    var entry: DeliveryEntry

    var body: some View {
        if let orderNumber = entry.orderNumber {
            VStack(alignment: .leading, spacing: 6) {
                Label(entry.status.title, systemImage: entry.status.symbolName)
                    .font(.headline)
                    .foregroundStyle(.orange)
                Text(entry.merchant)
                    .font(.subheadline)
                Text("Order #\(orderNumber)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer(minLength: 0)
                Text(entry.expectedArrival, style: .relative)
                    .font(.caption.monospacedDigit())
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            VStack(spacing: 6) {
                Image(systemName: "shippingbox")
                    .font(.largeTitle)
                    .foregroundStyle(.secondary)
                Text("No deliveries on the way")
                    .font(.caption)
                    .multilineTextAlignment(.center)
            }
        }
    }
}

struct DeliveryStatusWidget: Widget {
    let kind: String = "DeliveryStatusWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: DeliveryProvider()) { entry in
            DeliveryStatusWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Deliveries")
        .description("Your next delivery at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    DeliveryStatusWidget()
} timeline: {
    DeliveryEntry(date: .now, orderNumber: "1042", merchant: "Corner Bakery", status: .outForDelivery,
                  expectedArrival: .now.addingTimeInterval(25 * 60))
}
