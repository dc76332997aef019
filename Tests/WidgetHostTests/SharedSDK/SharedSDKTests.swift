import Foundation
import Testing
import WidgetTestSupport
import WidgetWire

@testable import WidgetHost

/// Plugins linked against the shared WidgetSDK library (`scripts/build-sdk.sh`'s `libWidgetSDK.1.<build>.so`):
/// they carry only their own code, load and perform in one host, each with its own state, and a plugin
/// built against another SDK build is refused before it is opened.
@Suite(.serialized) struct SharedSDKTests {
    /// A fresh in-process host (the SDK build check runs in the process that opens the plugin).
    func host() throws -> TestHost { try TestHost(isolation: .inProcess) }

    /// A private copy of `library` in `test`'s directory, named `lib<name>.so`, loaded.
    func load(_ library: URL, as name: String, in test: TestHost) throws -> LoadedPlugin {
        let copy = test.directory.path("lib\(name).so")
        try FileManager.default.copyItem(at: library, to: copy)
        return try test.host.load(copy.path)
    }

    func text(_ payload: TimelinePayload) throws -> String {
        try WireCoding.encodeString(try #require(payload.entries.first?.view))
    }

    @Test func aCounterLinkedAgainstTheSharedSDKNeedsItCarriesNoSDKAndPerforms() async throws {
        let counter = try SharedSDKBuild.counter()
        #expect(try ELFNeededLibraries(contentsOf: counter.path).names.contains(try SharedSDKBuild.sharedLibraryName()))
        let exported = try ELFDynamicSymbols(contentsOf: counter.path).exportedFunctionNames
        #expect(exported.contains("widgethost_plugin_entry"))
        #expect(!exported.contains { $0.contains("9WidgetSDK12exportPlugin") })
        let test = try host()
        let plugin = try load(counter, as: "SharedCounter", in: test)
        #expect(plugin.manifest.intent(id: "MyCalculateIntent")?.parameters.map(\.name) == ["value"])
        _ = try await plugin.perform(intent: "MyCalculateIntent", values: ["value": .integer(10)])
        _ = try await plugin.perform(intent: "MyCalculateIntent", values: ["value": .integer(20)])
        let timeline = try await plugin.timeline(kind: "MyWidget", options: TimelineOptions(family: .systemMedium))
        #expect(try text(timeline).contains("结果: 30"))
    }

    @Test func aCounterLinkedAgainstTheSharedSDKRunsInASandboxedWorker() async throws {
        let test = try TestHost(isolation: .worker(WorkerOptions(executable: BuiltProducts.widgethost)))
        let plugin = try load(try SharedSDKBuild.counter(), as: "WorkerCounter", in: test)
        _ = try await plugin.perform(intent: "MyCalculateIntent", values: ["value": .integer(5)])
        let timeline = try await plugin.timeline(kind: "MyWidget", options: TimelineOptions(family: .systemMedium))
        #expect(try text(timeline).contains("结果: 5"))
    }

    @Test func theWorkersSandboxOpensTheSharedSDKLibraryTheSearchPathFindsAndNothingElse() throws {
        let counter = try SharedSDKBuild.counter()
        let sdkLibrary = try SharedSDKBuild.prebuiltSDK().appendingPathComponent("lib/\(try SharedSDKBuild.sharedLibraryName())")
        #expect(try ELFNeededLibraries(contentsOf: counter.path).searchPaths.contains(sdkLibrary.deletingLastPathComponent().path))
        #expect(SharedSDKFiles.needed(byPluginAt: counter.path) == [sdkLibrary.resolvingSymlinksInPath().path])
        #expect(SharedSDKFiles.needed(byPluginAt: try BuiltProducts.plugin("Counter").path).isEmpty)
        let directory = TemporaryDirectory()
        let stand = try OtherSDKPlugin.build(needing: "libWidgetSDK.1.00000000000000ff.so", in: directory.url)
        #expect(
            SharedSDKFiles.needed(byPluginAt: stand.path) == [
                directory.path("libWidgetSDK.1.00000000000000ff.so").resolvingSymlinksInPath().path
            ])
        try FileManager.default.removeItem(at: directory.path("libWidgetSDK.1.00000000000000ff.so"))
        #expect(SharedSDKFiles.needed(byPluginAt: stand.path).isEmpty)
    }

    @Test func twoCopiesAndAnotherPluginOnOneSDKKeepTheirOwnState() async throws {
        let counter = try SharedSDKBuild.counter()
        let test = try host()
        let first = try load(counter, as: "CounterA", in: test)
        let second = try load(counter, as: "CounterB", in: test)
        let probe = try load(try SharedProbePlugin.library(), as: "SharedProbe", in: test)
        _ = try await first.perform(intent: "MyCalculateIntent", values: ["value": .integer(10)])
        _ = try await second.perform(intent: "MyCalculateIntent", values: ["value": .integer(-20)])
        _ = try await probe.perform(intent: "BumpIntent", values: ["by": .integer(7)])
        let medium = TimelineOptions(family: .systemMedium)
        #expect(try text(try await first.timeline(kind: "MyWidget", options: medium)).contains("结果: 10"))
        #expect(try text(try await second.timeline(kind: "MyWidget", options: medium)).contains("结果: -20"))
        #expect(try text(try await probe.timeline(kind: "Probe", options: medium)).contains("probe count 7"))
        #expect(first.manifest.intent(id: "BumpIntent") == nil)
    }

    @Test func anIntentNoWidgetShowsIsFoundInThePluginsOwnImage() throws {
        let test = try host()
        let probe = try load(try SharedProbePlugin.library(), as: "ProbeIntents", in: test)
        #expect(probe.manifest.intent(id: "BumpIntent")?.parameters.map(\.name) == ["by"])
    }

    @Test func aPreviewReachesItsOwnPluginAmongOthersOnTheSDK() async throws {
        let test = try host()
        _ = try load(try SharedSDKBuild.counter(), as: "PreviewNeighbour", in: test)
        let probe = try load(try SharedProbePlugin.library(), as: "ProbePreviews", in: test)
        _ = try await probe.perform(intent: "BumpIntent", values: ["by": .integer(3)])
        let previews = try await probe.previews()
        #expect(previews.map(\.name) == ["Stored count"])
        let payload = try await probe.preview(try #require(previews.first).id)
        #expect(try WireCoding.encodeString(try #require(payload.entries.first?.view)).contains("preview count 3"))
    }

    @Test func aPluginNeedingAnotherSDKBuildIsRefusedInOneLineBeforeItIsOpened() throws {
        let test = try host()
        let loaded = try SharedSDKBuild.sharedLibraryName()
        _ = try load(try SharedSDKBuild.counter(), as: "SDKHolder", in: test)
        let other = "libWidgetSDK.1.0000000000000000.so"
        let plugin = try OtherSDKPlugin.build(needing: other, in: test.directory.url)
        let error = try #require(throws: PluginLoadError.self) { try test.host.load(plugin.path) }
        #expect(error == .otherSDKBuild(path: plugin.path, needed: other, loaded: loaded))
        #expect(error.description.split(separator: "\n").count == 1)
        #expect(error.description.contains("needs the shared SDK \(other), but this process has loaded another SDK build, \(loaded)"))
        #expect(error.description.contains("rebuild it against that SDK, or run it in a worker"))
        #expect(try test.initRan("otherbuild") == false)
    }

    @Test func aPluginNeedingAnSDKOfAnUnknownABIMajorIsRefused() throws {
        let test = try host()
        let needed = "libWidgetSDK.9.0123456789abcdef.so"
        let plugin = try OtherSDKPlugin.build(needing: needed, in: test.directory.url)
        let error = try #require(throws: PluginLoadError.self) { try test.host.load(plugin.path) }
        #expect(error == .unknownSDKABI(path: plugin.path, needed: needed, known: ABIVersion.host.major))
        #expect(error.description.contains("of a widget ABI this host does not know"))
    }
}

/// A C plugin (the `good` fixture) linked against a stand-in library with a shared SDK's name: what
/// a plugin built against another SDK build looks like to the host, which must refuse it unopened.
enum OtherSDKPlugin {
    static func build(needing library: String, in directory: URL) throws -> URL {
        let stub = directory.appendingPathComponent("stub.c")
        try "int widgethost_sdk_stand_in;\n".write(to: stub, atomically: true, encoding: .utf8)
        let stubLibrary = directory.appendingPathComponent(library)
        try compile(["-shared", "-fPIC", "-Wl,-soname,\(library)", stub.path, "-o", stubLibrary.path])
        let plugin = directory.appendingPathComponent("libotherbuild.so")
        try compile([
            "-shared", "-fPIC", "-I", FixturePlugins.header.path, FixturePlugins.sources.appendingPathComponent("good.c").path,
            "-L", directory.path, "-Wl,--no-as-needed", "-l:\(library)", "-Wl,-rpath,\(directory.path)", "-o", plugin.path,
        ])
        return plugin
    }

    private static func compile(_ arguments: [String]) throws {
        let result = try Subprocess.run(FixturePlugins.clang, arguments)
        guard result.status == 0 else { throw TestSetupError("clang \(arguments.joined(separator: " ")):\n\(result.standardError)") }
    }
}
