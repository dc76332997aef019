import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// iOS 17/18 widget code as published, through the CityFixture plugin: a query and an options provider whose
/// choices follow another parameter of the configuration (`@IntentParameterDependency`), asked through the CLI
/// and the configuration form, and a `Button(intent: OpenURLIntent(url))`, which is a link to its URL.
@Suite struct ParameterDependencyTests {
    /// The CityFixture library `swift build` puts next to `widgethost`.
    static let library = BuiltProducts.directory.appendingPathComponent("libCityFixture.so")
    let directory = TemporaryDirectory()

    private func widgethost(_ arguments: [String]) throws -> Subprocess.Result {
        try CLIRunner(home: directory.url).run(["--state", directory.path("state").path] + arguments)
    }

    @Test func aQueryAskedForAConfigurationsChoicesSeesTheValuesChosenSoFar() throws {
        let plugin = Self.library.path
        let everywhere = try widgethost(["query", plugin, "CityEntity", "--suggested"])
        #expect(everywhere.standardOutput == "hz  Hangzhou\nnb  Ningbo\ngz  Guangzhou\nsz  Shenzhen\n", "\(everywhere)")

        let configuring = ["--intent", "CityConfiguration", "--param"]
        let zhejiang = try widgethost(["query", plugin, "CityEntity", "--suggested"] + configuring + ["province=zj"])
        #expect(zhejiang.status == 0, "\(zhejiang)")
        #expect(zhejiang.standardOutput == "hz  Hangzhou\nnb  Ningbo\n", "\(zhejiang)")
        let searched = try widgethost(["query", plugin, "CityEntity", "--matching", "an"] + configuring + ["province=gd"])
        #expect(searched.standardOutput == "gz  Guangzhou\n", "\(searched)")
        // Without the province the dependency names, the query sees no configuration, as on iOS.
        let unchosen = try widgethost(["query", plugin, "CityEntity", "--suggested", "--intent", "CityConfiguration"])
        #expect(unchosen.standardOutput == everywhere.standardOutput, "\(unchosen)")
    }

    @Test func anOptionsProviderAskedForAConfigurationsChoicesSeesTheValuesChosenSoFar() throws {
        let plugin = Self.library.path
        let options = ["query", plugin, "CityConfiguration", "--options", "district"]
        let unchosen = try widgethost(options)
        #expect(unchosen.status == 0, "\(unchosen)")
        #expect(unchosen.standardOutput == "CityConfiguration.district offers no options.\n", "\(unchosen)")
        let shenzhen = try widgethost(options + ["--param", "city=sz"])
        #expect(shenzhen.standardOutput == "Futian\nNanshan\n", "\(shenzhen)")
        let json = try widgethost(["--json"] + options + ["--param", "province=zj", "--param", "city=hz"])
        #expect(json.standardOutput.contains(#""West Lake""#) && !json.standardOutput.contains("Futian"), "\(json)")
        let unknown = try widgethost(options + ["--param", "size=3"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("unknown parameter 'size'"), "\(unknown)")
    }

    @Test func aConfigurationForABadQueryIsAUsageError() throws {
        let plugin = Self.library.path
        let orphan = try widgethost(["query", plugin, "CityEntity", "--suggested", "--param", "province=zj"])
        #expect(orphan.status == 2)
        #expect(orphan.standardError.contains("--param given without --intent"), "\(orphan)")
        let unknown = try widgethost(["query", plugin, "CityEntity", "--suggested", "--intent", "CityConfiguration", "--param", "size=3"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("unknown parameter 'size'"), "\(unknown)")
        let options = try widgethost(["query", plugin, "CityConfiguration", "--options", "unit", "--intent", "CityConfiguration"])
        #expect(options.status == 2)
        #expect(options.standardError.contains("--intent given with --options"), "\(options)")
    }

    @Test func theConfigurationFormOffersTheCitiesOfTheProvinceChosen() async throws {
        let test = try TestHost()
        let plugin = try test.host.load(Self.library.path)
        let builder = try ConfigurationFormBuilder(plugin: plugin, kind: "City")
        // A Swift plugin is called on its own thread, never a concurrency pool thread.
        let (chosen, unchosen, form, units) = try await plugin.run { _ in
            (
                try builder.choices(of: "city", matching: "", values: ["province": "gd"]).map(\.value),
                try builder.choices(of: "city", matching: "").map(\.value),
                builder.form(values: ["province": "zj", "city": "hz"], family: .systemSmall),
                try builder.choices(of: "unit", matching: "").map(\.value)
            )
        }
        #expect(chosen == ["gz", "sz"])
        #expect(unchosen == ["hz", "nb", "gz", "sz"])
        #expect(form.fields.first { $0.name == "city" }?.choices?.map(\.value) == ["hz", "nb"])
        #expect(units == ["celsius", "fahrenheit"])
        let district = form.fields.first { $0.name == "district" }
        #expect(district?.hasOptions == true)
        #expect(district?.choices?.map(\.value) == ["West Lake", "Binjiang"])
        let (districts, none) = try await plugin.run { _ in
            (
                try builder.choices(of: "district", matching: "", values: ["city": "sz"]).map(\.value),
                try builder.choices(of: "district", matching: "").map(\.value)
            )
        }
        #expect(districts == ["Futian", "Nanshan"])
        #expect(none == [])
    }

    @Test func anOpenURLIntentButtonIsALinkToItsURLAndNotAControl() throws {
        let plugin = Self.library.path
        let added = try widgethost(["add", "City", "--plugin", plugin, "--param", "province=zj", "--param", "city=nb"])
        try #require(added.status == 0, "\(added)")
        let render = try widgethost(["render", "1", "--format", "json"])
        #expect(render.standardOutput.contains(#""type":"link","url":"https://example.com/weather/nb""#), "\(render)")
        #expect(render.standardOutput.contains(#""texts":["Ningbo","Forecast"]"#), "\(render)")
        let tap = try widgethost(["tap", "1", "Forecast"])
        #expect(tap.status == 2)
        #expect(tap.standardError.contains("no control 'Forecast'"), "\(tap)")
        let validate = try widgethost(["validate", plugin])
        #expect(validate.status == 0, "\(validate)")
    }
}
