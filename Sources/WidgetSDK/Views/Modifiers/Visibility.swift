/// Whether something the system may show is shown: `.chartLegend(.hidden)`, `.chartXAxis(.visible)`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The system decides.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
