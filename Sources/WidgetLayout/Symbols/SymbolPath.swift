import Foundation

/// One drawing command of a parsed path, in absolute coordinates.
public enum PathCommand: Hashable, Sendable {
    case move(to: LayoutPoint)
    case line(to: LayoutPoint)
    case cubic(control1: LayoutPoint, control2: LayoutPoint, to: LayoutPoint)
    case close
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
        var scanner = Scanner(data)
        var commands: [PathCommand] = []
        var current = LayoutPoint.zero
        var subpathStart = LayoutPoint.zero
        var lastControl: LayoutPoint?
        var lastQuadControl: LayoutPoint?
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
            let relative = active.isLowercase
            func point(_ x: Double, _ y: Double) -> LayoutPoint {
                relative ? LayoutPoint(x: current.x + x, y: current.y + y) : LayoutPoint(x: x, y: y)
            }
            var nextControl: LayoutPoint?
            var nextQuadControl: LayoutPoint?
            switch active.uppercased() {
            case "M":
                current = point(try scanner.number(), try scanner.number())
                subpathStart = current
                commands.append(.move(to: current))
                command = relative ? "l" : "L"
            case "L":
                current = point(try scanner.number(), try scanner.number())
                commands.append(.line(to: current))
            case "H":
                let x = try scanner.number()
                current = LayoutPoint(x: relative ? current.x + x : x, y: current.y)
                commands.append(.line(to: current))
            case "V":
                let y = try scanner.number()
                current = LayoutPoint(x: current.x, y: relative ? current.y + y : y)
                commands.append(.line(to: current))
            case "C":
                let control1 = point(try scanner.number(), try scanner.number())
                let control2 = point(try scanner.number(), try scanner.number())
                let end = point(try scanner.number(), try scanner.number())
                commands.append(.cubic(control1: control1, control2: control2, to: end))
                nextControl = control2
                current = end
            case "S":
                let control1 = lastControl.map { LayoutPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let control2 = point(try scanner.number(), try scanner.number())
                let end = point(try scanner.number(), try scanner.number())
                commands.append(.cubic(control1: control1, control2: control2, to: end))
                nextControl = control2
                current = end
            case "Q", "T":
                let control: LayoutPoint
                if active.uppercased() == "Q" {
                    control = point(try scanner.number(), try scanner.number())
                } else {
                    control = lastQuadControl.map { LayoutPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                }
                let end = point(try scanner.number(), try scanner.number())
                commands.append(quadratic(from: current, control: control, to: end))
                nextQuadControl = control
                current = end
            case "A":
                let rx = try scanner.number()
                let ry = try scanner.number()
                let rotation = try scanner.number()
                let largeArc = try scanner.flag()
                let sweep = try scanner.flag()
                let end = point(try scanner.number(), try scanner.number())
                commands.append(
                    contentsOf: arc(from: current, to: end, rx: rx, ry: ry, rotation: rotation, largeArc: largeArc, sweep: sweep))
                current = end
            case "Z":
                commands.append(.close)
                current = subpathStart
                command = nil
            default:
                throw scanner.error("unknown command '\(active)'")
            }
            lastControl = nextControl
            lastQuadControl = nextQuadControl
        }
        return commands
    }

    private static func quadratic(from start: LayoutPoint, control: LayoutPoint, to end: LayoutPoint) -> PathCommand {
        .cubic(
            control1: LayoutPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
            control2: LayoutPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)), to: end)
    }

    /// An SVG endpoint arc as cubic Béziers (SVG 1.1, appendix F.6).
    private static func arc(
        from start: LayoutPoint, to end: LayoutPoint, rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool
    ) -> [PathCommand] {
        var rx = abs(rx)
        var ry = abs(ry)
        if rx == 0 || ry == 0 || start == end { return [.line(to: end)] }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi)
        let sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2
        let dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator == 0 ? 0 : (numerator / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(segments)
        let kappa = 4 / 3 * tan(step / 4)
        func pointAt(_ theta: Double) -> LayoutPoint {
            let x = rx * cos(theta)
            let y = ry * sin(theta)
            return LayoutPoint(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
        }
        func derivative(_ theta: Double) -> LayoutPoint {
            let x = -rx * sin(theta)
            let y = ry * cos(theta)
            return LayoutPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var commands: [PathCommand] = []
        var theta = theta1
        for index in 0..<segments {
            let next = theta + step
            let p0 = pointAt(theta)
            let p3 = index == segments - 1 ? end : pointAt(next)
            let d0 = derivative(theta)
            let d3 = derivative(next)
            commands.append(
                .cubic(
                    control1: LayoutPoint(x: p0.x + kappa * d0.x, y: p0.y + kappa * d0.y),
                    control2: LayoutPoint(x: p3.x - kappa * d3.x, y: p3.y - kappa * d3.y), to: p3))
            theta = next
        }
        return commands
    }

    /// Reads numbers, flags and command letters from path data.
    private struct Scanner {
        let text: String
        let characters: [Character]
        var index = 0

        init(_ text: String) {
            self.text = text
            self.characters = Array(text)
        }

        var atEnd: Bool { index >= characters.count }

        mutating func advance() { index += 1 }

        mutating func skipSeparators() {
            while index < characters.count,
                characters[index] == " " || characters[index] == "," || characters[index].isNewline
                    || characters[index] == "\t"
            {
                index += 1
            }
        }

        func peekLetter() -> Character? {
            guard index < characters.count, characters[index].isLetter, characters[index] != "e", characters[index] != "E" else {
                return nil
            }
            return characters[index]
        }

        func error(_ reason: String) -> SymbolPathError {
            SymbolPathError(path: text, offset: index, reason: reason)
        }

        mutating func number() throws(SymbolPathError) -> Double {
            skipSeparators()
            let start = index
            if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
            var sawDot = false
            var sawDigit = false
            while index < characters.count {
                let character = characters[index]
                if character.isASCII, character.isNumber {
                    sawDigit = true
                } else if character == ".", !sawDot {
                    sawDot = true
                } else if character == "e" || character == "E", sawDigit {
                    index += 1
                    if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
                    continue
                } else {
                    break
                }
                index += 1
            }
            guard sawDigit, let value = Double(String(characters[start..<index])) else {
                index = start
                throw error("expected a number")
            }
            return value
        }

        mutating func flag() throws(SymbolPathError) -> Bool {
            skipSeparators()
            guard index < characters.count, characters[index] == "0" || characters[index] == "1" else {
                throw error("expected an arc flag (0 or 1)")
            }
            defer { index += 1 }
            return characters[index] == "1"
        }
    }
}
