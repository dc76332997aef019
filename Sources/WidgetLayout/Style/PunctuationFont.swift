/// The font that draws General Punctuation (`…`, `“ ”`, `– —`, `•`) in text of the default design.
///
/// The default design's first font, WenQuanYi Zen Hei, has CJK forms of those marks: a
/// centred ellipsis, full-width quotes. iOS takes them from SF, whose ellipsis sits on the
/// baseline, so every target draws them in DejaVu Sans instead, measured the same way:
///
/// ```swift
/// for run in PunctuationFont.runs(of: "Loading…", in: font) {
///     // "Loading" in the font's family; "…" in PunctuationFont.family
/// }
/// ```
public enum PunctuationFont {
    /// The family punctuation is drawn in.
    public static let family = "DejaVu Sans"

    /// One stretch of a text: drawn in ``family`` or in the font's own family.
    public struct Run: Equatable, Sendable {
        /// The run's text.
        public let text: Substring
        /// Its UTF-8 byte range within the whole text.
        public let bytes: Range<Int>
        /// Whether it is drawn in ``PunctuationFont/family``.
        public let isPunctuation: Bool
    }

    /// Whether `font`'s text draws its punctuation apart (the default design; the others' first fonts have Latin forms).
    public static func applies(to font: ResolvedFont) -> Bool { font.design == .default }

    /// Whether `scalar` is General Punctuation drawn apart: dashes, quotes, bullets, the ellipsis, primes;
    /// not the spaces, joiners and directional marks of the block (a joiner splits no emoji).
    public static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        (0x2010...0x2027).contains(scalar.value) || (0x2030...0x205E).contains(scalar.value)
    }

    /// Whether `text` has any punctuation to draw apart (a fast look at its UTF-8: all of it starts with 0xE2 0x80 or 0x81).
    public static func hasPunctuation(_ text: some StringProtocol) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == 0xE2, byte == 0x80 || byte == 0x81 { return text.unicodeScalars.contains(where: isPunctuation) }
            previous = byte
        }
        return false
    }

    /// `text` cut into runs of punctuation and of the rest, for `font`; one run of the rest when nothing applies.
    public static func runs(of text: String, in font: ResolvedFont) -> [Run] {
        guard applies(to: font), hasPunctuation(text) else {
            return [Run(text: text[...], bytes: 0..<text.utf8.count, isPunctuation: false)]
        }
        var runs: [Run] = []
        var start = text.startIndex
        var startByte = 0
        var byte = 0
        var current: Bool?
        for index in text.unicodeScalars.indices {
            let scalar = text.unicodeScalars[index]
            let punctuation = isPunctuation(scalar)
            if let current, current != punctuation {
                runs.append(Run(text: text[start..<index], bytes: startByte..<byte, isPunctuation: current))
                start = index
                startByte = byte
            }
            current = punctuation
            byte += scalar.utf8.count
        }
        if let current { runs.append(Run(text: text[start...], bytes: startByte..<byte, isPunctuation: current)) }
        return runs
    }

    /// `text` with each run `escape`d and each punctuation run then put `inPunctuationFont` (a span of
    /// ``family``): how the SVG and HTML targets draw what pango measured.
    public static func markup(
        _ text: String, in font: ResolvedFont, escape: (String) -> String, inPunctuationFont: (String) -> String
    ) -> String {
        runs(of: text, in: font).map { run in
            let escaped = escape(String(run.text))
            return run.isPunctuation ? inPunctuationFont(escaped) : escaped
        }.joined()
    }
}
