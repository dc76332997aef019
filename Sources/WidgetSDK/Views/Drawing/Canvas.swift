import Foundation

/// A view you draw in with code (SwiftUI's `Canvas`): `renderer` is called once, when the widget's view
/// is made, with a ``GraphicsContext`` and the size the canvas is offered (the SDK's estimate,
/// narrowed by fixed frames and padding). What it draws becomes shapes scaled to the canvas's frame, and text and images
/// placed where they were drawn.
///
/// ```swift
/// Canvas { context, size in
///     var ring = Path()
///     ring.addArc(center: CGPoint(x: size.width / 2, y: size.height / 2), radius: 40,
///                 startAngle: .degrees(-90), endAngle: .degrees(180), clockwise: false)
///     context.stroke(ring, with: .color(.green), lineWidth: 8)
/// }
/// ```
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`; `opaque`, `colorMode` and `rendersAsynchronously` are accepted.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
    }

    /// A canvas drawn by `renderer`, with `symbols` it may draw (which WidgetHost does not draw).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
    }

    public var body: some View {
        GeometryReader { proxy in
            let items = record(size: proxy.size)
            ZStack(alignment: .topLeading) {
                ForEach(0..<items.count, id: \.self) { index in items[index].view }
            }
        }
    }

    private func record(size: CGSize) -> [CanvasItem] {
        var context = GraphicsContext(size: size, environment: EnvironmentValues.current)
        renderer(&context, size)
        return context.recording.items
    }
}

/// How a canvas blends colors; accepted.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension CanvasItem {
    var view: AnyView {
        switch self {
        case .shape(let path, let paint, let stroke, let opacity):
            let shape = CanvasShape(outline: path)
            guard let stroke else { return AnyView(shape.fill(paint).opacity(opacity)) }
            return AnyView(shape.stroke(paint, style: stroke).opacity(opacity))
        case .text(let text, let point, let opacity):
            return AnyView(text.fixedSize().position(x: point.x, y: point.y).opacity(opacity))
        case .image(let image, let rect, let opacity):
            return AnyView(
                image.resizable().frame(width: rect.width, height: rect.height).position(x: rect.midX, y: rect.midY).opacity(opacity))
        }
    }
}

/// A path drawn in a canvas, in the coordinates of the size the canvas was drawn for (scaled by the host
/// to the canvas's frame).
struct CanvasShape: Shape {
    let outline: Path

    func path(in rect: CGRect) -> Path { outline }
}
