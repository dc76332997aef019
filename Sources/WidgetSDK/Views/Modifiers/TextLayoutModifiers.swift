import Foundation
internal import WidgetWire

extension View {
    /// Sets how the lines of multiline text inside the view line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        textLayout(TextLayoutSpec(multilineTextAlignment: alignment.rawValue))
    }

    /// Limits text inside the view to `number` lines; `nil` leaves the inherited limit.
    ///
    /// ```swift
    /// Text(entry.task.content).lineLimit(2)
    /// ```
    public func lineLimit(_ number: Int?) -> some View {
        textLayout(number.map { TextLayoutSpec(lineLimit: $0) })
    }

    /// Limits text inside the view to `limit` lines, and with `reservesSpace` makes it that many lines tall
    /// however few it fills.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        textLayout(TextLayoutSpec(lineLimit: limit, reservedLines: reservesSpace ? limit : nil))
    }

    /// Limits text inside the view to `limit.upperBound` lines, and makes it at least `limit.lowerBound` lines tall.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        textLayout(TextLayoutSpec(lineLimit: limit.upperBound, reservedLines: limit.lowerBound > 1 ? limit.lowerBound : nil))
    }

    /// Limits text inside the view to `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// Lets text inside the view shrink down to `factor` of its size to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        textLayout(TextLayoutSpec(minimumScaleFactor: Double(factor)))
    }

    /// Accepted for source compatibility; the renderer truncates at the end.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

    /// Accepted for source compatibility; the renderer uses the font's line spacing.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// Accepted for source compatibility.
    public func allowsTightening(_ flag: Bool) -> some View { self }

    private func textLayout(_ spec: TextLayoutSpec?) -> ModifiedContent<Self, WireModifiers> {
        wire(WireModifiers { _ in spec.map { [.textLayout($0)] } ?? [] })
    }
}

extension Text {
    /// Where text that does not fit is cut. Accepted; the renderer truncates at the end.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }
}
