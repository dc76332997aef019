import Foundation

/// UIKit's screen, as view code shared with an app measures it (`UIScreen.main.bounds.width / 2`).
/// A widget has no screen of its own here: the main screen is an iPhone's in portrait, 393 × 852
/// points at 3× (an iPhone 15's), the size the widget families' sizes are taken from.
public final class UIScreen: Sendable {
    /// The screen widgets are shown on.
    public static let main = UIScreen()

    private init() {}

    /// The screen's bounds in points.
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    /// The bounds in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1179, height: 2556) }
    /// Pixels per point.
    public var scale: CGFloat { 3 }
    /// Pixels per point of the screen itself.
    public var nativeScale: CGFloat { 3 }
    /// How bright the screen is, 0…1.
    public var brightness: CGFloat { 1 }
}
