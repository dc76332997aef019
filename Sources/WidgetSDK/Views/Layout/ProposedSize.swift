import Foundation
internal import WidgetWire

/// The size the SDK expects a view to be offered, tracked while the tree is serialized.
///
/// The host lays a view tree out after it crosses the ABI, so views whose content depends on their
/// size (`GeometryReader`, a custom `Shape`'s `path(in:)`) are evaluated for this estimate: the
/// family's display size less its content margins, narrowed by every fixed `.frame` and `.padding`
/// around the view and set to the whole display inside `.containerBackground`. Stacks do not narrow
/// it (the SDK does not measure the siblings sharing a stack), so a view in a stack is evaluated for
/// the stack's whole size; the host scales shapes to the frame it gives them.
enum ProposedSize {
    /// What shapes are evaluated for when nothing is known (a view preview).
    static let fallback = CGSize(width: 100, height: 100)

    /// The proposal `spec` makes to its content out of `proposal`: fixed lengths replace it, bounds clamp it.
    static func framed(_ proposal: CGSize?, by spec: FrameSpec) -> CGSize? {
        guard let proposal else {
            guard let width = spec.width, let height = spec.height else { return nil }
            return CGSize(width: width, height: height)
        }
        func length(_ offered: CGFloat, fixed: Double?, min: FrameLength?, max: FrameLength?) -> CGFloat {
            if let fixed { return CGFloat(fixed) }
            var length = Double(offered)
            if let max, max.value.isFinite { length = Swift.min(length, max.value) }
            if let min, min.value.isFinite { length = Swift.max(length, min.value) }
            return CGFloat(length)
        }
        return CGSize(
            width: length(proposal.width, fixed: spec.width, min: spec.minWidth, max: spec.maxWidth),
            height: length(proposal.height, fixed: spec.height, min: spec.minHeight, max: spec.maxHeight))
    }

    /// What `.aspectRatio(ratio, contentMode:)` offers its content within `proposal`: the largest size of
    /// width-to-height `ratio` inside it (`fit`), or the smallest that covers it (`fill`).
    static func fitted(_ proposal: CGSize?, ratio: Double, fill: Bool) -> CGSize? {
        guard let proposal, ratio > 0, ratio.isFinite else { return proposal }
        let byWidth = CGSize(width: proposal.width, height: proposal.width / CGFloat(ratio))
        let byHeight = CGSize(width: proposal.height * CGFloat(ratio), height: proposal.height)
        let widthLimits = byWidth.height <= proposal.height
        return fill ? (widthLimits ? byHeight : byWidth) : (widthLimits ? byWidth : byHeight)
    }

    /// `proposal` less `length` on `edges` (never below zero).
    static func padded(_ proposal: CGSize?, edges: NodeEdgeSet, length: Double) -> CGSize? {
        guard let proposal else { return nil }
        let horizontal = (edges.contains(.leading) ? length : 0) + (edges.contains(.trailing) ? length : 0)
        let vertical = (edges.contains(.top) ? length : 0) + (edges.contains(.bottom) ? length : 0)
        return CGSize(width: max(0, Double(proposal.width) - horizontal), height: max(0, Double(proposal.height) - vertical))
    }
}

private struct ProposedSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }
private struct WidgetDisplaySizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }
private struct ContentMarginsDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct InGeometryReaderKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The size the view is expected to be offered (see ``ProposedSize``); `nil` when unknown.
    var proposedSize: CGSize? {
        get { self[ProposedSizeKey.self] }
        set { self[ProposedSizeKey.self] = newValue }
    }

    /// The widget's whole display size, what `.containerBackground` content is offered.
    var widgetDisplaySize: CGSize? {
        get { self[WidgetDisplaySizeKey.self] }
        set { self[WidgetDisplaySizeKey.self] = newValue }
    }

    /// Whether the view is inside a `GeometryReader`'s content, where a `Path`'s points come from the proxy's size.
    var isInGeometryReader: Bool {
        get { self[InGeometryReaderKey.self] }
        set { self[InGeometryReaderKey.self] = newValue }
    }

    /// Whether the widget being rendered declares `.contentMarginsDisabled()` (its entries' views say so to the host).
    var contentMarginsDisabled: Bool {
        get { self[ContentMarginsDisabledKey.self] }
        set { self[ContentMarginsDisabledKey.self] = newValue }
    }

    /// The environment a widget's view is serialized in: its family, its display size and the size its
    /// content is offered (the display less the family's content margins). Accessory families show no
    /// container background (``showsWidgetContainerBackground`` is `false`, as on the Lock Screen), and iOS's
    /// are drawn ``WidgetRenderingMode/vibrant``.
    static func widget(family: WidgetFamily, displaySize: CGSize, contentMarginsDisabled: Bool, isPreview: Bool) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        environment.isPreview = isPreview
        environment.widgetDisplaySize = displaySize
        environment.contentMarginsDisabled = contentMarginsDisabled
        let margins = family.wireName.contentMargins(marginsDisabled: contentMarginsDisabled)
        environment.proposedSize = CGSize(
            width: max(0, Double(displaySize.width) - margins.leading - margins.trailing),
            height: max(0, Double(displaySize.height) - margins.top - margins.bottom))
        environment.showsWidgetLabel = family == .accessoryCorner
        // The Lock Screen (and a watch face) removes the container background; iOS draws accessory widgets vibrant.
        switch family {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline:
            environment.showsWidgetContainerBackground = false
            environment.widgetRenderingMode = .vibrant
        case .accessoryCorner: environment.showsWidgetContainerBackground = false
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: break
        }
        return environment
    }
}
