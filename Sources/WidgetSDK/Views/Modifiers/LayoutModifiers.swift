import Foundation
internal import WidgetWire

/// How a view fits the space offered while keeping its aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The whole view is visible.
    case fit
    /// The view covers the whole space.
    case fill
}

/// The kinds of safe area a view can ignore. Widgets have none, so these are accepted.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt

    /// Regions with the given raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The container safe area.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard safe area.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Moves the view by `x` and `y` points without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wire(WireModifiers(.offset(x: Double(x), y: Double(y))))
    }

    /// Moves the view by `offset` without changing its layout.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Centres the view at `x`, `y` of the space its parent offers, all of which it takes.
    ///
    /// ```swift
    /// GeometryReader { proxy in Circle().frame(width: 8).position(x: proxy.size.width / 2, y: 4) }
    /// ```
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wire(WireModifiers(.position(x: Double(x), y: Double(y))))
    }

    /// Centres the view at `position` of the space its parent offers, all of which it takes.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// The drawing order of the view among the views of a `ZStack`: higher in front, equal ones in order.
    /// (In other stacks, whose views do not overlap, it changes nothing.)
    public func zIndex(_ value: Double) -> some View {
        wire(WireModifiers(.zIndex(value)))
    }

    /// Gives the view a larger share of its stack's space when `value` is higher than its siblings'.
    public func layoutPriority(_ value: Double) -> some View {
        wire(WireModifiers(.layoutPriority(value)))
    }

    /// Makes the view keep its ideal size in both dimensions.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Makes the view keep its ideal size in the given dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wire(WireModifiers(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// Keeps the view at `aspectRatio` (width / height; `nil` is its own), fitting or filling the space.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.map(Double.init)
        let fill = contentMode == .fill
        guard let ratio else { return wire(WireModifiers(.aspectRatio(nil, fill: fill))) }
        // The content is offered a size of that ratio, as SwiftUI offers it: a reader or a path inside is made for it.
        return wire(
            WireModifiers(transformEnvironment: { $0.proposedSize = ProposedSize.fitted($0.proposedSize, ratio: ratio, fill: fill) }) { _ in
                [.aspectRatio(ratio, fill: fill)]
            })
    }

    /// Keeps the view at the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit the space, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill the space, keeping its aspect ratio.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }

    /// Accepted for source compatibility: widgets have no safe area.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Accepted for source compatibility: widgets have no safe area.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
