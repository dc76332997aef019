import CWidgetABI
import Testing
import WidgetWire

@testable import WidgetSDK

/// The C entry table, the generic `@c` handlers and the host services, driven as a host drives them.
///
/// Serialized: these tests install the exported plugin and the host's services, which are process-wide.
@Suite(.serialized) struct PluginABITests {
    /// A result and error buffer pair, as the host passes them.
    struct Call: Sendable {
        var status: Int32
        var result: [UInt8]
        var error: String
    }

    func entry() -> UnsafePointer<wh_plugin_entry_t> {
        exportPlugin(
            FixtureWidgets.self, id: "dev.widgethost.fixtures", name: "Fixtures", version: "2.0.0",
            additionalIntents: [Fixtures.FailingIntent.self, Fixtures.TapIntent.self]
        ).assumingMemoryBound(to: wh_plugin_entry_t.self)
    }

    func call(
        _ handler: @escaping @Sendable (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int32
    ) async -> Call {
        let address = UInt(bitPattern: entry())
        return await onHostThread {
            let entry = UnsafePointer<wh_plugin_entry_t>(bitPattern: address)!
            var result = wh_buffer_t()
            var error = wh_buffer_t()
            let status = withUnsafeMutablePointer(to: &result) { result in
                withUnsafeMutablePointer(to: &error) { error in handler(UnsafeMutableRawPointer(result), UnsafeMutableRawPointer(error)) }
            }
            let resultBytes = take(&result, freeingWith: entry)
            let errorText = String(decoding: take(&error, freeingWith: entry), as: UTF8.self)
            return Call(status: status, result: resultBytes, error: errorText)
        }
    }

    @Test func entryIsCreatedOnceAndCarriesTheHeadersVersion() {
        let first = entry()
        #expect(first == entry())
        #expect(first.pointee.abi_version.major == UInt32(WH_ABI_VERSION_MAJOR))
        #expect(first.pointee.abi_version.minor == UInt32(WH_ABI_VERSION_MINOR))
    }

    @Test func hostDrivesInitManifestHandlersAndDeinit() async throws {
        // The data directory is /tmp, as in the other tests here: tests of other suites run meanwhile and keep model
        // stores under /tmp, which a host's data directory elsewhere would move into it.
        let host = TestHost(pluginID: "dev.widgethost.fixtures", dataDirectory: "/tmp", now: 1_800_000_000)
        let address = UInt(bitPattern: entry())
        let hostAddress = UInt(bitPattern: host.table)

        let initialized = await onHostThread {
            let entry = UnsafePointer<wh_plugin_entry_t>(bitPattern: address)!
            var error = wh_buffer_t()
            return entry.pointee.`init`(UnsafePointer(bitPattern: hostAddress), &error)
        }
        #expect(initialized == wh_status_t(WH_STATUS_OK))
        #expect(HostServices.current.pluginID == "dev.widgethost.fixtures")
        #expect(HostServices.dataDirectory == URL(fileURLWithPath: "/tmp", isDirectory: true))

        let manifest = await call { result, _ in
            UnsafePointer<wh_plugin_entry_t>(bitPattern: address)!.pointee.get_manifest(
                result.assumingMemoryBound(to: wh_buffer_t.self), nil)
        }
        #expect(manifest.status == wh_status_t(WH_STATUS_OK))
        let decoded = try WireCoding.decode(PluginManifest.self, from: manifest.result)
        #expect(decoded.plugin.id == "dev.widgethost.fixtures")
        #expect(decoded.intent(id: "Fixtures.FailingIntent") != nil)

        let token = UUID().uuidString
        let request = try json(PerformRequest(parameters: ["token": .string(token), "amount": 4]))
        let performed = await call { result, error in
            _widgethostSwiftPerform("Fixtures.RecordingIntent", request, result, error)
        }
        #expect(performed.status == wh_status_t(WH_STATUS_OK))
        #expect(try WireCoding.decode(PerformResponse.self, from: performed.result) == PerformResponse(value: 8, dialog: "Recorded 4"))
        #expect(Fixtures.recorded.withLock { $0[token] } == "4 daily [] -")

        let failed = await call { result, error in
            _widgethostSwiftPerform("Fixtures.FailingIntent", "{\"parameters\": {}}", result, error)
        }
        #expect(failed.status == wh_status_t(WH_STATUS_FAILED))
        #expect(failed.error == "Fixtures.FailingIntent.perform() failed: the counter is locked")
        #expect(failed.result.isEmpty)

        let queried = await call { result, error in
            _widgethostSwiftQuery(
                "SeedAppIntents.ConfigurationIntent.AppIntentsColor", "matching", "{\"operation\":\"matching\",\"text\":\"白\"}", result,
                error)
        }
        #expect(try WireCoding.decode([EntityRecord].self, from: queried.result) == [EntityRecord(id: "light", title: "白色")])

        let timelineRequest = try json(
            TimelineRequest(operation: .timeline, family: .systemSmall, now: 0, configuration: ["bgColor": "gone"]))
        let notFound = await call { result, error in
            _widgethostSwiftTimeline("appIntents.kind", "timeline", timelineRequest, result, error)
        }
        #expect(notFound.status == wh_status_t(WH_STATUS_NOT_FOUND))
        #expect(notFound.error.contains("no entity with id 'gone'"))

        await onHostThread { UnsafePointer<wh_plugin_entry_t>(bitPattern: address)!.pointee.`deinit`() }
        #expect(HostServices.current.pluginID == nil)
    }

    @Test func aHandlerCalledFromASwiftTaskFailsAtOnceNamingTheThreadRule() async throws {
        let entry = entry()
        let token = UUID().uuidString
        let request = try json(PerformRequest(parameters: ["token": .string(token), "amount": 1]))
        var result = wh_buffer_t()
        var error = wh_buffer_t()
        let status = withUnsafeMutablePointer(to: &result) { result in
            withUnsafeMutablePointer(to: &error) { error in _widgethostSwiftPerform("Fixtures.RecordingIntent", request, result, error) }
        }
        let message = String(decoding: take(&error, freeingWith: entry), as: UTF8.self)
        #expect(take(&result, freeingWith: entry).isEmpty)
        #expect(status == wh_status_t(WH_STATUS_INTERNAL))
        #expect(message.hasPrefix("a handler was called from a Swift concurrency task, which the ABI's [plugin-thread] rule forbids"))
        #expect(Fixtures.recorded.withLock { $0[token] } == nil)
    }

    @Test func initRejectsAHostOfAnotherMajorVersion() async {
        let host = TestHost(pluginID: "p", dataDirectory: "/tmp", now: 0, abiMajor: 2, abiMinor: 0)
        let address = UInt(bitPattern: entry())
        let hostAddress = UInt(bitPattern: host.table)
        let outcome = await onHostThread {
            let entry = UnsafePointer<wh_plugin_entry_t>(bitPattern: address)!
            var error = wh_buffer_t()
            let status = entry.pointee.`init`(UnsafePointer(bitPattern: hostAddress), &error)
            return (status, String(decoding: take(&error, freeingWith: entry), as: UTF8.self))
        }
        #expect(outcome.0 == wh_status_t(WH_STATUS_UNSUPPORTED))
        #expect(
            outcome.1 == "the host implements ABI 2.0, but this plugin was built for ABI 1.1; rebuild the plugin with a matching WidgetSDK")
        #expect(HostServices.current.pluginID == nil)
    }

    @Test func hostServicesReachTheHostsTable() {
        let host = TestHost(pluginID: "p", dataDirectory: "/tmp", now: 1_234_567)
        HostServices.install(CHostServices(table: host.table))
        defer { HostServices.uninstall() }

        let defaults = HostDefaults(suiteName: "group.counter")!
        defaults.set(5, forKey: "number")
        HostDefaults.standard.set("hello", forKey: "greeting")
        #expect(host.values.withLock { $0["suite/group.counter/number"] } == Array(#"{"int":5}"#.utf8))
        #expect(host.values.withLock { $0["standard/greeting"] } == Array(#"{"string":"hello"}"#.utf8))
        #expect(defaults.integer(forKey: "number") == 5)
        #expect(HostDefaults.standard.integer(forKey: "number") == 0)

        let long = String(repeating: "界", count: 400)
        defaults.set(long, forKey: "long")
        #expect(defaults.string(forKey: "long") == long)

        defaults.removeObject(forKey: "number")
        #expect(defaults.object(forKey: "number") == nil)

        WidgetCenter.shared.reloadTimelines(ofKind: "Counter")
        WidgetCenter.shared.reloadAllTimelines()
        #expect(host.reloads.withLock { $0 } == ["kind Counter", "all"])

        WidgetLog.warning("low on soup")
        #expect(host.logs.withLock { $0 } == ["2 low on soup"])

        #expect(WidgetClock.now == Date(timeIntervalSince1970: 1_234_567))
    }

    @Test func hostDefaultsConvertLikeUserDefaults() {
        let defaults = HostDefaults(suiteName: "conversions-\(UUID().uuidString)")!
        defaults.set(3.9, forKey: "double")
        defaults.set(true, forKey: "bool")
        defaults.set("42", forKey: "text")
        defaults.set("yes", forKey: "word")
        defaults.set(Data([1, 2, 3]), forKey: "data")

        #expect(defaults.integer(forKey: "double") == 3)
        #expect(defaults.string(forKey: "double") == "3.9")
        #expect(defaults.integer(forKey: "bool") == 1)
        #expect(defaults.double(forKey: "text") == 42)
        #expect(defaults.integer(forKey: "text") == 42)
        #expect(defaults.bool(forKey: "word"))
        #expect(defaults.bool(forKey: "text"))
        #expect(!defaults.bool(forKey: "missing"))
        #expect(defaults.data(forKey: "data") == Data([1, 2, 3]))
        #expect(defaults.string(forKey: "data") == nil)
        #expect(defaults.object(forKey: "bool") as? Bool == true)
        #expect(HostDefaults(suiteName: "") == nil)
        #expect(HostDefaults(suiteName: "a/b") == nil)
    }

    @Test func exportingASingleWidgetNamesThePluginAfterItsModule() throws {
        _ = exportPlugin(Fixtures.StaticWidget.self)
        let runtime = try #require(PluginRuntime.installed)
        #expect(runtime.info.id == "WidgetSDKTests")
        #expect(try runtime.manifest().manifest.widgets.map(\.kind) == ["static"])
    }

    @Test func anIntentOnlyATimelineShowsIsListedByTheManifest() async throws {
        let host = TestHost(pluginID: "p", dataDirectory: "/tmp", now: 0)
        HostServices.install(CHostServices(table: host.table))
        defer { HostServices.uninstall() }
        let runtime = PluginRuntime(
            bundle: SingleWidgetBundle<LateButtonWidget>.self, id: "late", name: nil, version: "1", additionalIntents: [])
        #expect(try runtime.manifest().manifest.intents.map(\.id).contains("PlanetIntent"))
        let request = try json(TimelineRequest(operation: .timeline, family: .systemSmall, now: 0))
        _ = try decodeSuccess(await runtime.timeline(kind: "late", operation: "timeline", request: request), as: TimelinePayload.self)
        #expect(!host.logs.withLock { $0 }.contains { $0.contains("PlanetIntent") })
    }

    @Test func warnsWhenATimelineShowsAnIntentTheManifestDoesNotList() async throws {
        let host = TestHost(pluginID: "p", dataDirectory: "/tmp", now: 0)
        HostServices.install(CHostServices(table: host.table))
        defer { HostServices.uninstall() }
        let runtime = PluginRuntime(
            bundle: SingleWidgetBundle<LateGenericButtonWidget>.self, id: "late", name: nil, version: "1", additionalIntents: [])
        let request = try json(TimelineRequest(operation: .timeline, family: .systemSmall, now: 0))
        _ = try decodeSuccess(
            await runtime.timeline(kind: "lateGeneric", operation: "timeline", request: request), as: TimelinePayload.self)
        let warning =
            "2 widget 'lateGeneric' shows a control for intent 'LateGenericIntent<Swift.Int>', which its placeholder does not "
            + "show, so the manifest does not list it and the host cannot perform it; pass it to exportPlugin(_:additionalIntents:)"
        #expect(host.logs.withLock { $0 }.contains(warning), "\(host.logs.withLock { $0 })")
        _ = try decodeSuccess(
            await runtime.timeline(kind: "lateGeneric", operation: "timeline", request: request), as: TimelinePayload.self)
        #expect(host.logs.withLock { $0 }.filter { $0 == warning }.count == 2, "every timeline that shows it warns")
    }
}
