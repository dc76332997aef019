import Foundation

/// What a ``Canvas`` draws into: paths filled or stroked with a shading, text and images, under a
/// transform and an opacity. WidgetHost records what is drawn and sends it as shapes, so the host
/// draws it with the rest of the widget; clips, filters and blend modes are accepted and not applied.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
/// }
/// ```
public struct GraphicsContext {
    /// What has been drawn, shared by the copies `drawLayer` makes.
    final class Recording {
        var items: [CanvasItem] = []
    }

    let recording: Recording
    /// The size of the canvas, for gradients given in points.
    let size: CGSize
    /// How much of what is drawn shows; multiplies what is drawn from now on.
    public var opacity: Double = 1
    /// Accepted; the host draws normally.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public var environment: EnvironmentValues
    /// The transform applied to what is drawn from now on.
    public var transform: CGAffineTransform = .identity

    init(size: CGSize, environment: EnvironmentValues) {
        recording = Recording()
        self.size = size
        self.environment = environment
    }

    /// Moves the origin of what is drawn from now on.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales what is drawn from now on.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }

    /// Rotates what is drawn from now on about the origin.
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform) }

    /// Applies `matrix` to what is drawn from now on.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.items.append(.shape(path.applying(transform), paint: shading.paint(in: size), stroke: nil, opacity: opacity))
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recording.items.append(.shape(path.applying(transform), paint: shading.paint(in: size), stroke: style, opacity: opacity))
    }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.items.append(.text(text, at: point.applying(transform), opacity: opacity))
    }

    /// Draws `text` at the center of `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: CGPoint(x: rect.midX, y: rect.midY))
    }

    /// Draws `image` filling `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.items.append(.image(image, in: rect.applying(transform), opacity: opacity))
    }

    /// Draws `image` with its `anchor` at `point`, 24 points square.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: CGRect(x: point.x - 12, y: point.y - 12, width: 24, height: 24))
    }

    /// `text`, ready to draw with `draw(_:at:anchor:)`.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    /// Draws resolved `text` with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { draw(text.text, at: point, anchor: anchor) }

    /// `image`, ready to draw.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// Draws resolved `image` filling `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }

    /// Draws resolved `image` with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.image, at: point, anchor: anchor)
    }

    /// A symbol the canvas declared; `nil` (symbols are not drawn).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedImage? { nil }

    /// Clips what is drawn from now on to `path`; accepted and not applied.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

    /// Adds a filter to what is drawn from now on; accepted and not applied.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    /// Draws `content` into a copy of this context (its transform and opacity changes stay inside).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }
}
