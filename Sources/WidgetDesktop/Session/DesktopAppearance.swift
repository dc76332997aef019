import WidgetLayout

/// Light or dark widgets on the desktop: the desktop's own setting, or one chosen with `--appearance`.
public enum DesktopAppearance: String, Hashable, Sendable, CaseIterable {
    /// Follows the desktop (GTK's prefer-dark setting, or a dark theme), and changes with it.
    case auto
    /// Always light.
    case light
    /// Always dark.
    case dark

    /// The appearance to draw in now.
    @MainActor
    var resolved: Appearance {
        switch self {
        case .light: .light
        case .dark: .dark
        case .auto: DesktopDisplay.prefersDark ? .dark : .light
        }
    }
}
