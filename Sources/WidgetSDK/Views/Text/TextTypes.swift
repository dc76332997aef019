internal import WidgetWire

extension Text {
    /// How `Text(_:style:)` shows a date. The renderer formats it, and keeps it current, at draw time.
    public struct DateStyle: Hashable, Sendable {
        let node: DateTextStyle

        /// The time of day (`10:42 AM`).
        public static let time = DateStyle(node: .time)
        /// The date (`June 3, 2024`).
        public static let date = DateStyle(node: .date)
        /// The time from now, counting (`2 hr, 10 min`).
        public static let relative = DateStyle(node: .relative)
        /// The offset from now, signed (`+2 hours`).
        public static let offset = DateStyle(node: .offset)
        /// A running timer (`2:10:05`).
        public static let timer = DateStyle(node: .timer)
    }

    /// The case `.textCase(_:)` turns text into.
    public enum Case: String, Hashable, Sendable {
        case uppercase, lowercase
    }

    /// How a strikethrough or underline is drawn. The renderer draws solid lines; the pattern is accepted.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line.
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }

        /// The dash pattern (drawn solid).
        public var pattern: Pattern
        /// The color at this stop.
        public var color: Color?

        /// A line with `pattern` in `color` (or the text's color).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's color.
        public static let single = LineStyle()
    }
}

/// How the lines of multiline text line up.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing
}
