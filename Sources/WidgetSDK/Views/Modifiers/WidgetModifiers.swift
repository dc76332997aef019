import Foundation
internal import WidgetWire

extension View {
    /// Marks content that goes stale when the user taps a button or toggle: the host shows it
    /// as pending from the tap until the reloaded timeline arrives.
    ///
    /// ```swift
    /// Text("\(entry.count)").invalidatableContent()
    /// ```
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        wire(WireModifiers { _ in invalidatable ? [.invalidatable] : [] })
    }

    /// The URL the containing app opens with when the user taps the widget (outside its controls).
    public func widgetURL(_ url: URL?) -> some View {
        wire(WireModifiers { _ in url.map { [.widgetURL($0.absoluteString)] } ?? [] })
    }

    /// Draws the view redacted for `reason`: `.placeholder` draws placeholder shapes instead of content.
    /// `@Environment(\.redactionReasons)` inside reads the reason.
    public func redacted(reason: RedactionReasons) -> some View {
        wire(
            WireModifiers(transformEnvironment: { $0.redactionReasons.formUnion(reason) }) { _ in
                reason.contains(.placeholder) ? [.redacted] : []
            })
    }

    /// Draws the view's content as it is inside a redacted view (a placeholder's title, a label that gives nothing
    /// away), and clears the redaction reasons it reads (`@Environment(\.redactionReasons)`).
    public func unredacted() -> some View {
        wire(WireModifiers(transformEnvironment: { $0.redactionReasons = [] }) { _ in [.unredacted] })
    }

    /// Marks the view as sensitive: it is redacted when the environment's redaction reasons include `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        wire(WireModifiers { environment in sensitive && environment.redactionReasons.contains(.privacy) ? [.redacted] : [] })
    }

    /// Puts the view in the accent group of an accented widget. Accepted; the host draws in full color.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// Curves an accessory widget's content along the watch bezel. Accepted for source compatibility.
    public func widgetCurvesContent(_ curves: Bool = true) -> some View { self }

    /// The label an accessory widget shows around itself: the host draws it beside an `accessoryCorner`
    /// widget (watchOS curves it along the bezel); other families do not show it, as on iOS.
    public func widgetLabel(_ label: Text) -> some View {
        widgetLabel { label }
    }

    /// The label an accessory widget shows around itself, drawn beside an `accessoryCorner` widget.
    public func widgetLabel(_ label: LocalizedStringKey) -> some View {
        widgetLabel { Text(label) }
    }

    /// The label an accessory widget shows around itself, drawn beside an `accessoryCorner` widget.
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
        widgetLabel { Text(label) }
    }

    /// The label an accessory widget shows around itself, such as a gauge along the corner of a watch face.
    ///
    /// ```swift
    /// Image(systemName: "figure.run").widgetLabel { Gauge(value: progress) { Text("MIN") }.gaugeStyle(.accessoryLinear) }
    /// ```
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        let label = label()
        return wire(
            WireModifiers { environment in
                guard environment.widgetFamily == .accessoryCorner else { return [] }
                var band = environment
                band.proposedSize = nil
                let node = ViewSerializer.node(label, in: band)
                if case .empty = node { return [] }
                return [.widgetLabel(node)]
            })
    }
}
