/// Control characters (C0, DEL, C1) in text a plugin or a person supplied, made harmless before the text reaches a
/// terminal: an escape sequence in a widget's text must not clear the screen, set the window title or write the
/// clipboard when `timeline`, `render` or `run` prints it.
///
/// ```swift
/// ControlCharacters.escaped("a\u{1B}[2Jb")  // a\u{1B}[2Jb, as text
/// ```
public enum ControlCharacters {
    /// Whether `scalar` is a control character.
    @inline(__always)
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` with every control character written as `\u{1B}`; `text` itself when it has none.
    public static func escaped(_ text: some StringProtocol) -> String {
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
}
