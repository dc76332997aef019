internal import WidgetWire

/// Derives a plugin's manifest from its Swift types: the widgets of its bundle, the intents the
/// plugin declares, and the entities and enums those intents' parameters refer to.
///
/// Nothing is rendered: the intents a widget's Buttons and Toggles run are among those its modules
/// declare, found in the plugin's type metadata (``ModuleTypes``), as iOS finds them in the
/// binary. `widgethost validate` checks that every control of every widget runs an intent of the
/// manifest.
struct ManifestBuilder {
    /// The manifest and the Swift types its identifiers stand for.
    struct Output {
        var manifest: PluginManifest
        var intentTypes: [String: any AppIntent.Type]
        var entityTypes: [String: any AppEntity.Type]
    }

    let info: PluginInfo
    let definitions: [WidgetDefinition]
    /// The bundle's widgets this platform cannot run (Live Activities), listed as such.
    var unsupportedWidgets: [UnsupportedWidget] = []
    let additionalIntents: [any AppIntent.Type]
    /// The intents the plugin's modules declare (``ModuleTypes``), listed as iOS lists every intent
    /// of the binary: each control's intent among them, whichever entry (or branch) shows it.
    /// One the manifest cannot describe is left out with a warning.
    var declaredIntents: [any AppIntent.Type] = []
    /// The handler descriptors of the plugin's slot.
    let handlers: GenericHandlers

    /// Builds the manifest.
    /// - Throws: ``ManifestError`` naming the type and what is wrong with it.
    func build() throws(ManifestError) -> Output {
        let widgets = try widgetDescriptors()
        var catalog = TypeCatalog()
        for definition in definitions {
            if let intent = definition.configurationIntent { try catalog.add(intent: intent) }
        }
        for intent in additionalIntents {
            try catalog.add(intent: intent)
        }
        var intents: [IntentDescriptor] = []
        for (_, intent) in catalog.intents {
            intents.append(try IntentDescriptorBuilder.descriptor(of: intent, catalog: &catalog, handlers: handlers))
        }
        for intent in declaredIntents where !catalog.intents.contains(where: { $0.type == intent }) {
            var extended = catalog
            do throws(ManifestError) {
                try extended.add(intent: intent)
                intents.append(try IntentDescriptorBuilder.descriptor(of: intent, catalog: &extended, handlers: handlers))
                catalog = extended
            } catch {
                WidgetLog.warning("the intent \(String(reflecting: intent)) is left out of the manifest: \(error)")
            }
        }
        var entities: [EntityDescriptor] = []
        for (_, entity) in catalog.entities {
            entities.append(EntityDescriptorBuilder.descriptor(of: entity, handlers: handlers))
        }
        var enums: [EnumDescriptor] = []
        for (_, enumType) in catalog.enums {
            enums.append(EnumDescriptorBuilder.descriptor(of: enumType))
        }
        let manifest = PluginManifest(
            plugin: info, widgets: widgets, intents: intents, entities: entities, enums: enums,
            unsupportedWidgets: unsupportedWidgets.map {
                UnsupportedWidgetDescriptor(name: $0.widgetType, feature: $0.feature, reason: $0.reason)
            })
        return Output(
            manifest: manifest, intentTypes: Dictionary(uniqueKeysWithValues: catalog.intents),
            entityTypes: Dictionary(uniqueKeysWithValues: catalog.entities.map { ($0.id, $0.type) }))
    }

    private func widgetDescriptors() throws(ManifestError) -> [WidgetDescriptor] {
        var kinds = Set<String>()
        var descriptors: [WidgetDescriptor] = []
        for definition in definitions {
            guard kinds.insert(definition.kind).inserted else {
                throw ManifestError("two widgets have the kind '\(definition.kind)'; every widget needs its own kind")
            }
            let handler = { (operation: TimelineOperation) in handlers.timeline(kind: definition.kind, operation: operation) }
            descriptors.append(
                WidgetDescriptor(
                    kind: definition.kind, displayName: definition.resolvedDisplayName, description: definition.resolvedDescription,
                    families: definition.resolvedFamilies.map(\.wireName),
                    configurationIntent: definition.configurationIntent.map { TypeIdentifier.identifier(for: $0) },
                    placeholder: handler(.placeholder), snapshot: handler(.snapshot), timeline: handler(.timeline)))
        }
        return descriptors
    }
}

/// A manifest the SDK could not derive from the plugin's types.
struct ManifestError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = "cannot build the plugin manifest: " + description
    }
}

/// The intent, entity and enum types a manifest describes, each under an identifier only it has.
struct TypeCatalog {
    private(set) var intents: [(id: String, type: any AppIntent.Type)] = []
    private(set) var entities: [(id: String, type: any AppEntity.Type)] = []
    private(set) var enums: [(id: String, type: any AppEnum.Type)] = []

    /// Adds `intent` unless it is there; fails when another type has its identifier.
    mutating func add(intent: any AppIntent.Type) throws(ManifestError) {
        if try Self.isNew(intent, ids: intents.map { ($0.id, $0.type as Any.Type) }, kind: "intent") {
            intents.append((TypeIdentifier.identifier(for: intent), intent))
        }
    }

    /// Adds the entity or enum type a parameter of `shape` refers to.
    mutating func add(referencedBy shape: ParameterShape) throws(ManifestError) {
        switch shape.scalar {
        case .entity(let type):
            if try Self.isNew(type, ids: entities.map { ($0.id, $0.type as Any.Type) }, kind: "entity") {
                entities.append((TypeIdentifier.identifier(for: type), type))
            }
        case .enumeration(let type):
            if try Self.isNew(type, ids: enums.map { ($0.id, $0.type as Any.Type) }, kind: "enum") {
                enums.append((TypeIdentifier.identifier(for: type), type))
            }
        default:
            break
        }
    }

    private static func isNew(_ type: Any.Type, ids: [(String, Any.Type)], kind: String) throws(ManifestError) -> Bool {
        let id = TypeIdentifier.identifier(for: type)
        guard let existing = ids.first(where: { $0.0 == id }) else { return true }
        if existing.1 == type { return false }
        throw ManifestError(
            "the \(kind) types \(String(reflecting: existing.1)) and \(String(reflecting: type)) both have the identifier '\(id)'; rename one"
        )
    }
}
