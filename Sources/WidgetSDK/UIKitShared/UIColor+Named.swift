import Foundation

extension UIColor {
    /// The color named `name` in the app's asset catalog. There is no asset catalog on Linux, so
    /// this is what `Color(name)` draws: the system color of that name (`"red"`), else the
    /// renderer's fallback color; never `nil`, so `UIColor(named: "Brand")!` does not crash.
    public convenience init?(named name: String) {
        self.init(Color(name))
    }

    /// The color named `name` in `bundle`'s asset catalog (see ``init(named:)``).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(Color(name))
    }
}
