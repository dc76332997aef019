import Testing
import WidgetWire

@testable import WidgetSDK

/// Parameters with an `optionsProvider:`: the manifest declares their `options` handler and the
/// generic handler runs the provider.
@Suite struct DynamicOptionsTests {
    enum Shade: String, AppEnum {
        case light, dark

        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shade"
        static let caseDisplayRepresentations: [Shade: DisplayRepresentation] = [.light: "Light", .dark: "Dark"]
    }

    struct NameOptions: DynamicOptionsProvider {
        func results() async throws -> [String] { ["Ada", "Grace"] }
    }

    struct CountOptions: DynamicOptionsProvider {
        func results() async throws -> [Int] { [5, 10] }
    }

    struct ShadeOptions: DynamicOptionsProvider {
        func results() async throws -> [Shade] { [.dark] }
    }

    struct BrokenOptions: DynamicOptionsProvider {
        struct Offline: Error, CustomStringConvertible {
            var description: String { "the list is offline" }
        }

        func results() async throws -> [String] { throw Offline() }
    }

    struct PickIntent: AppIntent {
        static let title: LocalizedStringResource = "Pick"

        @Parameter(title: "Name", optionsProvider: NameOptions()) var name: String?
        @Parameter(title: "Counts", optionsProvider: CountOptions()) var counts: [Int]?
        @Parameter(title: "Shade", optionsProvider: ShadeOptions()) var shade: Shade?
        @Parameter(title: "Broken", optionsProvider: BrokenOptions()) var broken: String?
        @Parameter(title: "Plain") var plain: String?

        init() {}

        func perform() async throws -> some IntentResult { .result() }
    }

    let runtime = PluginRuntime(
        bundle: FixtureWidgets.self, id: "dev.widgethost.options", name: "Options", version: "1.0.0", additionalIntents: [PickIntent.self])
    var intentID: String { TypeIdentifier.identifier(for: PickIntent.self) }

    private func options(_ parameter: String) async -> HandlerResult {
        await runtime.options(intentID: intentID, parameter: parameter)
    }

    @Test func theManifestDeclaresAnOptionsHandlerForEveryParameterWithAProvider() throws {
        let intent = try #require(try runtime.manifest().manifest.intent(id: intentID))
        let handler = { (name: String) in
            HandlerDescriptor(
                symbol: "widgethost_swift_options_configuring", returns: .status,
                arguments: [.constant(intentID), .constant(name), .request, .result, .error])
        }
        let declared: [HandlerDescriptor?] = intent.parameters.map { $0.options }
        #expect(declared == [handler("name"), handler("counts"), handler("shade"), handler("broken"), nil])
        #expect(intent.parameter(named: "counts")?.isArray == true)
    }

    @Test func theHandlerReturnsTheProvidersResultsAsWireValuesWithEnumTitles() async throws {
        #expect(try decodeSuccess(await options("name"), as: [ParameterOption].self) == [.init(value: "Ada"), .init(value: "Grace")])
        #expect(try decodeSuccess(await options("counts"), as: [ParameterOption].self) == [.init(value: 5), .init(value: 10)])
        #expect(try decodeSuccess(await options("shade"), as: [ParameterOption].self) == [.init(value: "dark", title: "Dark")])
    }

    @Test func aProviderThatThrowsFailsWithItsMessage() async throws {
        let error = try #require(failure(of: await options("broken")))
        #expect(error.status == .failed)
        #expect(error.message.contains("the list is offline"), "\(error.message)")
    }

    @Test func unknownParametersAndParametersWithoutAProviderAreRejected() async throws {
        let unknown = try #require(failure(of: await options("nope")))
        #expect(unknown.status == .notFound)
        #expect(unknown.message.contains("has no parameter 'nope'"), "\(unknown.message)")
        let plain = try #require(failure(of: await options("plain")))
        #expect(plain.status == .unsupported)
        let unknownIntent = try #require(failure(of: await runtime.options(intentID: "Nope", parameter: "name")))
        #expect(unknownIntent.status == .notFound)
    }

    @Test func aRequestCarriesTheConfigurationAndAMalformedOneIsRejected() async throws {
        let configured = await runtime.options(
            intentID: intentID, parameter: "name", request: #"{"intent":"x","parameter":"name","configuration":{}}"#)
        #expect(try decodeSuccess(configured, as: [ParameterOption].self) == [.init(value: "Ada"), .init(value: "Grace")])
        let malformed = try #require(failure(of: await runtime.options(intentID: intentID, parameter: "name", request: "{")))
        #expect(malformed.status == .invalidArgument)
        #expect(malformed.message.contains("the options request for"), "\(malformed.message)")
    }
}
