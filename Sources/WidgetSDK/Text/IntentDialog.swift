/// Text an intent speaks or shows when it finishes (`.result(dialog: "Added 10")`).
///
/// A widget ignores the dialog, as WidgetKit does; the host receives it in the perform response.
public struct IntentDialog: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The full text of the dialog.
    public var full: LocalizedStringResource
    /// A shorter text for small screens, if any.
    public var supporting: LocalizedStringResource?

    /// A dialog with one text.
    public init(_ full: LocalizedStringResource) {
        self.full = full
    }

    /// A dialog with a full and a shorter text.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    /// A dialog from a string literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    /// A dialog from an interpolated string (`"Added \(value)"`).
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
