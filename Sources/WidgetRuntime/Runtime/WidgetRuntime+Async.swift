import WidgetHost
import WidgetWire

/// The runtime's blocking calls for `async` code: each runs the synchronous call on a thread of
/// its own (never a Swift concurrency pool thread, which a plugin must not block), so a call
/// waiting for one plugin holds up neither the caller's pool nor calls into other plugins.
///
/// ```swift
/// let added = try await runtime.add(kind: "MyWidget")
/// let outcome = try await runtime.tap(added.id, control: "b.2.0")
/// ```
extension WidgetRuntime {
    /// Runs `body` on a thread of its own (never a Swift concurrency pool thread, so plugins
    /// may block it), for callers in `async` code; calls made this way run concurrently.
    ///
    /// ```swift
    /// let outcome = try await runtime.run { try $0.tap(id, control: "b.2.0") }
    /// ```
    public func run<Result: Sendable>(_ body: @escaping @Sendable (WidgetRuntime) throws -> Result) async throws -> Result {
        try await DedicatedThread.run { try body(self) }
    }

    /// ``add(kind:plugin:family:assignments:)``, on a thread of its own.
    public func add(
        kind: String, plugin reference: String? = nil, family familyName: String? = nil, assignments: [String] = []
    ) async throws -> ReloadReport {
        try await run { try $0.add(kind: kind, plugin: reference, family: familyName, assignments: assignments) }
    }

    /// ``configure(_:assignments:)``, on a thread of its own.
    public func configure(_ id: InstanceID, assignments: [String]) async throws -> ReloadReport {
        try await run { try $0.configure(id, assignments: assignments) }
    }

    /// ``configurationForm(_:matching:)``, on a thread of its own.
    public func configurationForm(_ id: InstanceID, matching: String? = nil) async throws -> ConfigurationForm {
        try await run { try $0.configurationForm(id, matching: matching) }
    }

    /// ``reload(_:reasons:)``, on a thread of its own.
    public func reload(_ target: ReloadTarget, reasons: ReloadReasons = .explicit) async throws -> [ReloadReport] {
        try await run { try $0.reload(target, reasons: reasons) }
    }

    /// ``tap(_:control:)``, on a thread of its own.
    public func tap(_ id: InstanceID, control reference: String) async throws -> TapOutcome {
        try await run { try $0.tap(id, control: reference) }
    }

    /// ``processDue()``, on a thread of its own.
    public func processDue() async -> [RuntimeEvent] {
        await DedicatedThread.run { self.processDue() }
    }

    /// ``refresh(_:)``, on a thread of its own.
    public func refresh(_ ids: [InstanceID]) async -> [RuntimeEvent] {
        await DedicatedThread.run { self.refresh(ids) }
    }
}
