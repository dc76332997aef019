import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// SwiftUI's `Path`: what each builder records, where arcs go, bounds, transforms and trimming.
struct PathTests {
    private func elements(_ path: Path) -> [Path.Element] {
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        return elements
    }

    private func close(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 0.01) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func linesAndCurvesAreRecordedInOrder() {
        var path = Path()
        path.addLine(to: CGPoint(x: 5, y: 5))  // no current point yet: ignored, as CoreGraphics does
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: -5))
        path.addCurve(to: CGPoint(x: 30, y: 10), control1: CGPoint(x: 22, y: 2), control2: CGPoint(x: 28, y: 8))
        path.closeSubpath()
        #expect(
            elements(path) == [
                .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .quadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: -5)),
                .curve(to: CGPoint(x: 30, y: 10), control1: CGPoint(x: 22, y: 2), control2: CGPoint(x: 28, y: 8)), .closeSubpath,
            ])
        #expect(path.currentPoint == .zero)
        #expect(path.description == "M0 0 L10 0 Q15 -5 20 0 C22 2 28 8 30 10 Z")
        #expect(Path { $0.addLines([.zero, CGPoint(x: 4, y: 4), CGPoint(x: 8, y: 0)]) }.description == "M0 0 L4 4 L8 0")
    }

    @Test func rectanglesRoundedRectanglesAndEllipsesAreClosedSubpaths() {
        #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).description == "M1 2 L4 2 L4 6 L1 6 Z")
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(elements(ellipse).first == .move(to: CGPoint(x: 20, y: 5)))  // starts at its trailing point
        #expect(elements(ellipse).count == 6)
        #expect(ellipse.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
        #expect(elements(rounded).first == .move(to: CGPoint(x: 5, y: 0)))
        #expect(rounded.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func arcsRunClockwiseOnScreenUnlessAskedClockwiseAsSwiftUIDoes() {
        var quarter = Path()
        quarter.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let quarterElements = elements(quarter)
        #expect(quarterElements.first == .move(to: CGPoint(x: 60, y: 50)))
        guard case .curve(let end, _, _) = quarterElements.last else {
            Issue.record("an arc ends with a curve")
            return
        }
        #expect(close(end, CGPoint(x: 50, y: 60)))  // the bottom: clockwise on screen
        #expect(close(quarter.boundingRect.origin, CGPoint(x: 50, y: 50)))

        var other = Path()
        other.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        // The long way round, through the top: three quarters of the circle.
        #expect(abs(other.boundingRect.width - 20) < 0.01)
        #expect(abs(other.boundingRect.minY - 40) < 0.01)

        var joined = Path()
        joined.move(to: .zero)
        joined.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(90), endAngle: .degrees(270), clockwise: false)
        #expect(elements(joined)[1] == .line(to: CGPoint(x: 50, y: 60)))  // a line to the arc's start
    }

    @Test func tangentArcsRoundACorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
        let recorded = elements(path)
        #expect(recorded[1] == .line(to: CGPoint(x: 15, y: 0)))
        guard case .curve(let end, _, _) = recorded.last else {
            Issue.record("the corner is a curve")
            return
        }
        #expect(close(end, CGPoint(x: 20, y: 5)))
        #expect(abs(path.boundingRect.maxX - 20) < 0.01)
    }

    @Test func transformsMoveEveryPoint() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.offsetBy(dx: 5, dy: 1).boundingRect == CGRect(x: 5, y: 1, width: 10, height: 10))
        #expect(square.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
        let turned = square.applying(CGAffineTransform(rotationAngle: .pi / 2)).boundingRect
        #expect(abs(turned.minX + 10) < 0.001 && abs(turned.maxY - 10) < 0.001)
        var combined = Path()
        combined.addPath(square, transform: CGAffineTransform(translationX: 100, y: 0))
        combined.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(combined.boundingRect == CGRect(x: 0, y: 0, width: 110, height: 10))
        #expect(CGAffineTransform(translationX: 3, y: 4).inverted().concatenating(CGAffineTransform(translationX: 3, y: 4)).isIdentity)
    }

    @Test func trimmingKeepsTheFractionOfTheLength() {
        let line = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 100))
        }
        #expect(line.trimmedPath(from: 0, to: 0.25).description == "M0 0 L50 0")
        #expect(line.trimmedPath(from: 0.25, to: 0.75).description == "M50 0 L100 0 L100 50")
        #expect(line.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let half = circle.trimmedPath(from: 0, to: 0.5).boundingRect
        // Clockwise from the trailing point: the bottom half.
        #expect(abs(half.minY - 50) < 0.5 && abs(half.maxY - 100) < 0.5 && abs(half.width - 100) < 0.5)
    }
}
