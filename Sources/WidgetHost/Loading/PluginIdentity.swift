/// How the host names plugins: by file name, `lib<id>.so` or `<id>.so`.
///
/// The id is known before the plugin runs any code, so it can name the plugin's
/// storage namespace and data directory in the services table `init` receives.
public enum PluginIdentity {
    /// The plugin id of a library file: `libCounter.so` → `Counter`, `weather.so` → `weather`.
    public static func id(forFileNamed name: String) -> String {
        var stem = Substring(name)
        if stem.hasSuffix(".so") { stem = stem.dropLast(3) }
        if stem.hasPrefix("lib") && stem.count > 3 { stem = stem.dropFirst(3) }
        return String(stem)
    }

    /// Whether a command-line reference names a file rather than an id: it contains `/` or ends in `.so`.
    public static func isPath(_ reference: String) -> Bool {
        reference.contains("/") || reference.hasSuffix(".so")
    }
}
