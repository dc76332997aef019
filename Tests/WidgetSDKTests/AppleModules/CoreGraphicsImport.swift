// A file that imports CoreGraphics alone, as widget helpers do. Swift Testing declares a cross-import
// overlay for CoreGraphics that Linux does not ship, so a file importing both Testing and CoreGraphics
// does not build; the tests call this one.
import CoreGraphics

enum CoreGraphicsImport {
    /// A calendar's color bar, sized in Core Graphics' types.
    static func colorBar(width: CGFloat) -> CGRect {
        CGRect(origin: .zero, size: CGSize(width: width, height: 28))
    }
}
