import Foundation

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { UserLocale.current } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
private struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(all: 16) }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

extension EnvironmentValues {
    /// Why the view is drawn redacted: `.placeholder` under `.redacted(reason:)`, `.invalidated`
    /// while a tap's reload is in flight. Empty when it is drawn normally.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the widget's container background (`.containerBackground(_:for:)`) is shown.
    /// `false` where the system removes it (StandBy, the Lock Screen).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// Whether an accessory widget shows a label (`.widgetLabel`) around it.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }

    /// How the widget is drawn: `.fullColor`, `.accented` or `.vibrant`.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the display is dimmed (an always-on display).
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }

    /// Pixels per point of the display the widget is drawn for.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The locale to format text in (`Text(_:format:)` uses it): the user's, from `LC_ALL` or `LANG`, else `en_US`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar to compute dates in.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone to show dates in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The margins the system puts around a widget's content (16 points by default).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }

    /// The text size the reader asked for.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Whether controls in the view respond to taps (`false` under `.disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The direction text and layouts run in: left to right. A view may read it and set it
    /// (`.environment(\.layoutDirection, .rightToLeft)`); the host lays out left to right.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
