/// A type declaration as `@Model` sees it: its kind, name and members.
struct TypeDeclaration: Equatable, Sendable {
    /// The declaration's keyword.
    enum Kind: String, Equatable, Sendable {
        case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
    }

    var kind: Kind
    /// The type's name as written.
    var name: String
    /// Where the keyword is, in UTF-8 bytes from the start of the declaration's source.
    var keywordOffset: Int
    /// The stored properties, in declaration order (`static`, `lazy` and computed ones are not listed).
    var storedProperties: [StoredProperty]
    /// The names of every property and function the body declares, stored or not.
    var memberNames: Set<String>
    /// Whether the body declares an `init`.
    var hasInitializer: Bool
    /// Where stored properties inside `#if` blocks are; `@Model` does not store them.
    var conditionalPropertyOffsets: [Int]
}

/// One stored property of a type, with what `@Model` needs to store it.
struct StoredProperty: Equatable, Sendable {
    /// The name, without backticks (`title`).
    var name: String
    /// The name as code refers to it (`` `default` `` for a keyword).
    var spelling: String
    /// Whether it is a `let`.
    var isConstant: Bool
    /// The type annotation's text, if there is one (`[String: Int]?`).
    var type: String?
    /// Whether the declaration gives a value (`= 0`).
    var hasInitialValue: Bool
    /// The attributes written before it, by name without `@` (`Attribute`, `Transient`, `Relationship`).
    var attributes: [PropertyAttribute]
    /// Where the name is, in UTF-8 bytes from the start of the declaration's source.
    var offset: Int

    /// Whether the annotated type is optional (`T?`, `T!`, `Optional<T>`).
    var isOptional: Bool {
        guard let type else { return false }
        return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }

    /// Whether the property holds a value before any initializer runs: an initial value, or `nil` for an optional `var`.
    var hasDefaultValue: Bool { hasInitialValue || (!isConstant && isOptional) }

    /// The attribute named `name`, if the property has it.
    func attribute(_ name: String) -> PropertyAttribute? {
        attributes.first { $0.name == name }
    }
}

/// An attribute on a property: `@Attribute(.unique, originalName: "name")`.
struct PropertyAttribute: Equatable, Sendable {
    /// The name without `@`.
    var name: String
    /// The member names used as options (`unique` for `.unique`).
    var options: [String]
    /// The string of the `originalName:` argument, if any.
    var originalName: String?
}
