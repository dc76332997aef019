import Foundation
import WidgetSDK

/// The host a plugin's code sees in a test, without a host process: a clock the test sets, a
/// key-value store (what `HostDefaults` and `UserDefaults` suites keep) and a data directory
/// (App Group containers, SwiftData stores) of its own, and the reload requests it received.
///
/// ```swift
/// @Test func wavesAreCounted() async throws {
///     let environment = try WidgetTestEnvironment(now: start)
///     try await environment.run {
///         _ = try await performIntent(WaveIntent())
///         #expect(HostDefaults.standard.integer(forKey: "waves") == 1)
///     }
/// }
/// ```
///
/// Isolated per environment (so tests running in parallel do not see each other): `WidgetClock`,
/// `HostDefaults`, `UserDefaults(suiteName:)` and `UserDefaults.standard` in files importing
/// WidgetKit or SwiftUI, the App Group container and the data directory, `WidgetCenter` reloads.
/// Not isolated: static and global variables of the code under test, plain `Date()`, Foundation's
/// own `UserDefaults.standard`, and code run outside ``run(isolation:_:)``'s task and the tasks it
/// starts (`Task.detached`, threads, dispatch queues see the process's services).
public final class WidgetTestEnvironment: Sendable {
    /// 2026-01-01 00:00:00 UTC: where a clock starts when the test does not say.
    public static let defaultStart = Date(timeIntervalSince1970: 1_767_225_600)

    /// The environment's clock: `WidgetClock.now` in code ``run(isolation:_:)`` runs.
    public let clock: TestClock
    /// The plugin's data directory (a new temporary directory, removed with the environment).
    public let dataDirectory: URL
    private let services: ProcessLocalHostServices

    /// An environment whose clock starts at `now`, with an empty store and data directory.
    ///
    /// - Throws: ``WidgetTestError`` when the temporary data directory cannot be made.
    public init(now: Date = WidgetTestEnvironment.defaultStart) throws(WidgetTestError) {
        let clock = TestClock(now: now)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "WidgetSDKTesting-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw WidgetTestError("could not make the test's data directory \(directory.path): \(error)")
        }
        self.clock = clock
        self.dataDirectory = directory
        self.services = ProcessLocalHostServices(dataDirectory: directory, clock: { clock.now })
    }

    deinit {
        SDKTestingSupport.closeDefaults(of: services)
        try? FileManager.default.removeItem(at: dataDirectory)
    }

    /// Runs `body` with this environment as the host of the plugin code it calls (on this task
    /// and the tasks it starts), and returns what `body` returns.
    public func run<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await SDKTestingSupport.withServices(services, isolation: isolation, body)
    }

    /// Empties the store, the `UserDefaults` suites, the data directory and the reload requests,
    /// for a test that wants a fresh start partway; the clock keeps its time.
    public func reset() throws(WidgetTestError) {
        services.removeAll()
        SDKTestingSupport.closeDefaults(of: services)
        do {
            for item in try FileManager.default.contentsOfDirectory(at: dataDirectory, includingPropertiesForKeys: nil) {
                try FileManager.default.removeItem(at: item)
            }
        } catch {
            throw WidgetTestError("could not empty the test's data directory \(dataDirectory.path): \(error)")
        }
    }

    /// The keys of the store, sorted (`standard/waves` for `HostDefaults.standard`'s `waves`).
    public var storedKeys: [String] { services.storedKeys }

    /// The widget kinds whose timelines code asked to reload (`WidgetCenter`), in order; `*` for all.
    public var reloadRequests: [String] { services.reloadRequests }
}
