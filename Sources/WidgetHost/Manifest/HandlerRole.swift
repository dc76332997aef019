import WidgetWire

/// What a handler answers: an intent's perform, an entity query operation, a widget's
/// placeholder, snapshot or timeline, the options of an intent parameter, or a preview.
public enum HandlerRole: Hashable, Sendable, CustomStringConvertible {
    case perform(intent: String)
    case query(entity: String, operation: QueryOperation)
    case widget(kind: String, operation: TimelineOperation)
    /// The `options` handler of parameter `parameter` of intent `intent` (`optionsProvider:`).
    case options(intent: String, parameter: String)
    /// The preview function `symbol` (`widgethost_preview_*`, one per `#Preview`): not in the
    /// manifest, found in the library's dynamic symbol table.
    case preview(symbol: String)

    /// `perform handler of intent AddIntent`, `suggested query handler of entity Color`, `timeline handler of widget Clock`.
    public var description: String {
        switch self {
        case .perform(let intent): "perform handler of intent \(intent)"
        case .query(let entity, let operation): "\(operation.rawValue) query handler of entity \(entity)"
        case .widget(let kind, let operation): "\(operation.rawValue) handler of widget \(kind)"
        case .options(let intent, let parameter): "options handler of parameter \(parameter) of intent \(intent)"
        case .preview: "preview function"
        }
    }
}

/// A handler of a manifest, with its role and its place in the manifest JSON.
struct ManifestHandler {
    let role: HandlerRole
    let descriptor: HandlerDescriptor
    /// The JSON path of the handler object (`widgets[0].timeline`).
    let path: String
}

extension PluginManifest {
    /// Every handler the manifest declares, in document order.
    var handlers: [ManifestHandler] {
        var handlers: [ManifestHandler] = []
        for (index, widget) in widgets.enumerated() {
            let path = "widgets[\(index)]"
            handlers.append(
                ManifestHandler(
                    role: .widget(kind: widget.kind, operation: .placeholder), descriptor: widget.placeholder, path: "\(path).placeholder"))
            handlers.append(
                ManifestHandler(
                    role: .widget(kind: widget.kind, operation: .snapshot), descriptor: widget.snapshot, path: "\(path).snapshot"))
            handlers.append(
                ManifestHandler(
                    role: .widget(kind: widget.kind, operation: .timeline), descriptor: widget.timeline, path: "\(path).timeline"))
        }
        for (index, intent) in intents.enumerated() {
            if let perform = intent.perform {
                handlers.append(ManifestHandler(role: .perform(intent: intent.id), descriptor: perform, path: "intents[\(index)].perform"))
            }
            for (parameterIndex, parameter) in intent.parameters.enumerated() {
                guard let options = parameter.options else { continue }
                handlers.append(
                    ManifestHandler(
                        role: .options(intent: intent.id, parameter: parameter.name), descriptor: options,
                        path: "intents[\(index)].parameters[\(parameterIndex)].options"))
            }
        }
        for (index, entity) in entities.enumerated() {
            for operation in QueryOperation.allCases {
                guard let handler = entity.queries.handler(for: operation) else { continue }
                handlers.append(
                    ManifestHandler(
                        role: .query(entity: entity.id, operation: operation), descriptor: handler,
                        path: "entities[\(index)].queries.\(operation.rawValue)"))
            }
        }
        return handlers
    }
}

extension EntityQueryHandlers {
    /// The handler of `operation`, if the query implements it.
    public func handler(for operation: QueryOperation) -> HandlerDescriptor? {
        switch operation {
        case .entities: entities
        case .suggested: suggested
        case .matching: matching
        case .defaultResult: defaultResult
        case .all: all
        }
    }

    /// The operations the query implements, in declaration order.
    public var supportedOperations: [QueryOperation] { QueryOperation.allCases.filter { handler(for: $0) != nil } }
}
