/// How a type of entity or enum is named for people (`"Refresh Interval"`).
///
/// ```swift
/// static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "color entity")
/// static var typeDisplayRepresentation: TypeDisplayRepresentation = "Refresh Interval"
/// ```
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The type's name.
    public var name: LocalizedStringResource
    /// How a count of values reads (`"\(placeholder: .int) books"`), if given.
    public var numericFormat: LocalizedStringResource?
    /// Other names people may use for the type.
    public var synonyms: [LocalizedStringResource]

    /// A representation with a name and optional details.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil, synonyms: [LocalizedStringResource] = []) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = synonyms
    }

    /// A representation named by a string literal (`"Refresh Interval"`).
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(value))
    }

    /// A representation named by an interpolated string.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
