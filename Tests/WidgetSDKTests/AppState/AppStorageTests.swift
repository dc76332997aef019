import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// `@AppStorage` reads `UserDefaults` when the view is evaluated, with its initial value until the key has one.
@Suite struct AppStorageTests {
    private struct CountView: View {
        @AppStorage("count", store: UserDefaults(suiteName: AppStorageTests.suite)) var count = 0
        @AppStorage("name", store: UserDefaults(suiteName: AppStorageTests.suite)) var name: String?
        @AppStorage("mode", store: UserDefaults(suiteName: AppStorageTests.suite)) var mode = Mode.light

        var body: some View { Text("\(count) \(name ?? "nobody") \(mode.rawValue)") }
    }

    enum Mode: String { case light, dark }

    static let suite = "group.appstorage-\(UUID().uuidString)"

    @Test func aViewShowsWhatWasStoredAndItsInitialValuesBefore() throws {
        #expect(serialize(CountView()) == text("0 nobody light"))
        let defaults = try #require(UserDefaults(suiteName: Self.suite))
        defaults.set(4, forKey: "count")
        defaults.set("Ada", forKey: "name")
        defaults.set("dark", forKey: "mode")
        #expect(serialize(CountView()) == text("4 Ada dark"))
    }

    @Test func writingThroughTheWrapperOrItsBindingStores() throws {
        let suite = "group.appstorage-writes-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        let count = AppStorage(wrappedValue: 0, "count", store: defaults)
        count.wrappedValue = 2
        #expect(defaults.integer(forKey: "count") == 2)
        count.projectedValue.wrappedValue = 3
        #expect(defaults.integer(forKey: "count") == 3)
        let name = AppStorage<String?>("name", store: defaults)
        name.wrappedValue = "Grace"
        #expect(defaults.string(forKey: "name") == "Grace")
        name.wrappedValue = nil
        #expect(defaults.object(forKey: "name") == nil)
    }
}
