/// A size a parent proposes to a child: a length per dimension, or `nil` for "your ideal size".
struct Proposal: Hashable {
    var width: Double?
    var height: Double?

    static let unspecified = Proposal(width: nil, height: nil)

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    init(_ size: LayoutSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The length along `axis` (horizontal: width).
    func along(_ horizontal: Bool) -> Double? { horizontal ? width : height }

    /// A proposal with `main` along the stack axis and `cross` across it.
    static func stack(horizontal: Bool, main: Double?, cross: Double?) -> Proposal {
        horizontal ? Proposal(width: main, height: cross) : Proposal(width: cross, height: main)
    }

    /// Finite lengths only: infinite ones become `nil` (no limit).
    var finiteWidth: Double? { width.flatMap { $0.isFinite ? $0 : nil } }
    var finiteHeight: Double? { height.flatMap { $0.isFinite ? $0 : nil } }
}

extension LayoutSize {
    /// The length along the stack axis (horizontal: width).
    func along(_ horizontal: Bool) -> Double { horizontal ? width : height }

    /// A size from lengths along and across a stack's axis.
    static func stack(horizontal: Bool, main: Double, cross: Double) -> LayoutSize {
        horizontal ? LayoutSize(width: main, height: cross) : LayoutSize(width: cross, height: main)
    }
}
