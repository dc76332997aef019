import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// Finding plugins by path or id.
struct PluginSearchPathTests {
    @Test func directoriesComeFromTheOptionThenTheEnvironmentPlusTheInstalledPluginsAndTheExecutablesDirectory() {
        let executable = URL(fileURLWithPath: "/opt/wh/bin")
        func resolve(_ explicit: [String], _ environment: [String: String]) -> [String] {
            PluginSearchPath.resolve(explicit: explicit, environment: environment, executableDirectory: executable).directories.map(\.path)
        }
        #expect(resolve(["/a", "/b"], ["WIDGETHOST_PLUGINS": "/c"]) == ["/a", "/b", "/opt/wh/share/widgethost/plugins", "/opt/wh/bin"])
        #expect(resolve([], ["WIDGETHOST_PLUGINS": "/c:/d"]) == ["/c", "/d", "/opt/wh/share/widgethost/plugins", "/opt/wh/bin"])
        #expect(
            resolve([], ["XDG_DATA_HOME": "/data", "HOME": "/home/x"]) == [
                "/data/widgethost/plugins", "/opt/wh/share/widgethost/plugins", "/opt/wh/bin",
            ])
        #expect(
            resolve([], ["HOME": "/home/x"]) == [
                "/home/x/.local/share/widgethost/plugins", "/opt/wh/share/widgethost/plugins", "/opt/wh/bin",
            ])
    }

    @Test func idsMatchLibIdOrIdDotSoIgnoringCase() throws {
        let first = TemporaryDirectory()
        let second = TemporaryDirectory()
        for name in ["libCounter.so", "weather.so", "notes.txt"] { try Data().write(to: first.path(name)) }
        try Data().write(to: second.path("libWeather.so"))
        let search = PluginSearchPath(directories: [first.url, second.url])
        #expect(try search.locate("counter") == first.path("libCounter.so"))
        #expect(try search.locate("Weather") == first.path("weather.so"))
        #expect(try search.locate("libCounter") == first.path("libCounter.so"))
        #expect(try search.locate("./x.so").path.hasSuffix("x.so"))
        #expect(search.availablePlugins().map(\.id) == ["Counter", "weather", "Weather"])
    }

    @Test func anUnknownIdListsTheDirectoriesSearchedAndThePluginsFound() throws {
        let directory = TemporaryDirectory()
        try Data().write(to: directory.path("libClock.so"))
        let error = try #require(throws: PluginLookupError.self) { try PluginSearchPath(directories: [directory.url]).locate("Calendar") }
        #expect(error.searchedDirectories == [directory.url.path])
        #expect(error.availableIDs == ["Clock"])
        #expect(error.description.contains("no plugin 'Calendar' in \(directory.url.path)"))
        #expect(error.description.contains("found: Clock"))
    }
}
