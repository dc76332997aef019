import ActivityKit
import CoreLocation
import Foundation
import Testing
import UserNotifications
import WatchConnectivity

@testable import os

/// The frameworks beside WidgetKit: what cannot work here says so, and shared code takes its
/// no-watch, no-location path.
@Suite struct AppleModulesTests {
    final class Delegate: WCSessionDelegate, CLLocationManagerDelegate {
        var activation: (WCSessionActivationState, (any Error)?)?
        var locationError: (any Error)?
        var authorizationChanges = 0

        func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {
            activation = (activationState, error)
        }

        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { authorizationChanges += 1 }

        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) { locationError = error }
    }

    struct Attributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var step: Int }
    }

    @Test func thereIsNoWatchToTalkTo() throws {
        #expect(WCSession.isSupported() == false)
        let delegate = Delegate()
        WCSession.default.delegate = delegate
        WCSession.default.activate()
        #expect(delegate.activation?.0 == .notActivated)
        #expect((delegate.activation?.1 as? WCError)?.code == .sessionNotSupported)
        #expect(WCSession.default.activationState == .notActivated)
        #expect(throws: WCError(.sessionNotSupported)) { try WCSession.default.updateApplicationContext(["a": 1]) }
    }

    @Test func locationServicesAreDenied() {
        let manager = CLLocationManager()
        let delegate = Delegate()
        manager.delegate = delegate
        #expect(manager.authorizationStatus == .denied)
        #expect(CLLocationManager.locationServicesEnabled() == false)
        #expect(manager.location == nil)
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        #expect(delegate.authorizationChanges == 1)
        #expect((delegate.locationError as? CLError)?.code == .denied)
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_500) < 1_000)
    }

    @Test func notificationsAndLiveActivitiesCannotStart() async {
        let center = UNUserNotificationCenter.current()
        await #expect(throws: UNError(.notificationsNotAllowed)) { try await center.requestAuthorization(options: [.alert]) }
        let content = UNMutableNotificationContent()
        content.title = "Meter"
        let request = UNNotificationRequest(
            identifier: "meter", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
        await #expect(throws: UNError(.notificationsNotAllowed)) { try await center.add(request) }
        #expect(await center.pendingNotificationRequests().isEmpty)
        #expect(await center.notificationSettings().authorizationStatus == .denied)
        #expect(throws: ActivityAuthorizationError.unsupported) {
            try Activity.request(attributes: Attributes(), content: ActivityContent(state: .init(step: 1), staleDate: nil))
        }
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled == false)
        // Xcode 14's Live Activity preview builds and shows nothing.
        let preview = Attributes().previewContext(Attributes.ContentState(step: 1), viewKind: .dynamicIsland(.compact))
        #expect(serialize(preview) == .empty)
    }

    @Test func logMessagesFormatTheirValues() {
        let count = 42
        let message: OSLogMessage =
            "\(count, format: .hex(includePrefix: true)) \(3.14159, format: .fixed(precision: 2)) \("x", align: .right(columns: 3)) \("secret", privacy: .private) \(true, format: .answer)"
        #expect(message.text == "0x2a 3.14   x <private> YES")
    }
}
