/// One value a parameter's `options` handler offers (`DynamicOptionsProvider.results()`):
/// a wire value of the parameter's type and, optionally, how to show it.
///
/// For an array parameter each option is one element. Enum cases travel by raw value and
/// entities by id, as everywhere else on the wire.
///
/// ```json
/// [{"value": "😃", "title": "Smile"}, {"value": 3}]
/// ```
public struct ParameterOption: Codable, Hashable, Sendable {
    /// The value, of the parameter's type.
    public var value: JSONValue
    /// How the value is shown; absent when the value shows itself.
    public var title: String?

    public init(value: JSONValue, title: String? = nil) {
        self.value = value
        self.title = title
    }
}
