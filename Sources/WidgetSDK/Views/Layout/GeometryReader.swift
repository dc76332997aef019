import Foundation
internal import WidgetWire

/// A view whose content is built for the size it is offered (SwiftUI's `GeometryReader`): it takes all
/// the space offered and puts its content at the top-leading corner.
///
/// ```swift
/// GeometryReader { geometry in
///     Capsule().frame(width: geometry.size.width * progress)
/// }
/// ```
///
/// The content is built once, for the size the SDK expects the reader to be offered (see the wire schema's
/// `geometryReader`): the widget family's display size less its content margins, narrowed by the fixed
/// frames and padding around the reader. That is exact for a reader in a fixed frame or filling the widget;
/// a reader sharing a stack with siblings is built for the stack's whole size, as the SDK does not measure
/// the siblings. The host then scales what the content computed for that size to the size the reader gets: its
/// `Path`s (a sparkline drawn from `geometry.size`) and its fixed frames, offsets and positions (a progress bar's
/// `.frame(width: geometry.size.width * progress)`).
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    /// A reader whose content `content` builds from the proxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let size = environment.proposedSize ?? ProposedSize.fallback
        let proxy = GeometryProxy(size: size, safeAreaInsets: EdgeInsets())
        // A `Path` drawn from the proxy's size is scaled by the host to the size the reader gets.
        var inner = environment
        inner.isInGeometryReader = true
        let nodes = ViewSerializer.nodes(evaluating: { content(proxy) }, in: inner)
        let stacked: ViewNode
        switch nodes.count {
        case 0: stacked = .empty
        case 1: stacked = nodes[0]
        default: stacked = .stack(StackNode(axis: .depth, alignment: .topLeading, children: nodes))
        }
        return [stacked.modified(.geometryReader(width: Double(size.width), height: Double(size.height)))]
    }
}

/// What a ``GeometryReader``'s content knows of its container: its size, its frame and safe area.
public struct GeometryProxy: Sendable {
    /// The size the reader is offered.
    public let size: CGSize
    /// The safe area insets (none inside a widget).
    public let safeAreaInsets: EdgeInsets

    /// The reader's frame in `coordinateSpace`: its bounds for `.local`; `.global` and named spaces give the
    /// same, as the reader's position is not known before the host lays the widget out.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }

    /// The reader's bounds in the named coordinate space: its bounds, as in ``frame(in:)``.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }

    /// The value `anchor` stands for, in the reader's space (`geometry[chartProxy.plotFrame!]`).
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(size) }
}

/// A geometry value (a frame, a point) that a ``GeometryProxy`` resolves in the reader's space: what
/// `ChartProxy.plotFrame` hands a chart's background or overlay (the chart fills the reader, so its plot
/// frame is the reader's bounds).
public struct Anchor<Value> {
    let resolve: (CGSize) -> Value

    /// An anchor for `value`, whatever the reader.
    public init(_ value: Value) { resolve = { _ in value } }

    /// An anchor the reader resolves from its size.
    init(resolving resolve: @escaping (CGSize) -> Value) { self.resolve = resolve }
}

extension Anchor where Value == CGRect {
    /// The bounds of the reader that resolves it.
    public static var readerBounds: Anchor<CGRect> { Anchor(resolving: { CGRect(origin: .zero, size: $0) }) }
}

/// A coordinate space a ``GeometryProxy`` reports frames in.
public enum CoordinateSpace: Hashable, Sendable {
    /// The whole widget.
    case global
    /// The reader's own bounds.
    case local
    /// A space named with `.coordinateSpace(name:)`.
    case named(String)
}

/// A named coordinate space (`.coordinateSpace(.named("card"))`).
public struct NamedCoordinateSpace: Hashable, Sendable {
    let name: String

    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
}

extension View {
    /// Names a coordinate space for a ``GeometryProxy``. Accepted; frames are reported in the reader's own bounds.
    public func coordinateSpace(name: some Hashable) -> some View { self }

    /// Names a coordinate space for a ``GeometryProxy``. Accepted; frames are reported in the reader's own bounds.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}
