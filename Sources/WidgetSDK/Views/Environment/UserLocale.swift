import Foundation

/// The locale views format text in by default: the user's, as `\.locale` is on iOS.
///
/// Foundation on Linux answers `Locale.current` with `en_001` whatever the environment says, so a
/// currency reads "US$12.50" and a date "30 Nov" where an iPhone set to US English shows "$12.50" and
/// "Nov 30". The user's locale is read from `LC_ALL` or else `LANG` instead, as POSIX
/// programs do; with none set, or `C` / `POSIX`, it is `en_US`, the locale the SDK's other
/// formatters write in.
enum UserLocale {
    /// The user's locale, read once.
    static let current: Locale = locale(from: ProcessInfo.processInfo.environment)

    /// The locale `environment`'s variables name (`de_DE.UTF-8` is `de_DE`), or `en_US`.
    static func locale(from environment: [String: String]) -> Locale {
        for name in ["LC_ALL", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let identifier = value.split(separator: ".").first.map { $0.split(separator: "@").first ?? $0 } ?? ""
            if identifier.isEmpty || identifier == "C" || identifier == "POSIX" { break }
            return Locale(identifier: String(identifier))
        }
        return Locale(identifier: "en_US")
    }
}
