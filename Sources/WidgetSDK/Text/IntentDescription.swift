/// What an intent does, as shown in configuration and galleries.
///
/// ```swift
/// static let description = IntentDescription("Shows a picture of your favorite soup!")
/// static var description: IntentDescription? = IntentDescription(stringLiteral: "none")
/// ```
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The description's text.
    public var descriptionText: LocalizedStringResource
    /// A category the intent is listed under, if any.
    public var categoryName: LocalizedStringResource?
    /// Words people may search for to find the intent.
    public var searchKeywords: [LocalizedStringResource]

    /// A description with its text and optional catalogue details (`resultValueName` is recorded by Shortcuts only).
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    /// A description from a string literal; also `IntentDescription(stringLiteral: "none")`.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    /// A description from an interpolated string.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// A value that can stand as an intent's `static var description`: `IntentDescription` or `IntentDescription?`.
///
/// AppIntents declares the requirement as `IntentDescription?`, yet real code also
/// writes `static var description: IntentDescription = ...`. Both conform to this
/// protocol, so either declaration satisfies ``AppIntent``.
public protocol _IntentDescriptionValue: Sendable {
    /// The description, or `nil` when the intent declares none.
    var _intentDescription: IntentDescription? { get }
}

extension IntentDescription: _IntentDescriptionValue {
    /// The description itself.
    public var _intentDescription: IntentDescription? { self }
}

extension Optional: _IntentDescriptionValue where Wrapped == IntentDescription {
    /// The description, or `nil`.
    public var _intentDescription: IntentDescription? { self }
}
