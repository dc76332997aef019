/// A type an intent parameter can hold: String, Int, Double, Bool, Date, URL,
/// any ``AppEnum``, any ``AppEntity``, and arrays and optionals of these.
///
/// The SDK conforms every supported type; plugins never conform their own
/// types directly (they adopt ``AppEnum`` or ``AppEntity`` instead).
public protocol _IntentValue {
    /// The type `@Parameter(default:)` takes: `String` for a `String?` parameter, the type itself otherwise.
    associatedtype UnwrappedType = Self
}

extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {}
extension Date: _IntentValue {}
extension URL: _IntentValue {}
extension Array: _IntentValue where Element: _IntentValue {}
/// The value type of a result with no value (`.result()`), as in AppIntents: so that
/// `func perform() async throws -> some IntentResult & ReturnsValue { .result() }` builds.
extension Never: _IntentValue {}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    /// A `String?` parameter's default is a `String`.
    public typealias UnwrappedType = Wrapped
}
