import Foundation
internal import WidgetWire

extension View {
    /// Sizes the view on `axes` to its container: the widget's content area, less the padding and
    /// fixed frames around the view (the SDK's estimate of the space offered).
    ///
    /// ```swift
    /// Image(systemName: "sun.max").containerRelativeFrame(.horizontal)
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view on `axes` to `span` of `count` equal columns (or rows) of its container, with
    /// `spacing` between them: three forecast days side by side with `count: 3`.
    ///
    /// ```swift
    /// DayView(day: day).containerRelativeFrame(.horizontal, count: 3, spacing: 8)
    /// ```
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = max(1, count)
        let span = min(max(1, span), count)
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
        }
    }

    /// Sizes the view on `axes` to what `length` makes of its container's length on each axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        func spec(in environment: EnvironmentValues) -> FrameSpec {
            var spec = FrameSpec(alignment: alignment.node)
            guard let container = environment.proposedSize else {
                if axes.contains(.horizontal) { spec.maxWidth = FrameLength(.infinity) }
                if axes.contains(.vertical) { spec.maxHeight = FrameLength(.infinity) }
                return spec
            }
            if axes.contains(.horizontal) { spec.width = Double(max(0, length(container.width, .horizontal))) }
            if axes.contains(.vertical) { spec.height = Double(max(0, length(container.height, .vertical))) }
            return spec
        }
        return wire(
            WireModifiers(transformEnvironment: { $0.proposedSize = ProposedSize.framed($0.proposedSize, by: spec(in: $0)) }) {
                [.frame(spec(in: $0))]
            })
    }
}
