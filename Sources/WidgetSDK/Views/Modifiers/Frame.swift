import Foundation
internal import WidgetWire

extension View {
    /// Puts the view in an invisible frame of a fixed width and/or height, aligned by `alignment`.
    ///
    /// ```swift
    /// Button("加 10", intent: AddIntent(value: 10)).frame(height: 44)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let spec = FrameSpec(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.node)
        return wire(
            WireModifiers(transformEnvironment: { $0.proposedSize = ProposedSize.framed($0.proposedSize, by: spec) }) { _ in [.frame(spec)]
            })
    }

    /// Puts the view in an invisible flexible frame; `.infinity` takes all the space offered.
    ///
    /// ```swift
    /// VStack { ... }.frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        func length(_ value: CGFloat?) -> FrameLength? { value.map { FrameLength(Double($0)) } }
        let spec = FrameSpec(
            minWidth: length(minWidth), idealWidth: length(idealWidth), maxWidth: length(maxWidth), minHeight: length(minHeight),
            idealHeight: length(idealHeight), maxHeight: length(maxHeight), alignment: alignment.node)
        return wire(
            WireModifiers(transformEnvironment: { $0.proposedSize = ProposedSize.framed($0.proposedSize, by: spec) }) { _ in [.frame(spec)]
            })
    }

    /// A frame with no constraints: the view unchanged (deprecated in SwiftUI).
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        self
    }
}
