/// Where a widget's window goes on the desktop: points from the top-left corner of a monitor.
public struct DesktopPosition: Hashable, Sendable {
    /// Points from the monitor's left edge.
    public var x: Int
    /// Points from the monitor's top edge.
    public var y: Int
    /// The monitor's output name (`HDMI-1`), or `nil` for the primary monitor.
    public var output: String?

    /// A position `x`, `y` points into monitor `output` (the primary one if `nil`).
    public init(x: Int, y: Int, output: String? = nil) {
        self.x = x
        self.y = y
        self.output = output
    }
}
