import WidgetWire

/// What one layout pass shares: the measurer, the color resolver, the date formatter, the
/// options, and what the tree declares for the whole widget (its background and URL).
final class LayoutContext {
    let measurer: any TextMeasurer
    let lineBreaker: TextLineBreaker
    /// The colors of the appearance being built: the widget's, or a `.colorScheme` subtree's (``ElementBuilder/build(_:_:)``).
    var colors: ColorResolver
    let dates: DateTextFormatter
    let options: RenderOptions
    /// The first `containerBackground` found, with the environment it was declared in.
    var containerBackground: (node: ViewNode, environment: LayoutEnvironment)?
    /// The first `widgetURL` found.
    var widgetURL: String?
    /// The first `widgetLabel` found, with the environment it was declared in (drawn by `accessoryCorner`).
    var widgetLabel: (node: ViewNode, environment: LayoutEnvironment)?

    init(measurer: any TextMeasurer, options: RenderOptions) {
        self.measurer = measurer
        self.lineBreaker = TextLineBreaker(measurer: measurer)
        self.colors = ColorResolver(appearance: options.appearance)
        self.dates = DateTextFormatter(now: options.now, timeZone: options.timeZone)
        self.options = options
    }

    /// The corner radius of a `ContainerRelativeShape` (and `AccessoryWidgetBackground`): concentric with a
    /// circular widget's outline, a circle there; 12 points elsewhere.
    var containerRelativeRadius: Double {
        options.family == .accessoryCircular ? .greatestFiniteMagnitude : 12
    }

    /// The style a node is drawn with in `environment`.
    func style(_ environment: LayoutEnvironment) -> ResolvedStyle {
        let textStyle = environment.textStyle
        let alignment = environment.textLayout.multilineTextAlignment.flatMap(TextLineAlignment.init(rawValue:)) ?? .leading
        return ResolvedStyle(
            font: ResolvedFont.resolve(environment.font, style: textStyle),
            foreground: colors.resolve(environment.foreground ?? .color(.named("primary", opacity: 1))),
            tint: colors.resolve(environment.tint ?? .named("accentColor", opacity: 1)), textAlignment: alignment,
            lineLimit: environment.textLayout.lineLimit, minimumScaleFactor: environment.textLayout.minimumScaleFactor ?? 1,
            strikethrough: textStyle.strikethrough ?? false, underline: textStyle.underline ?? false, opacity: environment.opacity,
            isInvalidatable: environment.isInvalidatable, isPending: environment.isInvalidatable && options.showsPendingContent,
            isRedacted: environment.isRedacted)
    }
}
