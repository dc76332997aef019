import WidgetWire

/// A request naming something the plugin does not have, or asking for what it does not support (bad input).
public enum PluginRequestError: WidgetHostError, Equatable {
    /// No intent has this id.
    case unknownIntent(pluginID: String, intent: String, available: [String])
    /// No entity type has this id.
    case unknownEntity(pluginID: String, entity: String, available: [String])
    /// No widget has this kind.
    case unknownWidgetKind(pluginID: String, kind: String, available: [String])
    /// The kind names a widget of the bundle this platform does not run (a Live Activity, a control).
    case unsupportedWidget(pluginID: String, kind: String, feature: String, reason: String, available: [String])
    /// The widget does not support this family (or the name is no family at all).
    case unsupportedFamily(pluginID: String, kind: String, family: String, supported: [String])
    /// The entity's query does not implement this operation.
    case unsupportedQuery(pluginID: String, entity: String, operation: QueryOperation, supported: [QueryOperation])
    /// The intent is a configuration intent without a perform handler.
    case noPerformHandler(pluginID: String, intent: String)
    /// Entity ids that `entities(for:)` did not return.
    case unresolvedEntities(pluginID: String, intent: String, parameter: String, entity: String, ids: [String])
    /// Configuration values were given for a widget that has no configuration intent.
    case notConfigurable(pluginID: String, kind: String, parameters: [String])
    /// The plugin was shut down (its `deinit` ran); it takes no more calls.
    case pluginShutDown(pluginID: String)
    /// The intent has no parameter of this name.
    case unknownParameter(pluginID: String, intent: String, parameter: String, available: [String])
    /// The parameter has no `options` handler (no `optionsProvider:`); `withOptions` names the intent's parameters that do.
    case noOptions(pluginID: String, intent: String, parameter: String, withOptions: [String])
    /// The plugin exports no preview function of this symbol; `available` lists those it exports.
    case unknownPreview(pluginID: String, preview: String, available: [String])

    public var category: ErrorCategory { .badInput }

    public var diagnostics: [Diagnostic] {
        switch self {
        case .unknownIntent(let pluginID, let intent, let available):
            return [
                Diagnostic(
                    problem: "unknown intent \(EchoedInput.quoted(intent))", location: "plugin \(pluginID)",
                    expected: Self.oneOf(available, noun: "intent"))
            ]
        case .unknownEntity(let pluginID, let entity, let available):
            return [
                Diagnostic(
                    problem: "unknown entity type \(EchoedInput.quoted(entity))", location: "plugin \(pluginID)",
                    expected: Self.oneOf(available, noun: "entity type"))
            ]
        case .unknownWidgetKind(let pluginID, let kind, let available):
            return [
                Diagnostic(
                    problem: "unknown widget kind \(EchoedInput.quoted(kind))", location: "plugin \(pluginID)",
                    expected: Self.oneOf(available, noun: "widget kind"))
            ]
        case .unsupportedWidget(let pluginID, let kind, let feature, let reason, let available):
            return [
                Diagnostic(
                    problem: "\(EchoedInput.quoted(kind)) is a \(feature), which this platform does not run: \(reason)",
                    location: "plugin \(pluginID)", expected: Self.oneOf(available, noun: "widget kind"))
            ]
        case .unsupportedFamily(let pluginID, let kind, let family, let supported):
            let known = WidgetFamilyName(rawValue: family) != nil
            return [
                Diagnostic(
                    problem: known
                        ? "widget \(EchoedInput.quoted(kind)) does not support the family \(family)"
                        : "unknown widget family \(EchoedInput.quoted(family))",
                    location: "plugin \(pluginID), widget \(kind)", expected: Self.oneOf(supported, noun: "family"))
            ]
        case .unsupportedQuery(let pluginID, let entity, let operation, let supported):
            return [
                Diagnostic(
                    problem: "the query of entity type \(EchoedInput.quoted(entity)) does not support \(operation.rawValue)",
                    location: "plugin \(pluginID), entity \(entity)",
                    expected: Self.oneOf(supported.map(\.rawValue), noun: "supported operation"))
            ]
        case .noPerformHandler(let pluginID, let intent):
            return [
                Diagnostic(
                    problem: "intent \(EchoedInput.quoted(intent)) has no perform handler (it only configures widgets)",
                    location: "plugin \(pluginID), intent \(intent)", expected: "an intent with a perform handler")
            ]
        case .unresolvedEntities(let pluginID, let intent, let parameter, let entity, let ids):
            let quoted = ids.map { "\(EchoedInput.quoted($0))" }.joined(separator: ", ")
            return [
                Diagnostic(
                    problem: "no \(entity) with id \(quoted)", location: "plugin \(pluginID), intent \(intent), parameter \(parameter)",
                    expected: "the id of an existing \(entity) (see: widgethost query \(pluginID) \(entity) --suggested)")
            ]
        case .notConfigurable(let pluginID, let kind, let parameters):
            return [
                Diagnostic(
                    problem:
                        "widget \(EchoedInput.quoted(kind)) has no configuration, but values were given for \(parameters.joined(separator: ", "))",
                    location: "plugin \(pluginID), widget \(kind)", expected: "no parameters for a static widget")
            ]
        case .pluginShutDown(let pluginID):
            return [
                Diagnostic(
                    problem: "the plugin was shut down", location: "plugin \(pluginID)", expected: "a plugin that has not been shut down")
            ]
        case .unknownParameter(let pluginID, let intent, let parameter, let available):
            return [
                Diagnostic(
                    problem: "intent \(EchoedInput.quoted(intent)) has no parameter \(EchoedInput.quoted(parameter))",
                    location: "plugin \(pluginID), intent \(intent)",
                    expected: Self.oneOf(available, noun: "parameter of \(intent)"))
            ]
        case .noOptions(let pluginID, let intent, let parameter, let withOptions):
            return [
                Diagnostic(
                    problem:
                        "parameter \(EchoedInput.quoted(parameter)) of intent \(EchoedInput.quoted(intent)) offers no options (it has no optionsProvider)",
                    location: "plugin \(pluginID), intent \(intent)",
                    expected: withOptions.isEmpty
                        ? "a parameter with options, but intent \(intent) has none"
                        : Self.oneOf(withOptions, noun: "parameter with options"))
            ]
        case .unknownPreview(let pluginID, let preview, let available):
            return [
                Diagnostic(
                    problem: "no preview function \(EchoedInput.quoted(preview))", location: "plugin \(pluginID)",
                    expected: Self.oneOf(available, noun: "preview function"))
            ]
        }
    }

    static func oneOf(_ names: [String], noun: String) -> String {
        switch names.count {
        case 0: return "a \(noun), but the plugin has none"
        case 1: return "\(names[0])"
        default: return "one of \(names.joined(separator: ", "))"
        }
    }
}
