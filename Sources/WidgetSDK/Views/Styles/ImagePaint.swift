internal import WidgetWire

/// A shape style that tiles an image, as SwiftUI's `ImagePaint` (`Rectangle().fill(ImagePaint(image:
/// noise, scale: 8))`). The host draws no bitmaps: a fill with it is drawn as a faint gray, what a
/// texture averages to, so that the shapes and what lies over them stay as they are laid out.
public struct ImagePaint: ShapeStyle, ResolvableShapeStyle, Sendable {
    /// The image tiled.
    public var image: Image
    /// The part of the image tiled, in unit coordinates.
    public var sourceRect: CGRect
    /// The scale the image is drawn at.
    public var scale: CGFloat

    /// A paint of `image`, `sourceRect` of it tiled at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? {
        .color(.named("gray", opacity: 0.2))
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A paint that tiles `image` (see ``ImagePaint``).
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint
    {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
