import WidgetWire

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
        ControlCharacters.escaped(text)
    }
}
