import CWidgetABI
import Foundation
import Testing
import WidgetWire

/// Two plugins that share one copy of WidgetSDK (the SharedImageFixture library, as plugins of
/// their own images share an SDK library) each keep their own state: each entry table reaches its
/// own plugin, whose intents, host store, `UserDefaults` suite and clock are its own, although both
/// plugins name their intent `PaintIntent` and use the same App Group suite.
@Suite struct SharedImageTests {
    @Test func twoPluginsOfOneSDKKeepTheirOwnIntentsStorageDefaultsAndClock() async throws {
        let library = try SharedImageLibrary()
        let red = try library.entry("shared_image_red_entry")
        let blue = try library.entry("shared_image_blue_entry")
        #expect(red != blue)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shared-image-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let redHost = TestHost(pluginID: "red", dataDirectory: directory.appendingPathComponent("red").path, now: 1_000)
        let blueHost = TestHost(pluginID: "blue", dataDirectory: directory.appendingPathComponent("blue").path, now: 2_000)
        #expect(await library.initialize(red, with: redHost) == nil)
        #expect(await library.initialize(blue, with: blueHost) == nil)

        let redManifest = try await library.manifest(of: red)
        let blueManifest = try await library.manifest(of: blue)
        #expect(redManifest.plugin.id == "SharedImageRed")
        #expect(blueManifest.plugin.id == "SharedImageBlue")
        #expect(redManifest.widgets.map(\.kind) == ["red"])
        #expect(blueManifest.widgets.map(\.kind) == ["blue"])
        let redPaint = try #require(redManifest.intents.first { $0.id == "PaintIntent" })
        let bluePaint = try #require(blueManifest.intents.first { $0.id == "PaintIntent" })
        #expect(redPaint.parameters.map(\.name) == ["coats"])
        #expect(bluePaint.parameters.map(\.name) == ["value"])

        #expect(try await perform(redPaint, ["coats": 2], in: library, red) == "red coats 2 at 1000")
        #expect(try await perform(bluePaint, ["value": true], in: library, blue) == "blue paintings 1 at 2000")
        #expect(try await perform(redPaint, ["coats": 3], in: library, red) == "red coats 5 at 1000")

        let suite = "UserDefaults/suite/group.dev.widgethost.paint"
        #expect(redHost.values.withLock { $0.keys.sorted() } == [suite, "standard/coats"])
        #expect(blueHost.values.withLock { $0.keys.sorted() } == [suite, "standard/paintings"])
        #expect(try lastPainting(in: redHost, suite) == "red 3")
        #expect(try lastPainting(in: blueHost, suite) == "blue glossy")
        await library.finish(red)
        await library.finish(blue)
    }

    /// Performs `intent` through the handler its manifest names, with `parameters`; the result's value.
    private func perform(
        _ intent: IntentDescriptor, _ parameters: [String: JSONValue], in library: SharedImageLibrary,
        _ entry: UnsafePointer<wh_plugin_entry_t>
    ) async throws -> String? {
        let request = String(decoding: try WireCoding.encode(PerformRequest(parameters: parameters)), as: UTF8.self)
        let handler = try #require(intent.perform)
        let bytes = try await library.call(handler, request: request, freeingWith: entry).get()
        guard case .string(let value) = try WireCoding.decode(PerformResponse.self, from: bytes).value else { return nil }
        return value
    }

    /// The `last` value of the suite stored under `key` in `host`'s store (a property list).
    private func lastPainting(in host: TestHost, _ key: String) throws -> String? {
        let bytes = try #require(host.values.withLock { $0[key] })
        let values = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any]
        return values?["last"] as? String
    }
}
