import Foundation
internal import WidgetWire

extension View {
    /// Puts `background` behind the view, sized to it.
    ///
    /// ```swift
    /// Text("Hi").padding().background(Color.red)
    /// ```
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        wire(WireModifiers { [.background(ViewSerializer.layered(background, alignment: alignment, in: $0), alignment: alignment.node)] })
    }

    /// Puts the views `content` builds behind the view (several are layered as in a `ZStack`).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(content(), alignment: alignment)
    }

    /// Fills the area behind the view with `style`: a color, a gradient, a material.
    ///
    /// ```swift
    /// Text("Hi").padding().background(.ultraThinMaterial)
    /// ```
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        wire(WireModifiers { [.background(style.fillNode(in: $0), alignment: .center)] })
    }

    /// Fills the area behind the view with the appearance's background color.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Puts `shape`, filled with `style`, behind the view.
    ///
    /// ```swift
    /// Text("New").padding(6).background(.blue, in: Capsule())
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style))
    }

    /// Puts `shape`, filled with the appearance's background color, behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle()))
    }
}

extension ViewSerializer {
    /// A secondary view (a background, an overlay) as one node: several views are layered
    /// in a depth stack with `alignment`, as SwiftUI does.
    static func layered<Content: View>(_ view: Content, alignment: Alignment, in environment: EnvironmentValues) -> ViewNode {
        let nodes = nodes(view, in: environment)
        switch nodes.count {
        case 0: return .empty
        case 1: return nodes[0]
        default: return .stack(StackNode(axis: .depth, alignment: alignment.node, children: nodes))
        }
    }
}
