// swift-format-ignore-file
//
//  AppIntent.swift
//  ParkingSpot
//

import AppIntents
import CoreLocation
import UserNotifications
import WidgetKit

struct ParkHereIntent: AppIntent {
    static var title: LocalizedStringResource = "Park Here"
    static var description = IntentDescription("Remembers where you parked and reminds you before the meter runs out.")

    @Parameter(title: "Meter Minutes", default: 60, inclusiveRange: (15, 240))
    var meterMinutes: Int

    init() {}

    init(meterMinutes: Int) {
        self.meterMinutes = meterMinutes
    }

    func perform() async throws -> some IntentResult {
        let location = CLLocationManager().location
        ParkingStore.shared.park(at: location, meterMinutes: meterMinutes)
        await scheduleMeterReminder(minutes: meterMinutes)
        return .result()
    }

    private func scheduleMeterReminder(minutes: Int) async {
        let center = UNUserNotificationCenter.current()
        guard (try? await center.requestAuthorization(options: [.alert, .sound])) == true else { return }
        let content = UNMutableNotificationContent()
        content.title = "Parking meter"
        content.body = "Your meter runs out in 10 minutes."
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: TimeInterval(max(minutes - 10, 1) * 60), repeats: false)
        try? await center.add(UNNotificationRequest(identifier: "meter", content: content, trigger: trigger))
    }
}

struct LeaveSpotIntent: AppIntent {
    static var title: LocalizedStringResource = "Leave Parking Spot"

    func perform() async throws -> some IntentResult {
        ParkingStore.shared.clear()
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["meter"])
        return .result()
    }
}
