/// Expands `@Model` on a class into what WidgetSDK's store needs, from the stored properties it finds.
///
/// - member role: `persistentBackingData` (the model's identity and context), a
///   `required init(persistentPropertiesFrom:)` that reads every stored property,
///   `encodePersistentProperties(to:)`, `restorePersistentRelationships(from:)` and
///   `schemaMetadata` (names, `@Attribute(.unique)`, `originalName:`).
/// - extension role: the `PersistentModel` conformance, and `id` (the
///   `persistentModelID`) for a class with no `id` of its own.
///
/// Stored are `var`s and `let`s without a value, with or without types; not stored
/// are `static`, `lazy` and computed properties, `@Transient` and
/// `@Attribute(.ephemeral)` ones, and `let`s with a value (they never change).
enum ModelExpansion {
    /// The expansion of `@Model` in the role `request` asks for.
    static func expand(_ request: AttachedExpansionRequest) -> ExpansionOutcome {
        let declaration: TypeDeclaration
        do {
            declaration = try TypeDeclarationParser.parse(request.declSyntax.source)
        } catch {
            return .error(error.message, at: error.offset)
        }
        switch request.macroRole {
        case "member":
            return memberExpansion(declaration)
        case "extension":
            // The member role reports what is wrong with the declaration; this role only adds the conformance.
            guard declaration.kind == .class else { return .expanded("") }
            let typeName = request.extendedTypeSyntax.map { $0.source.trimmingWhitespace() } ?? declaration.name
            let needsConformance = request.conformanceListSyntax.map { $0.source.contains("PersistentModel") } ?? true
            return .expanded(needsConformance ? extensionSource(typeName: typeName, declaration: declaration) : "")
        default:
            return .error(
                "@Model has no '\(request.macroRole)' role", at: SwiftSource.firstNonTriviaOffset(in: request.attributeSyntax.source))
        }
    }

    // MARK: Member role

    private static func memberExpansion(_ declaration: TypeDeclaration) -> ExpansionOutcome {
        guard declaration.kind == .class else {
            return .error(
                "@Model applies to classes; '\(declaration.name)' is \(article(declaration.kind)) \(declaration.kind.rawValue)",
                at: declaration.keywordOffset)
        }
        var diagnostics: [ExpansionDiagnostic] = []
        for offset in declaration.conditionalPropertyOffsets {
            diagnostics.append(
                ExpansionDiagnostic(severity: .warning, message: "@Model does not store properties declared inside #if", offset: offset))
        }
        for property in declaration.storedProperties where property.attribute("Transient") != nil && !property.hasDefaultValue {
            diagnostics.append(
                ExpansionDiagnostic(severity: .error, message: "a @Transient property needs a default value", offset: property.offset))
        }
        if !declaration.hasInitializer {
            diagnostics.append(
                ExpansionDiagnostic(
                    severity: .error, message: "@Model requires an initializer be provided for '\(declaration.name)'",
                    offset: declaration.keywordOffset))
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            return ExpansionOutcome(source: nil, diagnostics: diagnostics)
        }
        return ExpansionOutcome(source: memberSource(persisted: persistedProperties(of: declaration)), diagnostics: diagnostics)
    }

    /// The properties the store keeps.
    static func persistedProperties(of declaration: TypeDeclaration) -> [StoredProperty] {
        declaration.storedProperties.filter { property in
            if property.attribute("Transient") != nil { return false }
            if property.attribute("Attribute")?.options.contains("ephemeral") == true { return false }
            return !(property.isConstant && property.hasInitialValue)
        }
    }

    private static func memberSource(persisted: [StoredProperty]) -> String {
        let required = persisted.filter { !$0.hasDefaultValue }
        let defaulted = persisted.filter { $0.hasDefaultValue && !$0.isConstant }
        var decoding = required.map { property in
            let function = property.isOptional ? "decodePersistentOptional" : "decodePersistentProperty"
            return "self.\(property.spelling) = try properties.\(function)(\(keyArguments(property)))"
        }
        decoding += defaulted.map { "try properties.decodePersistentProperty(into: &self.\($0.spelling), \(keyArguments($0)))" }
        let encoding = persisted.map {
            "try properties.encodePersistentProperty(self.\($0.spelling), forKey: \(SwiftSource.stringLiteral($0.name)))"
        }
        let restoring = persisted.filter { !$0.isConstant }.map {
            "try properties.restorePersistentRelationship(&self.\($0.spelling), forKey: \(SwiftSource.stringLiteral($0.name)))"
        }
        let metadata = persisted.map { property in
            let isUnique = property.attribute("Attribute")?.options.contains("unique") == true
            let originalName = property.attribute("Attribute")?.originalName.map(SwiftSource.stringLiteral) ?? "nil"
            return "WidgetSDK.Schema.PropertyMetadata(name: \(SwiftSource.stringLiteral(property.name)), isUnique: \(isUnique), "
                + "originalName: \(originalName))"
        }
        return """
            public let persistentBackingData = WidgetSDK.PersistentBackingData()

            public required init(persistentPropertiesFrom decoder: any Decoder) throws {
                let properties = try decoder.container(keyedBy: WidgetSDK.PersistentPropertyKey.self)
            \(lines(decoding))
            }

            public func encodePersistentProperties(to encoder: any Encoder) throws {
                var properties = encoder.container(keyedBy: WidgetSDK.PersistentPropertyKey.self)
            \(lines(encoding))
            }

            public func restorePersistentRelationships(from decoder: any Decoder) throws {
                let properties = try decoder.container(keyedBy: WidgetSDK.PersistentPropertyKey.self)
            \(lines(restoring))
            }

            public static var schemaMetadata: [WidgetSDK.Schema.PropertyMetadata] {
                [\(metadata.isEmpty ? "" : "\n" + metadata.map { "        " + $0 + "," }.joined(separator: "\n") + "\n    ")]
            }
            """
    }

    private static func keyArguments(_ property: StoredProperty) -> String {
        let key = "forKey: \(SwiftSource.stringLiteral(property.name))"
        guard let originalName = property.attribute("Attribute")?.originalName else { return key }
        return key + ", originalName: \(SwiftSource.stringLiteral(originalName))"
    }

    private static func lines(_ statements: [String]) -> String {
        statements.isEmpty ? "    _ = properties" : statements.map { "    " + $0 }.joined(separator: "\n")
    }

    // MARK: Extension role

    private static func extensionSource(typeName: String, declaration: TypeDeclaration) -> String {
        guard !declaration.memberNames.contains("id") else { return "extension \(typeName): WidgetSDK.PersistentModel {}" }
        return """
            extension \(typeName): WidgetSDK.PersistentModel {
                /// The model's identity, as SwiftData gives a model with no `id` of its own.
                public var id: WidgetSDK.PersistentIdentifier { persistentModelID }
            }
            """
    }

    private static func article(_ kind: TypeDeclaration.Kind) -> String {
        kind == .enum || kind == .actor || kind == .extension ? "an" : "a"
    }
}

extension String {
    /// The text without leading and trailing spaces and line breaks.
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
