import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// A custom shape's outline depends on its rectangle.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A shape with animatable data, as WaterTracker's wave declares it.
private struct Wave: Shape {
    var level: Double
    var phase: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(level, phase) }
        set {
            level = newValue.first
            phase = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: rect.height * (1 - level), width: rect.width, height: rect.height * level))
    }
}

/// Custom shapes, `Path` views, trim and stroke styles, and the size a shape's outline is made for.
struct CustomShapeTests {
    /// `view` serialized as a widget of `family` (its proposed size tracked from the family's display size).
    private func widget<V: View>(_ view: V, family: WidgetFamily = .systemSmall) -> ViewNode {
        let size = family.wireName.displaySize
        let environment = EnvironmentValues.widget(
            family: family, displaySize: CGSize(width: size.width, height: size.height), contentMarginsDisabled: false, isPreview: false)
        return ViewSerializer.node(view, in: environment)
    }

    private func shape(in node: ViewNode) -> ShapeNode? {
        switch unwrap(node).content {
        case .shape(let shape): return shape
        case .modified(let content, _): return shape(in: content)
        default: return nil
        }
    }

    @Test func aCustomShapeIsAViewWhoseOutlineIsMadeForTheSizeItIsExpectedToGet() throws {
        let small = try #require(shape(in: widget(Triangle())))
        #expect(small.shape == .path)
        #expect(small.fill == nil)
        // systemSmall: 170 pt less 16 pt margins on each side.
        #expect(small.path == ShapePathData(d: "M69 0 L138 138 L0 138 Z", width: 138, height: 138))

        let framed = try #require(shape(in: widget(Triangle().fill(Color.red).frame(width: 40, height: 20).padding(4))))
        #expect(framed.path == ShapePathData(d: "M20 0 L40 20 L0 20 Z", width: 40, height: 20))
        #expect(framed.fill == .color(named("red")))

        let padded = try #require(shape(in: widget(Triangle().padding(10).frame(width: 60, height: 60))))
        #expect(padded.path?.width == 40)
    }

    @Test func theWaveKeepsItsAnimatableDataAndDrawsItsLevel() throws {
        var wave = Wave(level: 0.25, phase: 1)
        wave.animatableData = AnimatablePair(0.5, 2)
        #expect(wave.level == 0.5 && wave.phase == 2)
        #expect(AnimatablePair(1.0, 2.0) + AnimatablePair(1.0, 1.0) == AnimatablePair(2.0, 3.0))
        #expect(Triangle().animatableData == EmptyAnimatableData())
        let node = try #require(shape(in: widget(wave.frame(width: 100, height: 40))))
        #expect(node.path?.d == "M0 20 L100 20 L100 40 L0 40 Z")
    }

    @Test func aPathViewIsDrawnAsItIsWhateverItsFrame() throws {
        let node = try #require(shape(in: widget(Path { $0.addLines([.zero, CGPoint(x: 8, y: 8)]) }.stroke(.blue, lineWidth: 2))))
        #expect(node.path == ShapePathData(d: "M0 0 L8 8"))
        #expect(node.stroke == .color(named("blue")))
        #expect(node.fill == .color(named("clear")))
    }

    @Test func trimAndStrokeStyleReachTheWire() throws {
        let ring = Circle().trim(from: 0, to: 0.75).stroke(
            Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1))
        let node = try #require(shape(in: widget(ring)))
        #expect(node.shape == .circle)
        #expect(node.trim == ShapeTrim(from: 0, to: 0.75))
        #expect(node.lineWidth == 8)
        #expect(node.strokeStyle == StrokeStyleSpec(lineCap: "round", lineJoin: "bevel", dash: [4, 2], dashPhase: 1))
        #expect(try #require(shape(in: widget(Circle().stroke(.red, lineWidth: 3)))).strokeStyle == nil)
        #expect(try #require(shape(in: widget(Triangle().fill(.red, style: FillStyle(eoFill: true))))).evenOdd == true)
        // Trimmed shapes are shapes: their outline is the trimmed one.
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(half.description == "M0 0 L10 0 L10 10")
    }

    @Test func builtInShapesGiveTheirOutlines() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Rectangle().path(in: rect) == Path(rect))
        #expect(Circle().path(in: rect).boundingRect == CGRect(x: 10, y: 0, width: 20, height: 20))
        #expect(Capsule().path(in: rect) == Path(roundedRect: rect, cornerRadius: 10))
        #expect(AnyShape(Triangle()).path(in: rect) == Triangle().path(in: rect))
    }

    @Test func clippingToACustomShapeMasksWithItsOutline() {
        let node = widget(Color.blue.clipShape(Triangle()).frame(width: 30, height: 30))
        let (modifiers, content) = unwrap(node)
        #expect(content == .color(named("blue")))
        let mask = ShapeNode(
            shape: .path, fill: .color(named("black")), path: ShapePathData(d: "M15 0 L30 30 L0 30 Z", width: 30, height: 30))
        #expect(modifiers.contains(.mask(.shape(mask), alignment: .center)))
        #expect(unwrap(widget(Color.blue.clipShape(Circle()))).modifiers == [.clip(.circle, cornerRadius: nil)])
    }
}
