/// A key's translation in a plugin's strings: text, a String Catalog's plural variants, or a
/// `.stringsdict` format whose `%#@name@` variables each have plural variants.
enum LocalizedValue: Sendable, Equatable {
    /// A translation as it is (`Localizable.strings`, a catalog's string unit).
    case text(String)
    /// A String Catalog's plural variants by category (`one`, `other`), chosen by the key's first number.
    case plural([String: String])
    /// A `.stringsdict` entry: its `NSStringLocalizedFormatKey` (`"%#@cups@"`) and each variable's
    /// variants by category.
    case formatted(format: String, variables: [String: [String: String]])

    /// The translation where no argument chooses a variant (`other`): what a key without
    /// interpolated values shows.
    var plainText: String {
        format(numbers: [], language: "en")
    }

    /// The translation as a format (``LocalizedFormat``), its variants chosen by `numbers` (each
    /// argument's value when it is a number) under `language`'s plural rules.
    func format(numbers: [Double?], language: String) -> String {
        switch self {
        case .text(let text): return text
        case .plural(let variants): return Self.variant(of: variants, for: numbers.lazy.compactMap { $0 }.first, language: language)
        case .formatted(let format, let variables):
            return Self.substitute(variables, in: format, numbers: numbers, language: language)
        }
    }

    /// The variant for `number`: `zero` for 0 when there is one, else its category's, else `other`.
    private static func variant(of variants: [String: String], for number: Double?, language: String) -> String {
        guard let number else { return variants["other"] ?? variants.values.first ?? "" }
        if number == 0, let zero = variants["zero"] { return zero }
        return variants[PluralRules.category(of: number, language: language)] ?? variants["other"] ?? ""
    }

    /// `format` with each `%#@name@` (or `%2$#@name@`) replaced by its variable's variant for the
    /// argument at its place; other specifiers and text kept as they are.
    private static func substitute(
        _ variables: [String: [String: String]], in format: String, numbers: [Double?], language: String
    ) -> String {
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            let positional = rest.prefix(while: \.isNumber)
            var afterPosition = rest[positional.endIndex...]
            var position: Int?
            if !positional.isEmpty, afterPosition.first == "$", let number = Int(positional), number > 0 {
                position = number
                afterPosition = afterPosition.dropFirst()
            }
            if afterPosition.hasPrefix("#@"), let close = afterPosition.dropFirst(2).firstIndex(of: "@") {
                let name = String(afterPosition[afterPosition.index(afterPosition.startIndex, offsetBy: 2)..<close])
                let argument = position.map { $0 - 1 } ?? next
                if position == nil { next += 1 }
                let number = numbers.indices.contains(argument) ? numbers[argument] : nil
                result += variables[name].map { variant(of: $0, for: number, language: language) } ?? ""
                rest = afterPosition[afterPosition.index(after: close)...]
                continue
            }
            result += "%"
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
            } else if position == nil {
                next += 1
            }
        }
        return result + rest
    }
}
