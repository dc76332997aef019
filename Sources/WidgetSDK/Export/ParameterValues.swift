internal import WidgetWire

/// The values a request gives an intent's parameters, by name: a short list searched in place (an
/// intent has a few parameters), where a dictionary would be made and hashed on every perform.
///
/// ```swift
/// let values = ParameterValues([(name: "value", value: .integer(10))])
/// values["value"]  // .integer(10)
/// ```
struct ParameterValues: Sendable {
    /// The values, each name once.
    let members: [(name: String, value: JSONValue)]

    /// Values whose names are unique (a parsed request's, ``JSONValueParser/members(of:in:)``).
    init(_ members: [(name: String, value: JSONValue)]) { self.members = members }

    /// The values of a dictionary.
    init(_ dictionary: [String: JSONValue]) { members = dictionary.map { (name: $0.key, value: $0.value) } }

    /// The value of the parameter `name`, if the request gives one.
    subscript(name: String) -> JSONValue? {
        for member in members where member.name == name { return member.value }
        return nil
    }

    /// The first, by name, of the names that are not among `known`, if any.
    func firstUnknownName(known: [String]) -> String? {
        members.lazy.map(\.name).filter { name in !known.contains(name) }.min()
    }
}
