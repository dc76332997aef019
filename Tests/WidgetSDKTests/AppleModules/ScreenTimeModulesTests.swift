import FamilyControls
import Foundation
import ManagedSettings
import Testing

/// App code that uses Screen Time builds into a widget (`import ManagedSettings`, `import FamilyControls`); this
/// platform has none, so authorization is denied and a store's settings restrict nothing but are kept.
struct ScreenTimeModulesTests {
    @Test func authorizationIsDeniedAndAStoreKeepsItsSettings() async throws {
        #expect(AuthorizationCenter.shared.authorizationStatus == .denied)
        await #expect(throws: FamilyControlsError.self) { try await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
        let selection = FamilyActivitySelection()
        let store = ManagedSettingsStore(named: ManagedSettingsStore.Name("focus"))
        store.shield.applications = selection.applicationTokens
        #expect(store.shield.applications == [])
        store.clearAllSettings()
        #expect(store.shield.applications == nil)
        let encoded = try JSONEncoder().encode(selection)
        #expect(try JSONDecoder().decode(FamilyActivitySelection.self, from: encoded) == selection)
    }
}
