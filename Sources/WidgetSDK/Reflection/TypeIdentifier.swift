/// Names Swift types in the manifest: intents, entities and enums.
///
/// The identifier is the type's qualified name without its module
/// (`MyCalculateIntent`, `ConfigurationIntent.AppIntentsColor` for a nested
/// type), so it is the same in every process that loads the plugin. Two types
/// that would get the same identifier make the manifest fail with a message
/// naming both.
enum TypeIdentifier {
    /// The identifier of `type`.
    static func identifier(for type: Any.Type) -> String {
        let qualified = qualifiedName(of: type)
        let withoutModule = qualified.firstIndex(of: ".").map { String(qualified[qualified.index(after: $0)...]) } ?? qualified
        return removingAnonymousContexts(from: withoutModule)
    }

    /// The name of the module that declares `type`.
    static func moduleName(of type: Any.Type) -> String {
        let qualified = qualifiedName(of: type)
        return qualified.firstIndex(of: ".").map { String(qualified[..<$0]) } ?? qualified
    }

    /// `type`'s name with its module, as `String(reflecting:)` writes it (`Module.Outer.Inner<Swift.Int>`),
    /// read from its metadata: `String(reflecting:)` first asks, by dynamic casts, whether the
    /// metatype describes itself, and each cast scans the conformances of every image loaded.
    static func qualifiedName(of type: Any.Type) -> String {
        _typeName(type, qualified: true)
    }

    /// Drops the `(unknown context at $1234).` parts Swift writes for private and local types.
    private static func removingAnonymousContexts(from name: String) -> String {
        var result = ""
        var remaining = Substring(name)
        while let start = remaining.range(of: "(unknown context at ") {
            result += remaining[..<start.lowerBound]
            guard let end = remaining[start.upperBound...].firstIndex(of: ")") else { return result + remaining[start.lowerBound...] }
            remaining = remaining[remaining.index(after: end)...]
            if remaining.first == "." { remaining = remaining.dropFirst() }
        }
        return result + remaining
    }
}
