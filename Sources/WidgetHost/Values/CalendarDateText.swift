/// The one date rule of the host: the documented formats of `--now`, `--at` and date-typed
/// parameter values, checked field by field: `2024-05-01`,
/// `2024-05-01T10:00`, `2024-05-01T10:00:00`, with optional fractional seconds and `Z` or
/// `±hh:mm`. A date that does not exist (`2024-02-30`, `25:00`) is refused instead of being
/// normalised into another one. ``ParameterValueParser/parseDate(_:)`` applies it.
public enum CalendarDateText {
    /// Whether `text` is one of the documented formats and names a real date and time.
    public static func isValid(_ text: String) -> Bool {
        let characters = Array(text.utf8)
        guard characters.count >= 10, let year = number(characters, 0, 4), characters[4] == UInt8(ascii: "-"),
            let month = number(characters, 5, 2), characters[7] == UInt8(ascii: "-"), let day = number(characters, 8, 2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return false }
        guard characters.count > 10 else { return true }
        guard characters[10] == UInt8(ascii: "T") || characters[10] == UInt8(ascii: " "), characters.count >= 16,
            let hour = number(characters, 11, 2), characters[13] == UInt8(ascii: ":"), let minute = number(characters, 14, 2),
            hour < 24, minute < 60
        else { return false }
        var index = 16
        if index < characters.count, characters[index] == UInt8(ascii: ":") {
            guard let second = number(characters, index + 1, 2), second < 60 else { return false }
            index += 3
            if index < characters.count, characters[index] == UInt8(ascii: ".") {
                index += 1
                let start = index
                while index < characters.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(characters[index]) { index += 1 }
                guard index > start else { return false }
            }
        }
        return isZone(Array(characters[index...]))
    }

    private static func isZone(_ zone: [UInt8]) -> Bool {
        if zone.isEmpty || zone == [UInt8(ascii: "Z")] { return true }
        guard zone.count == 6, zone[0] == UInt8(ascii: "+") || zone[0] == UInt8(ascii: "-"), zone[3] == UInt8(ascii: ":"),
            let hours = number(zone, 1, 2), let minutes = number(zone, 4, 2)
        else { return false }
        return hours <= 14 && minutes < 60
    }

    private static func number(_ characters: [UInt8], _ start: Int, _ length: Int) -> Int? {
        guard start + length <= characters.count else { return nil }
        var value = 0
        for character in characters[start..<start + length] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character) else { return nil }
            value = value * 10 + Int(character - UInt8(ascii: "0"))
        }
        return value
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
