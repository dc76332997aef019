package import WidgetWire

/// What WidgetSDKTesting needs from inside the SDK besides widget kinds (``WidgetKindUnderTest``):
/// task-scoped host services, view trees of any view, intents rebuilt from a control's invocation,
/// and the completion-handler bridge the export glue uses. Not API for plugins.
package enum SDKTestingSupport {
    /// Runs `operation` with `services` as the host services of this task and the tasks it starts.
    package static func withServices<Result>(
        _ services: ProcessLocalHostServices, isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Result
    ) async rethrows -> Result {
        try await HostServices.$scoped.withValue(services, operation: operation, isolation: isolation)
    }

    /// Empties the `UserDefaults` suites (and standard defaults) opened under `services`' data directory.
    package static func closeDefaults(of services: ProcessLocalHostServices) {
        guard let directory = services.dataDirectory else { return }
        DefaultsDomains.shared.close(dataDirectory: directory)
    }

    /// The size WidgetKit gives `family` on an iPhone, as the host proposes it.
    package static func displaySize(of family: WidgetFamily) -> CGSize {
        let size = family.wireName.displaySize
        return CGSize(width: size.width, height: size.height)
    }

    /// `view`'s tree as the host receives it for a widget in `context`'s family, size and preview flag.
    package static func node(of view: some View, in context: TimelineProviderContext) -> ViewNode {
        let environment = EnvironmentValues.widget(
            family: context.family, displaySize: context.displaySize, contentMarginsDisabled: false, isPreview: context.isPreview)
        return ViewSerializer.node(view, in: environment)
    }

    /// The identifier view trees use for intents of `type`.
    package static func identifier(of type: any AppIntent.Type) -> String {
        IntentRegistry.current.register(type)
    }

    /// Whether the intent `id` is a ``SetValueIntent``, whose `value` parameter a toggle sets to its new state.
    package static func setsValue(_ id: String) -> Bool {
        IntentRegistry.current.type(for: id) is any SetValueIntent.Type
    }

    /// The intent a control runs: its type made with `init()` and the invocation's parameters set, as the host's tap does.
    package static func intent(for invocation: IntentInvocation) async throws(HandlerError) -> any AppIntent {
        guard let type = IntentRegistry.current.type(for: invocation.intent) else {
            throw .notFound("no intent '\(invocation.intent)' has been shown or performed in this process")
        }
        return try await made(type, parameters: invocation.parameters)
    }

    /// The SDK's reload policy for `wire`.
    package static func policy(_ wire: ReloadPolicy) -> TimelineReloadPolicy {
        TimelineReloadPolicy(wire: wire)
    }

    /// Waits for a completion-handler API to deliver its value (the first delivery), as the export glue does;
    /// a provider that releases its completion handler uncalled stops the test with `call` named.
    package static func awaitCompletion<Value: Sendable>(
        of call: @autoclosure () -> String, _ start: (@escaping (Value) -> Void) -> Void
    ) async -> Value {
        do {
            return try await EntryRendering.awaitCompletion(of: call(), start)
        } catch {
            preconditionFailure(error.message)
        }
    }

    private static func made<Intent: AppIntent>(_ type: Intent.Type, parameters: [String: JSONValue]) async throws(HandlerError) -> Intent {
        let intent = Intent()
        try await ParameterAssignment.assign(parameters, to: intent)
        return intent
    }
}
