internal import WidgetWire

/// The manifest entry of one intent type.
enum IntentDescriptorBuilder {
    /// Describes `type`: its parameters (found by reflection on `init()`), its summary and its perform handler.
    /// Adds the entity and enum types its parameters refer to to `catalog`.
    static func descriptor<Intent: AppIntent>(
        of type: Intent.Type, catalog: inout TypeCatalog, handlers: GenericHandlers
    ) throws(ManifestError) -> IntentDescriptor {
        let id = TypeIdentifier.identifier(for: type)
        let made = ParameterCollection.making { Intent() }
        var parameters: [ParameterDescriptor] = []
        for found in ParameterReflection.parameters(of: made.intent, recorded: made.parameters) {
            guard let shape = found.parameter.shape, var descriptor = found.parameter.descriptor(name: found.name) else {
                throw ManifestError(
                    "parameter '\(found.name)' of intent \(id) has type \(found.parameter.valueType); parameters hold String, Int, Double, "
                        + "Bool, Date, URL, an AppEnum or an AppEntity, or an array or optional of one")
            }
            try catalog.add(referencedBy: shape)
            if found.parameter.hasOptions {
                descriptor.options = handlers.options(intent: id, parameter: found.name)
            }
            parameters.append(descriptor)
        }
        return IntentDescriptor(
            id: id, title: Intent.title.defaultValue, description: Intent.resolvedDescription?.descriptionText.defaultValue,
            isConfiguration: IntentKind.isConfiguration(type), valueParameter: try valueParameter(of: type, in: parameters),
            parameters: parameters, summary: try SummaryDescriptorBuilder.descriptor(of: type),
            perform: handlers.perform(intent: id))
    }

    /// `value` for a ``SetValueIntent``, which must declare it as a `@Parameter`.
    private static func valueParameter<Intent: AppIntent>(
        of type: Intent.Type, in parameters: [ParameterDescriptor]
    ) throws(ManifestError)
        -> String?
    {
        guard IntentKind.isSetValue(type) else { return nil }
        guard parameters.contains(where: { $0.name == "value" }) else {
            throw ManifestError(
                "\(TypeIdentifier.identifier(for: type)) is a SetValueIntent but has no '@Parameter var value'; "
                    + "declare value as a parameter so that a Toggle can set it")
        }
        return "value"
    }
}

/// The manifest entry of one entity type.
enum EntityDescriptorBuilder {
    /// Describes `type` and the handlers of its default query's operations.
    static func descriptor<Entity: AppEntity>(of type: Entity.Type, handlers: GenericHandlers) -> EntityDescriptor {
        let id = TypeIdentifier.identifier(for: type)
        let handler = { (operation: QueryOperation) in handlers.query(entity: id, operation: operation) }
        let query = Entity.DefaultQuery.self
        return EntityDescriptor(
            id: id, typeDisplayName: Entity.typeDisplayRepresentation.name.defaultValue,
            queries: EntityQueryHandlers(
                entities: handler(.entities), suggested: handler(.suggested),
                matching: query is any EntityStringQuery.Type ? handler(.matching) : nil, defaultResult: handler(.defaultResult),
                all: query is any EnumerableEntityQuery.Type ? handler(.all) : nil))
    }
}

/// The manifest entry of one enum type.
enum EnumDescriptorBuilder {
    /// Describes `type` and its cases, titled by `caseDisplayRepresentations` (the raw value when a case has none).
    static func descriptor<Enum: AppEnum>(of type: Enum.Type) -> EnumDescriptor {
        let representations = Enum.caseDisplayRepresentations
        return EnumDescriptor(
            id: TypeIdentifier.identifier(for: type), typeDisplayName: Enum.typeDisplayRepresentation.name.defaultValue,
            cases: Enum.allCases.map { value in
                let raw = ParameterValueCodec.rawString(of: value)
                let representation = representations[value]
                return EnumCaseDescriptor(
                    value: raw, title: representation?.title.defaultValue ?? raw, subtitle: representation?.subtitle?.defaultValue)
            })
    }
}
