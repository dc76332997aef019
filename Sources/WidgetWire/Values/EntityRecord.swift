/// An entity as a query returns it: its id and how to show it.
///
/// ```json
/// {"id": "dark", "title": "黑色", "subtitle": null}
/// ```
public struct EntityRecord: Codable, Hashable, Sendable {
    /// The entity's id, as a string (`EntityIdentifierConvertible`).
    public var id: String
    /// `displayRepresentation.title`.
    public var title: String
    /// `displayRepresentation.subtitle`.
    public var subtitle: String?
    /// `displayRepresentation.image` as an SF Symbol name, if any.
    public var symbol: String?

    public init(id: String, title: String, subtitle: String? = nil, symbol: String? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.symbol = symbol
    }
}
