/// One drawing command of a parsed path, in absolute coordinates.
public enum PathCommand: Hashable, Sendable {
    case move(to: LayoutPoint)
    case line(to: LayoutPoint)
    case cubic(control1: LayoutPoint, control2: LayoutPoint, to: LayoutPoint)
    case close

    /// The cubic that draws the quadratic curve from `start` with `control` to `end`.
    public static func quadratic(from start: LayoutPoint, control: LayoutPoint, to end: LayoutPoint) -> PathCommand {
        .cubic(
            control1: LayoutPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
            control2: LayoutPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)), to: end)
    }
}

/// SVG path data that did not parse: what was found, where, and what was expected.
public struct SymbolPathError: Error, CustomStringConvertible, Sendable {
    /// The path data.
    public let path: String
    /// The character offset of the problem.
    public let offset: Int
    /// What was wrong.
    public let reason: String

    public var description: String { "invalid symbol path at offset \(offset): \(reason) in \"\(path)\"" }
}

/// Parses SVG path data (`M L H V C S Q T A Z`, absolute and relative) into ``PathCommand``s.
///
/// Quadratic curves and elliptical arcs become cubic Béziers, so every target draws the
/// same four commands: `try SymbolPath.parse("M3 12 A9 9 0 1 0 21 12 Z")`.
public enum SymbolPath {
    /// The commands `data` describes.
    public static func parse(_ data: String) throws(SymbolPathError) -> [PathCommand] {
        var scanner = PathScanner(data)
        var builder = PathBuilder()
        var command: Character?
        while true {
            scanner.skipSeparators()
            guard !scanner.atEnd else { break }
            if let letter = scanner.peekLetter() {
                scanner.advance()
                command = letter
            } else if command == nil {
                throw scanner.error("expected a command letter")
            }
            guard let active = command else { break }
            command = try builder.read(active, from: &scanner)
        }
        return builder.commands
    }
}

/// The commands read so far and the pen's state between them (current point, reflected controls).
private struct PathBuilder {
    var commands: [PathCommand] = []
    private var current = LayoutPoint.zero
    private var subpathStart = LayoutPoint.zero
    private var lastControl: LayoutPoint?
    private var lastQuadControl: LayoutPoint?

    /// Reads the arguments of one `letter` command; returns the command implied by more numbers after it.
    mutating func read(_ letter: Character, from scanner: inout PathScanner) throws(SymbolPathError) -> Character? {
        let relative = letter.isLowercase
        var next: Character? = letter
        var control: LayoutPoint?
        var quadControl: LayoutPoint?
        switch letter.uppercased() {
        case "M":
            current = try point(&scanner, relative)
            subpathStart = current
            commands.append(.move(to: current))
            next = relative ? "l" : "L"
        case "L":
            current = try point(&scanner, relative)
            commands.append(.line(to: current))
        case "H":
            let x = try scanner.number()
            current = LayoutPoint(x: relative ? current.x + x : x, y: current.y)
            commands.append(.line(to: current))
        case "V":
            let y = try scanner.number()
            current = LayoutPoint(x: current.x, y: relative ? current.y + y : y)
            commands.append(.line(to: current))
        case "C", "S":
            control = try cubic(smooth: letter.uppercased() == "S", &scanner, relative)
        case "Q", "T":
            quadControl = try quadratic(smooth: letter.uppercased() == "T", &scanner, relative)
        case "A":
            try arc(&scanner, relative)
        case "Z":
            commands.append(.close)
            current = subpathStart
            next = nil
        default:
            throw scanner.error("unknown command '\(letter)'")
        }
        lastControl = control
        lastQuadControl = quadControl
        return next
    }

    private func point(_ scanner: inout PathScanner, _ relative: Bool) throws(SymbolPathError) -> LayoutPoint {
        let x = try scanner.number()
        let y = try scanner.number()
        return relative ? LayoutPoint(x: current.x + x, y: current.y + y) : LayoutPoint(x: x, y: y)
    }

    private func reflected(_ control: LayoutPoint?) -> LayoutPoint {
        control.map { LayoutPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
    }

    /// A `C` or `S` curve; returns its second control point (an `S` after it reflects it).
    private mutating func cubic(smooth: Bool, _ scanner: inout PathScanner, _ relative: Bool) throws(SymbolPathError) -> LayoutPoint {
        let control1 = smooth ? reflected(lastControl) : try point(&scanner, relative)
        let control2 = try point(&scanner, relative)
        let end = try point(&scanner, relative)
        commands.append(.cubic(control1: control1, control2: control2, to: end))
        current = end
        return control2
    }

    /// A `Q` or `T` curve as a cubic; returns its control point (a `T` after it reflects it).
    private mutating func quadratic(
        smooth: Bool, _ scanner: inout PathScanner, _ relative: Bool
    ) throws(SymbolPathError)
        -> LayoutPoint
    {
        let control = smooth ? reflected(lastQuadControl) : try point(&scanner, relative)
        let end = try point(&scanner, relative)
        commands.append(.quadratic(from: current, control: control, to: end))
        current = end
        return control
    }

    private mutating func arc(_ scanner: inout PathScanner, _ relative: Bool) throws(SymbolPathError) {
        let rx = try scanner.number()
        let ry = try scanner.number()
        let rotation = try scanner.number()
        let largeArc = try scanner.flag()
        let sweep = try scanner.flag()
        let end = try point(&scanner, relative)
        let arc = EllipticalArc(from: current, to: end, rx: rx, ry: ry, rotation: rotation, largeArc: largeArc, sweep: sweep)
        commands.append(contentsOf: arc.cubics())
        current = end
    }
}
