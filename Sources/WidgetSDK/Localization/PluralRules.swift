/// The CLDR plural category of a number in a language, which picks a translation's plural variant
/// (`one`: "1 Tasse", `other`: "3 Tassen"), as a String Catalog's or `.stringsdict`'s variations are
/// chosen on iOS. Integer rules of the common languages; a fraction is `other` in all of them.
enum PluralRules {
    /// The category of `number` in `language` (`de`, `pt-BR`, `ru`): one of `zero`, `one`, `two`,
    /// `few`, `many`, `other`.
    static func category(of number: Double, language: String) -> String {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        guard number.isFinite, number == number.rounded(), abs(number) < 1e15 else { return "other" }
        let n = Int(abs(number))
        if noPlurals.contains(code) { return "other" }
        if eastSlavic.contains(code) { return slavic(n, else: "many") }
        if southSlavic.contains(code) { return slavic(n, else: "other") }
        switch code {
        case "fr", "hi", "bn", "pt": return n <= 1 ? "one" : "other"
        case "pl": return n == 1 ? "one" : slavicFew(n) ? "few" : "many"
        case "cs", "sk": return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        case "he": return n == 1 ? "one" : n == 2 ? "two" : "other"
        case "ar": return arabic(n)
        default: return n == 1 ? "one" : "other"
        }
    }

    /// Languages without plural forms.
    private static let noPlurals: Set<String> = ["ja", "zh", "ko", "vi", "th", "id", "ms", "my", "lo", "km", "yue"]
    /// Russian, Ukrainian, Belarusian: `one` (21), `few` (22), `many` (25).
    private static let eastSlavic: Set<String> = ["ru", "uk", "be"]
    /// Croatian, Serbian, Bosnian: `one` (21), `few` (22), `other` (25).
    private static let southSlavic: Set<String> = ["hr", "sr", "bs"]

    private static func slavic(_ n: Int, else last: String) -> String {
        if n % 10 == 1 && n % 100 != 11 { return "one" }
        return slavicFew(n) ? "few" : last
    }

    private static func slavicFew(_ n: Int) -> Bool {
        (2...4).contains(n % 10) && !(12...14).contains(n % 100)
    }

    private static func arabic(_ n: Int) -> String {
        switch n {
        case 0: "zero"
        case 1: "one"
        case 2: "two"
        default: (3...10).contains(n % 100) ? "few" : (11...99).contains(n % 100) ? "many" : "other"
        }
    }
}
