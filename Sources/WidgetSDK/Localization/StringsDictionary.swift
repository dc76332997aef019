import Foundation

/// A `Localizable.stringsdict` (the plural tables apps shipped before String Catalogs): a property
/// list whose every key holds an `NSStringLocalizedFormatKey` (`"%#@cups@"`) and, for each variable
/// it names, a `NSStringPluralRuleType` dictionary of variants (`one`, `other`).
///
/// ```xml
/// <key>%lld cups</key>
/// <dict>
///     <key>NSStringLocalizedFormatKey</key><string>%#@cups@</string>
///     <key>cups</key>
///     <dict>
///         <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
///         <key>NSStringFormatValueTypeKey</key><string>lld</string>
///         <key>one</key><string>%lld Tasse</string>
///         <key>other</key><string>%lld Tassen</string>
///     </dict>
/// </dict>
/// ```
enum StringsDictionary {
    /// The entries of the file at `path`, or none when it is missing or not a `.stringsdict`.
    static func entries(at path: String) -> [String: LocalizedValue] {
        guard let data = FileManager.default.contents(atPath: path),
            let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return [:] }
        return list.compactMapValues { entry in
            guard let entry = entry as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
            var variables: [String: [String: String]] = [:]
            for (name, rule) in entry {
                guard let rule = rule as? [String: Any], rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
                else { continue }
                variables[name] = rule.compactMapValues { $0 as? String }.filter { categories.contains($0.key) }
            }
            return .formatted(format: format, variables: variables)
        }
    }

    private static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
}
