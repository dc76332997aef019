// swift-format-ignore-file
//
//  ParkingSpotWidget.swift
//  ParkingSpot
//

import WidgetKit
import SwiftUI
import CoreLocation

struct ParkingEntry: TimelineEntry {
    let date: Date
    let car: ParkedCar?
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> ParkingEntry {
        ParkingEntry(date: Date(), car: ParkedCar(latitude: 37.33, longitude: -122.01, parkedAt: Date().addingTimeInterval(-1200), meterMinutes: 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (ParkingEntry) -> ()) {
        completion(ParkingEntry(date: Date(), car: ParkingStore().parkedCar))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let car = ParkingStore().parkedCar
        var entries = [ParkingEntry(date: Date(), car: car)]
        if let car, car.meterExpiry > Date() {
            // Show the expired state once the meter runs out.
            entries.append(ParkingEntry(date: car.meterExpiry, car: car))
        }
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct ParkingSpotWidgetEntryView : View {
    var entry: Provider.Entry

    var body: some View {
        if let car = entry.car {
            VStack(alignment: .leading, spacing: 4) {
                Label("Parked", systemImage: "car.fill")
                    .font(.headline)
                Text(car.parkedAt, style: .relative)
                    .font(.caption)
                if let coordinate = car.coordinate {
                    Text(String(format: "%.4f, %.4f", coordinate.latitude, coordinate.longitude))
                        .font(.caption2.monospacedDigit())
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
                if car.meterExpiry > entry.date {
                    Label {
                        Text(car.meterExpiry, style: .timer)
                    } icon: {
                        Image(systemName: "timer")
                    }
                    .font(.caption.bold())
                } else {
                    Label("Meter expired", systemImage: "exclamationmark.triangle.fill")
                        .font(.caption.bold())
                        .foregroundStyle(.red)
                }
                Button(intent: LeaveSpotIntent()) {
                    Text("Leave")
                }
                .font(.caption)
            }
        } else {
            VStack(spacing: 8) {
                Image(systemName: "parkingsign.circle.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.blue)
                Button(intent: ParkHereIntent(meterMinutes: 60)) {
                    Text("Park Here")
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }
}

struct ParkingSpotWidget: Widget {
    let kind: String = "ParkingSpotWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            ParkingSpotWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Parking Spot")
        .description("Remember where you parked.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    ParkingSpotWidget()
} timeline: {
    ParkingEntry(date: .now, car: nil)
    ParkingEntry(date: .now, car: ParkedCar(latitude: 37.33, longitude: -122.01, parkedAt: .now.addingTimeInterval(-600), meterMinutes: 30))
}
