internal import WidgetWire

/// Where a container background goes. Widgets use `.widget`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    /// The background of a widget: drawn edge to edge behind its content, removed
    /// where the system shows widgets without backgrounds (StandBy, the Lock Screen).
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// Sets the widget's background to `style` (required of iOS 17 widgets).
    ///
    /// ```swift
    /// AppIntentsView(entry: entry).containerBackground(Color.clear, for: .widget)
    /// ```
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        wire(
            WireModifiers { environment in
                guard environment.showsWidgetContainerBackground else { return [] }
                return [.containerBackground(style.fillNode(in: environment))]
            })
    }

    /// Sets the widget's background to the views `content` builds.
    ///
    /// ```swift
    /// content.containerBackground(for: .widget) { LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom) }
    /// ```
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let background = content()
        return wire(
            WireModifiers { environment in
                guard environment.showsWidgetContainerBackground else { return [] }
                var whole = environment
                whole.proposedSize = environment.widgetDisplaySize ?? environment.proposedSize
                return [.containerBackground(ViewSerializer.layered(background, alignment: alignment, in: whole))]
            })
    }
}
