import WidgetHost

/// Why a widget instance's timeline is reloaded. A pending reload may have several
/// reasons at once: duplicate requests coalesce into one reload that names them all.
///
/// ```swift
/// var reasons: ReloadReasons = .policy
/// reasons.formUnion(.request)
/// reasons.description  // "policy, request"
/// ```
public struct ReloadReasons: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The timeline's reload policy came due (`.atEnd`, `.after(date)`). Counts against the budget.
    public static let policy = ReloadReasons(rawValue: 1 << 0)
    /// The plugin asked (`WidgetCenter.reloadTimelines(ofKind:)` / `reloadAllTimelines()`). Counts against the budget.
    public static let request = ReloadReasons(rawValue: 1 << 1)
    /// A button or toggle of the instance was tapped: one guaranteed reload, exempt from the budget.
    public static let tap = ReloadReasons(rawValue: 1 << 2)
    /// Someone asked explicitly (`widgethost reload`). Exempt from the budget.
    public static let explicit = ReloadReasons(rawValue: 1 << 3)
    /// The instance was added or configured. Exempt from the budget.
    public static let configuration = ReloadReasons(rawValue: 1 << 4)
    /// The last reload failed (the plugin failed, or a configured entity no longer resolves): try again later.
    /// Counts against the budget.
    public static let retry = ReloadReasons(rawValue: 1 << 5)

    /// Every reason, in the order descriptions list them.
    public static let all: [(ReloadReasons, String)] = [
        (.policy, "policy"), (.request, "request"), (.tap, "tap"), (.explicit, "explicit"), (.configuration, "configuration"),
        (.retry, "retry"),
    ]

    /// The reasons' names, comma-separated (`policy, request`).
    public var description: String {
        let names = Self.all.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }

    /// The reasons' names.
    public var names: [String] { Self.all.filter { contains($0.0) }.map(\.1) }

    /// The reasons named `names` (`["policy", "tap"]`); unknown names are ignored.
    public init(names: [String]) {
        self = ReloadReasons(Self.all.filter { names.contains($0.1) }.map(\.0))
    }

    public init(from decoder: any Decoder) throws {
        self.init(names: try decoder.singleValueContainer().decode([String].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}
