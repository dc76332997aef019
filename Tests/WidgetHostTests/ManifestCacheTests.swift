import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// The host's manifest cache: a pinned Swift SDK plugin file's validated manifest is kept by the
/// file's approved SHA-256, and a later load of the same bytes, pinned as they are, takes it from
/// there instead of asking the plugin; the plugin's handlers work without having been asked.
@Suite struct ManifestCacheTests {
    /// A pinned copy of OptionsFixture named `lib<name>.so` in `test`'s directory.
    func pinnedCopy(_ name: String, in test: TestHost) throws -> URL {
        let copy = test.directory.url.appendingPathComponent("lib\(name).so")
        try FileManager.default.copyItem(at: DynamicOptionsTests.library, to: copy)
        try test.host.pins.approve(pluginID: name, path: copy.path)
        return copy
    }

    @Test func aSecondLoadOfThePinnedBytesTakesTheManifestFromTheCache() async throws {
        let test = try TestHost(isolation: .inProcess)
        let first = try test.host.load(try pinnedCopy("cacheFirst", in: test).path)
        let directory = test.stateDirectory.appendingPathComponent("manifests")
        let cached = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(cached.count == 1, "\(cached)")
        let file = directory.appendingPathComponent(try #require(cached.first))
        #expect(try WireCoding.decode(PluginManifest.self, from: Array(try Data(contentsOf: file))) == first.manifest)

        // What the cache holds is what the next load of the same bytes uses: marked here, so the test can tell.
        var marked = first.manifest
        marked.plugin.name = "From the cache"
        try Data(try WireCoding.encode(marked)).write(to: file)
        let second = try test.host.load(try pinnedCopy("cacheSecond", in: test).path)
        #expect(second.manifest.plugin.name == "From the cache")
        #expect(try await second.perform(intent: "PourSauceIntent", values: ["sauce": "fudge"]) == PerformResult())
        let timeline = try await second.timeline(kind: "Sundae", configuration: ["flavor": "mint"])
        #expect(timeline.entries.count == 1)
        try await checkOptionsWork(second)
    }

    @Test func anUnpinnedOrChangedFileIsAskedForItsManifest() throws {
        let test = try TestHost(isolation: .inProcess)
        let pinned = try pinnedCopy("cachePinned", in: test)
        _ = try test.host.load(pinned.path)
        let directory = test.stateDirectory.appendingPathComponent("manifests")
        let file = directory.appendingPathComponent(try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).first))
        var marked = try WireCoding.decode(PluginManifest.self, from: Array(try Data(contentsOf: file)))
        marked.plugin.name = "From the cache"
        try Data(try WireCoding.encode(marked)).write(to: file)

        let unpinned = test.directory.url.appendingPathComponent("libcacheUnpinned.so")
        try FileManager.default.copyItem(at: DynamicOptionsTests.library, to: unpinned)
        #expect(try test.host.load(unpinned.path).manifest.plugin.name == "OptionsFixture")

        // Pinned, then changed (touched): its identity is no longer the pinned one, so it is not looked up by the pin's SHA-256.
        let touched = try pinnedCopy("cacheTouched", in: test)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: touched.path)
        #expect(try test.host.load(touched.path).manifest.plugin.name == "OptionsFixture")
    }

    private func checkOptionsWork(_ plugin: LoadedPlugin) async throws {
        #expect(try await plugin.options(intent: "ConfigureSundae", parameter: "scoops") == [1, 2, 3].map { ParameterOption(value: $0) })
    }
}
