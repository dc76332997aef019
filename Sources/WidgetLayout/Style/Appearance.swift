/// Light or dark appearance (`ColorScheme`): decides how named colors resolve.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
}
