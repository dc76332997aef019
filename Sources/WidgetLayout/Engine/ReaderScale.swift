import WidgetWire

/// How much a `GeometryReader`'s content is stretched: the size the host gives the reader over the size the SDK
/// built its content for.
///
/// The SDK builds a reader's content before the host lays the widget out, for the size it expects the reader to
/// be offered; it cannot measure the reader's siblings, so a reader sharing a stack gets less than that. Lengths
/// the content computed from `geometry.size` (a progress bar's `.frame(width: geometry.size.width * progress)`,
/// a marker's `.offset(x:)` or `.position(x:y:)`) are scaled by this ratio, as paths made for the built size are.
final class ReaderScale {
    /// The size the SDK built the content for.
    let built: LayoutSize
    /// The horizontal and vertical ratios of the size the reader is laid out at to ``built``.
    private(set) var x = 1.0
    private(set) var y = 1.0

    init(built: LayoutSize) {
        self.built = built
    }

    /// Takes the ratios for the reader laid out for `proposal` (a dimension it does not give is not scaled).
    func update(for proposal: Proposal) {
        x = Self.ratio(proposal.finiteWidth, built.width)
        y = Self.ratio(proposal.finiteHeight, built.height)
    }

    private static func ratio(_ offered: Double?, _ built: Double) -> Double {
        guard let offered, built > 0, built.isFinite else { return 1 }
        return offered / built
    }

    /// `spec` with its finite lengths scaled.
    func scaled(_ spec: FrameSpec) -> FrameSpec {
        guard x != 1 || y != 1 else { return spec }
        var scaled = spec
        scaled.width = spec.width.map { $0 * x }
        scaled.minWidth = spec.minWidth.map { Self.scaled($0, by: x) }
        scaled.idealWidth = spec.idealWidth.map { Self.scaled($0, by: x) }
        scaled.maxWidth = spec.maxWidth.map { Self.scaled($0, by: x) }
        scaled.height = spec.height.map { $0 * y }
        scaled.minHeight = spec.minHeight.map { Self.scaled($0, by: y) }
        scaled.idealHeight = spec.idealHeight.map { Self.scaled($0, by: y) }
        scaled.maxHeight = spec.maxHeight.map { Self.scaled($0, by: y) }
        return scaled
    }

    private static func scaled(_ length: FrameLength, by factor: Double) -> FrameLength {
        length.value.isFinite ? FrameLength(length.value * factor) : length
    }

    /// `point` (an offset or a position) scaled.
    func scaled(_ point: LayoutPoint) -> LayoutPoint {
        LayoutPoint(x: point.x * x, y: point.y * y)
    }
}
