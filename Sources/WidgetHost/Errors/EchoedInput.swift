/// How errors echo what someone typed or a plugin sent: control characters escaped (an echoed
/// value cannot forge an `error:` line or drive the terminal) and long values cut.
///
/// ```swift
/// EchoedInput.quoted("a\u{1B}[2Jb")  // 'a\u{1B}[2Jb'
/// ```
public enum EchoedInput {
    /// The most characters of one echoed value shown; the rest is cut to `…`.
    public static let maximumLength = 80

    /// `text` in single quotes, escaped and cut to ``maximumLength`` characters.
    public static func quoted(_ text: some StringProtocol) -> String {
        "'" + shown(text) + "'"
    }

    /// `text` escaped and cut to ``maximumLength`` characters, without quotes.
    public static func shown(_ text: some StringProtocol) -> String {
        let cut = text.count > maximumLength ? String(text.prefix(maximumLength)) + "…" : String(text)
        return escapingControlCharacters(cut)
    }

    /// `text` with every control character (C0, DEL, C1) written as `\u{1B}`; the rest as it is.
    public static func escapingControlCharacters(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
