import Foundation

/// A plugin's localized strings, as a widget extension's `Localizable.strings` or String Catalog gives them
/// on iOS: `Text("home.start")` shows the translation for the user's language.
///
/// They are read from the plugin's resource bundle, which SwiftPM builds next to the plugin's library
/// (`Package_Target.resources/` beside `libTarget.so`): `<language>.lproj/Localizable.strings` (SwiftPM
/// copies every `.lproj` of the target) and `Localizable.xcstrings` (declared as a resource,
/// `resources: [.copy("Localizable.xcstrings")]`). The language is the user's (``UserLocale``), then the
/// catalog's source language, then English.
struct PluginStrings: Sendable {
    /// Translations by key.
    let table: [String: LocalizedValue]

    /// The translation of `key`, if the plugin has one.
    func localized(_ key: String) -> LocalizedValue? { table[key] }

    /// The strings of the plugin whose library is at `libraryPath`, from the resource bundle of one of `modules`.
    static func load(libraryPath: String, modules: [String], locale: Locale) -> PluginStrings {
        let directory = (libraryPath as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let bundles = modules.flatMap { module in names.filter { $0.hasSuffix("_\(module).resources") } }
        var table: [String: LocalizedValue] = [:]
        for bundle in bundles {
            let path = (directory as NSString).appendingPathComponent(bundle)
            table.merge(strings(inBundle: path, locale: locale)) { current, _ in current }
        }
        return PluginStrings(table: table)
    }

    /// The translations in the bundle at `path`: the catalog's, then the `.lproj` tables' (a
    /// `.stringsdict` before its `.strings`), each in the first of the languages (``languages(for:)``)
    /// that has the key.
    static func strings(inBundle path: String, locale: Locale) -> [String: LocalizedValue] {
        let catalog = StringCatalog(path: (path as NSString).appendingPathComponent("Localizable.xcstrings"))
        var table: [String: LocalizedValue] = [:]
        for language in languages(for: locale, sourceLanguage: catalog?.sourceLanguage) {
            if let catalog { table.merge(catalog.values(for: language)) { current, _ in current } }
            let tables = (path as NSString).appendingPathComponent("\(language).lproj/Localizable")
            table.merge(StringsDictionary.entries(at: tables + ".stringsdict")) { current, _ in current }
            table.merge(stringsFile(at: tables + ".strings").mapValues(LocalizedValue.text)) { current, _ in current }
        }
        return table
    }

    /// The languages to look in, most wanted first: `de-CH`, `de_CH`, `de`, the source language, `en`, `Base`.
    static func languages(for locale: Locale, sourceLanguage: String?) -> [String] {
        let identifier = locale.identifier
        var languages = [identifier.replacingOccurrences(of: "_", with: "-"), identifier]
        if let language = locale.language.languageCode?.identifier { languages.append(language) }
        languages += [sourceLanguage, "en", "Base"].compactMap { $0 }
        var seen: Set<String> = []
        return languages.filter { seen.insert($0).inserted }
    }

    /// The key-value pairs of a `.strings` file (`"key" = "value";`), or none when it is missing or unreadable.
    static func stringsFile(at path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
            let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [:] }
        return list
    }
}

/// A String Catalog (`Localizable.xcstrings`): JSON with each key's translations by language.
struct StringCatalog {
    let sourceLanguage: String?
    private let strings: [String: Any]

    /// The catalog at `path`, or nil when there is none or it is not a catalog.
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return nil }
        sourceLanguage = root["sourceLanguage"] as? String
        self.strings = strings
    }

    /// Every key's value in `language`: its string unit, or the `other` case of its plural variations.
    func values(for language: String) -> [String: LocalizedValue] {
        var values: [String: LocalizedValue] = [:]
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
                let localization = localizations[language] as? [String: Any]
            else { continue }
            if let value = Self.value(of: localization) { values[key] = value }
        }
        return values
    }

    /// A localization's string unit, or its plural variations' units by category.
    private static func value(of localization: [String: Any]) -> LocalizedValue? {
        if let unit = localization["stringUnit"] as? [String: Any] { return (unit["value"] as? String).map(LocalizedValue.text) }
        guard let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        let variants = plural.compactMapValues { (($0 as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String }
        return variants.isEmpty ? nil : .plural(variants)
    }
}

extension PluginStrings {
    /// The strings caches of the process (``PluginResourceCache``).
    static let census = PluginResourceCensus()

    /// A cache of a plugin's strings, read from its resource bundle the first time a key is looked up.
    static func cache() -> PluginResourceCache<PluginStrings> {
        PluginResourceCache(census: census, read: read(for:), isEmpty: { $0.table.isEmpty })
    }

    private static func read(for runtime: PluginRuntime) -> PluginStrings {
        guard let path = PluginSlots.path(ofImage: runtime.image) else { return PluginStrings(table: [:]) }
        return PluginStrings.load(libraryPath: path, modules: [runtime.bundleModule, runtime.info.id], locale: UserLocale.current)
    }
}

extension PluginStrings {
    /// The translation of `key` in the strings of the plugin the running code serves, if it has one
    /// (its `other` variant when it varies by plural).
    static func current(_ key: String) -> String? {
        currentValue(key)?.plainText
    }

    /// The translation of `key`, with its variants, in the strings of the plugin the running code serves.
    static func currentValue(_ key: String) -> LocalizedValue? {
        guard census.someMayHold, let runtime = PluginRuntime.current else { return nil }
        return runtime.strings.with(runtime) { $0.localized(key) }
    }

    /// Whether the plugin the running code serves has strings: an interpolated key is only made
    /// (``LocalizedFormat``) when there is something to look it up in.
    static var currentHasStrings: Bool {
        guard census.someMayHold, let runtime = PluginRuntime.current else { return false }
        return runtime.strings.with(runtime) { _ in true } ?? false
    }
}
