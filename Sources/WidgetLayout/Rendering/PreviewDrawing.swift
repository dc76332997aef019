import Foundation
import WidgetWire

/// How each entry of a `#Preview` is drawn, the same by every front end (`widgethost preview`,
/// the dashboard's gallery): a widget preview at its family's size, a view preview at its layout
/// trait's size (`.fixedLayout` exactly, edge to edge; `.sizeThatFitsLayout` its ideal size within
/// a widget's margins), or else as a medium widget.
///
/// ```swift
/// for entry in payload.entries {
///     let options = PreviewDrawing.options(for: payload, entry: entry, appearance: .dark, measurer: measurer)
///     let png = try PNGRenderer().render(entry.view, options: options)
/// }
/// ```
public enum PreviewDrawing {
    /// The family a view preview without a layout trait is drawn as.
    public static let viewFamily = WidgetFamilyName.systemMedium
    /// The largest size a view preview's layout may ask for, each way.
    public static let largestSize = DisplaySize(width: 2048, height: 2048)

    /// The options that draw `entry` of `payload` in `appearance`, at the entry's date;
    /// `measurer` measures a `.sizeThatFitsLayout` view's text.
    public static func options(
        for payload: PreviewPayload, entry: TimelineEntryPayload, appearance: Appearance, measurer: any TextMeasurer
    ) -> RenderOptions {
        let now = Date(timeIntervalSince1970: entry.date)
        if payload.kind != nil || payload.family != nil {
            return RenderOptions(family: payload.family ?? .systemSmall, appearance: appearance, now: now)
        }
        var options = RenderOptions(family: viewFamily, appearance: appearance, now: now)
        switch payload.layout {
        case nil:
            break
        case .fixed(let width, let height):
            options.contentMarginsDisabled = true
            options.displaySize = DisplaySize(width: clamp(width, largestSize.width), height: clamp(height, largestSize.height))
        case .sizeThatFits:
            let margins = 2 * WidgetContainer.for(viewFamily).contentMargins.top
            let fitting = LayoutEngine.fittingSize(of: entry.view, options: options, measurer: measurer, limits: largestSize)
            options.displaySize = DisplaySize(
                width: min(fitting.width + margins, largestSize.width), height: min(fitting.height + margins, largestSize.height))
        }
        return options
    }

    /// `length` as a drawable length: a whole number of points from 1 to `limit`.
    private static func clamp(_ length: Double, _ limit: Double) -> Double {
        length.isFinite ? min(max(length.rounded(), 1), limit) : limit
    }
}
