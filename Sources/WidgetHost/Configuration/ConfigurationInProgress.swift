import WidgetWire

/// A configuration being edited: the intent whose parameters people are choosing, and the values chosen so
/// far (wire values by parameter name), which an entity query asked for choices may depend on.
public struct ConfigurationInProgress: Hashable, Sendable {
    /// The configuration intent's id.
    public var intent: String
    /// Its parameter values so far.
    public var values: [String: JSONValue]

    public init(intent: String, values: [String: JSONValue]) {
        self.intent = intent
        self.values = values
    }
}
