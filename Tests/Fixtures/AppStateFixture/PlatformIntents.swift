import ActivityKit
import AppIntents
import CoreLocation
import Foundation
import UserNotifications

/// Asks for what this platform does not have, and stores what each answered.
struct AskThePlatformIntent: AppIntent {
    static var title: LocalizedStringResource = "Ask the Platform"

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults.group
        do {
            _ = try Activity<DeliveryAttributes>.request(
                attributes: DeliveryAttributes(orderNumber: "7"), content: ActivityContent(state: .init(minutesLeft: 5), staleDate: nil))
            defaults.set("started", forKey: "activity")
        } catch {
            defaults.set("\(error)", forKey: "activity")
        }
        do {
            let allowed = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])
            defaults.set(allowed ? "allowed" : "not allowed", forKey: "notifications")
        } catch {
            defaults.set("\(error)", forKey: "notifications")
        }
        let manager = CLLocationManager()
        manager.requestWhenInUseAuthorization()
        defaults.set(manager.authorizationStatus == .denied ? "denied" : "allowed", forKey: "location")
        return .result()
    }
}

/// Loads `address` with URLSession and stores the status and the body's text.
struct FetchIntent: AppIntent {
    static var title: LocalizedStringResource = "Fetch"

    @Parameter(title: "Address")
    var address: String

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults.group
        do {
            let (data, response) = try await URLSession.shared.data(from: URL(string: address)!)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            defaults.set("\(status) \(String(decoding: data, as: UTF8.self))", forKey: "fetched")
        } catch let error as URLError {
            defaults.set("failed \(error.code.rawValue)", forKey: "fetched")
        }
        return .result()
    }
}

/// Answers the main bundle's identifier and version, as widget code reads them for a `Logger`'s subsystem.
struct BundleIdentityIntent: AppIntent {
    static var title: LocalizedStringResource = "Bundle Identity"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "none"
        return .result(value: "\(Bundle.main.bundleIdentifier!) \(version)")
    }
}

/// Reads a file the plugin bundles through `Bundle.main`, as widget code does on iOS (a sound, a JSON of
/// defaults): the file's text by `url(forResource:withExtension:)`, then whether `path(forResource:ofType:)`
/// and `urls(forResourcesWithExtension:subdirectory:)` find it too; "none" when the URL is not found.
struct BundledFileIntent: AppIntent {
    static var title: LocalizedStringResource = "Bundled File"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard let url = Bundle.main.url(forResource: "greeting", withExtension: "txt") else { return .result(value: "none") }
        let text = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let path = Bundle.main.path(forResource: "greeting", ofType: "txt") == url.path
        let listed = Bundle.main.urls(forResourcesWithExtension: "txt", subdirectory: nil)?.count ?? 0
        let nested = Bundle.main.url(forResource: "nested", withExtension: "json") != nil
        return .result(value: "\(text) path:\(path) listed:\(listed) nested:\(nested)")
    }
}
