/// A fixed set of choices for a parameter, written as a Swift enum with raw values.
///
/// ```swift
/// enum RefreshInterval: String, AppEnum {
///     case hourly, daily, weekly
///     static var typeDisplayRepresentation: TypeDisplayRepresentation = "Refresh Interval"
///     static var caseDisplayRepresentations: [RefreshInterval: DisplayRepresentation] = [
///         .hourly: "Every Hour", .daily: "Every Day", .weekly: "Every Week",
///     ]
/// }
/// ```
/// Cases travel to the host as their raw values, written as strings.
public protocol AppEnum: _IntentValue, RawRepresentable, CaseIterable, Hashable, Sendable where RawValue: LosslessStringConvertible {
    /// The type's name for people.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }

    /// How each case is shown to people. Cases missing here show their raw value.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
