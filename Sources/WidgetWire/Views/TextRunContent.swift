/// What a text run shows.
public enum TextRunContent: Hashable, Sendable {
    /// Fixed text.
    case string(String)
    /// A date the renderer formats at draw time (`Text(date, style:)`), seconds since 1970.
    case date(Double, style: DateTextStyle)
    /// A running timer (`Text(timerInterval:countsDown:showsHours:)`), seconds since 1970. Without `showsHours`,
    /// an hour or more shows as minutes ("75:00" rather than "1:15:00").
    case timer(start: Double, end: Double, countsDown: Bool, showsHours: Bool = true)
    /// An SF Symbol inside the text (`Text(Image(systemName:))`, `"\(Image(systemName: "drop"))"`), by name: the
    /// renderer draws the host's character for it, in the run's font and color.
    case symbol(String)
}

/// `Text.DateStyle`.
public enum DateTextStyle: String, Codable, CaseIterable, Hashable, Sendable {
    case time, date, relative, offset, timer
}
