/// What a provider knows about the widget it provides for: its family, its size
/// and whether it is a gallery preview.
public struct TimelineProviderContext: Sendable {
    /// The widget's family.
    public let family: WidgetFamily
    /// The widget's size in points.
    public let displaySize: CGSize
    /// Whether the widget is shown in a gallery: answer fast, with sample data.
    public let isPreview: Bool
    /// The environments the widget may be rendered in. WidgetHost renders each entry once, so every list holds one value.
    public let environmentVariants: EnvironmentVariants

    package init(family: WidgetFamily, displaySize: CGSize, isPreview: Bool) {
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        self.environmentVariants = EnvironmentVariants(environment: environment)
    }

    /// The environment values the widget may be rendered with, per key path (`context.environmentVariants.colorScheme`).
    @dynamicMemberLookup
    public struct EnvironmentVariants: Sendable {
        let environment: EnvironmentValues

        /// The values of `keyPath` the widget may be rendered with.
        public subscript<Value>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, Value>) -> [Value]? {
            [environment[keyPath: keyPath]]
        }

        /// The values of `keyPath` the widget may be rendered with.
        public subscript<Value>(keyPath: WritableKeyPath<EnvironmentValues, Value>) -> [Value]? {
            [environment[keyPath: keyPath]]
        }
    }
}
