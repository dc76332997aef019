/// How a custom path recorded at one size (a `Shape`'s `path(in:)`, a `Canvas`'s drawing, built for the size the SDK
/// expected) is fitted to the frame it is drawn in when that frame's proportions differ.
///
/// Lines, bars and polygons stretch with the frame, as they would have been drawn for it. A round part (a subpath
/// with curves whose bounds are about square: a dot, a ring, a circle) keeps its roundness: its center moves with
/// the frame and it scales by the smaller of the two ratios, as code that sizes circles from `min(width, height)`
/// would have drawn it. So a row of dots drawn for a tall reader stays a row of dots in a short one.
enum PathStretching {
    /// `commands` (in the recorded size's coordinates) scaled by `scaleX` and `scaleY` and moved to `origin`.
    static func fitted(_ commands: [PathCommand], scaleX: Double, scaleY: Double, origin: LayoutPoint) -> [PathCommand] {
        let stretch = { (point: LayoutPoint) in LayoutPoint(x: origin.x + point.x * scaleX, y: origin.y + point.y * scaleY) }
        guard abs(scaleX - scaleY) > 0.01 * max(abs(scaleX), abs(scaleY)) else { return ShapePath.map(commands, stretch) }
        let uniform = min(scaleX, scaleY)
        var fitted: [PathCommand] = []
        fitted.reserveCapacity(commands.count)
        for subpath in subpaths(of: commands) {
            guard let box = roundBounds(of: subpath) else {
                fitted += ShapePath.map(Array(subpath), stretch)
                continue
            }
            let center = stretch(LayoutPoint(x: box.midX, y: box.midY))
            fitted += ShapePath.map(Array(subpath)) { point in
                LayoutPoint(x: center.x + (point.x - box.midX) * uniform, y: center.y + (point.y - box.midY) * uniform)
            }
        }
        return fitted
    }

    /// `commands` split where each subpath begins.
    private static func subpaths(of commands: [PathCommand]) -> [ArraySlice<PathCommand>] {
        var parts: [ArraySlice<PathCommand>] = []
        var start = commands.startIndex
        for index in commands.indices where index > start {
            if case .move = commands[index] {
                parts.append(commands[start..<index])
                start = index
            }
        }
        if start < commands.endIndex { parts.append(commands[start...]) }
        return parts
    }

    /// The bounds of `subpath` when it is round: it has curves, and its bounds are about as wide as they are tall.
    private static func roundBounds(of subpath: ArraySlice<PathCommand>) -> LayoutRect? {
        var points: [LayoutPoint] = []
        var curved = false
        for command in subpath {
            switch command {
            case .move(let point), .line(let point): points.append(point)
            case .cubic(let control1, let control2, let point):
                curved = true
                points += [control1, control2, point]
            case .close: break
            }
        }
        guard curved, let first = points.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        let (width, height) = (maxX - minX, maxY - minY)
        guard width > 0, height > 0, (0.8...1.25).contains(width / height) else { return nil }
        return LayoutRect(x: minX, y: minY, width: width, height: height)
    }
}
