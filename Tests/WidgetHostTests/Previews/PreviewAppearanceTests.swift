import Foundation
import Testing
import WidgetTestSupport

/// `preview --appearance dark` draws what the preview's views make with a dark `colorScheme`, as
/// Xcode's dark canvas shows them, not the light views in dark colors.
struct PreviewAppearanceTests {
    @Test func aDarkPreviewReadsADarkColorScheme() throws {
        let directory = TemporaryDirectory()
        try BuiltProducts.installPlugin("AppStateFixture", in: directory.url)
        let plugin = directory.url.appendingPathComponent("libAppStateFixture.so").path
        let cli = CLIRunner(home: directory.url)
        let state = directory.path("state").path
        let light = try cli.run(["--state", state, "preview", plugin, "Scheme", "--format", "text"])
        #expect(light.status == 0 && light.standardOutput.contains("light scheme"), "\(light)")
        let dark = try cli.run(["--state", state, "preview", plugin, "Scheme", "--format", "text", "--appearance", "dark"])
        #expect(dark.status == 0 && dark.standardOutput.contains("dark scheme"), "\(dark)")
        let json = try cli.run(["--state", state, "preview", plugin, "Scheme", "--json"])
        #expect(json.standardOutput.contains("darkEntries"), "\(json)")
        let same = try cli.run(["--state", state, "preview", plugin, "Stored count", "--json"])
        #expect(same.status == 0 && !same.standardOutput.contains("darkEntries"), "\(same)")
    }
}
