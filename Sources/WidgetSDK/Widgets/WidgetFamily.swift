internal import WidgetWire

/// The sizes and shapes a widget can take, as in WidgetKit.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    case systemSmall = 0
    case systemMedium = 1
    case systemLarge = 2
    case systemExtraLarge = 3
    case accessoryCircular = 4
    case accessoryRectangular = 5
    case accessoryInline = 6
    /// watchOS's corner complication; the host draws it flat, its label beside it.
    case accessoryCorner = 7

    /// The family's name (`systemSmall`).
    public var description: String { wireName.rawValue }
    /// The family's name with its type (`WidgetFamily.systemSmall`).
    public var debugDescription: String { "WidgetFamily.\(wireName.rawValue)" }

    /// The family's name on the wire.
    var wireName: WidgetFamilyName {
        switch self {
        case .systemSmall: .systemSmall
        case .systemMedium: .systemMedium
        case .systemLarge: .systemLarge
        case .systemExtraLarge: .systemExtraLarge
        case .accessoryCircular: .accessoryCircular
        case .accessoryRectangular: .accessoryRectangular
        case .accessoryInline: .accessoryInline
        case .accessoryCorner: .accessoryCorner
        }
    }

    /// The family with this wire name.
    init(wireName: WidgetFamilyName) {
        switch wireName {
        case .systemSmall: self = .systemSmall
        case .systemMedium: self = .systemMedium
        case .systemLarge: self = .systemLarge
        case .systemExtraLarge: self = .systemExtraLarge
        case .accessoryCircular: self = .accessoryCircular
        case .accessoryRectangular: self = .accessoryRectangular
        case .accessoryInline: self = .accessoryInline
        case .accessoryCorner: self = .accessoryCorner
        }
    }
}
