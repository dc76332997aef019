import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

struct StyleAndShapeTests {
    @Test func colorInitializersProduceSRGB() {
        #expect(Color(red: 1, green: 0.5, blue: 0).node == .rgba(red: 1, green: 0.5, blue: 0, opacity: 1))
        #expect(Color(white: 0.25, opacity: 0.5).node == .rgba(red: 0.25, green: 0.25, blue: 0.25, opacity: 0.5))
        #expect(Color(hue: 1 / 3, saturation: 1, brightness: 1).node == .rgba(red: 0, green: 1, blue: 0, opacity: 1))
        #expect(Color(hue: 0, saturation: 0, brightness: 0.5).node == .rgba(red: 0.5, green: 0.5, blue: 0.5, opacity: 1))
        #expect(Color(.sRGBLinear, white: 0).node == .rgba(red: 0, green: 0, blue: 0, opacity: 1))
        guard case .rgba(let red, _, _, _) = Color(.sRGBLinear, red: 0.5, green: 0, blue: 0).node else {
            Issue.record("expected an sRGB color")
            return
        }
        #expect(abs(red - 0.7354) < 0.001)
        #expect(Color("BrandBlue").node == named("BrandBlue"))
        #expect(Color.red.opacity(0.5).opacity(0.5).node == named("red", opacity: 0.25))
        // The factor multiplies; only the product is kept within 0…1 (a tile's pale colour made solid again).
        #expect(Color.green.opacity(0.5).opacity(100).node == named("green", opacity: 1))
        #expect(Color.green.opacity(0.4).opacity(2).node == named("green", opacity: 0.8))
        #expect(Color.green.opacity(-1).node == named("green", opacity: 0))
    }

    @Test func colorsAreViewsThatFill() {
        #expect(serialize(Color.accentColor) == .color(named("accentColor")))
        #expect(serialize(Color.primary.frame(height: 4)) == .color(named("primary")).modified(.frame(FrameSpec(height: 4))))
    }

    @Test func hierarchicalAndSemanticStyles() {
        let environment = testEnvironment()
        #expect(HierarchicalShapeStyle.tertiary.paint(in: environment) == .color(named("tertiary")))
        #expect(ForegroundStyle().paint(in: environment) == nil)
        #expect(BackgroundStyle().paint(in: environment) == .color(named("background")))
        #expect(AnyShapeStyle(Color.red).opacity(0.5).paint(in: environment) == .color(named("red", opacity: 0.5)))
        #expect(BackgroundStyle().secondary.paint(in: environment) == .color(named("secondaryBackground")))
        #expect(SeparatorShapeStyle().paint(in: environment) == .color(named("gray", opacity: 0.3)))
        #expect(
            serialize(Text("x").foregroundStyle(.placeholder))
                == .text(TextNode(runs: [TextRun(.string("x"), foreground: .color(named("tertiary")))])))
        #expect(
            serialize(Text("x").foregroundStyle(.link))
                == .text(TextNode(runs: [TextRun(.string("x"), foreground: .color(named("accentColor")))])))
    }

    @Test func gradientsAreStylesAndViews() {
        let linear = LinearGradient(
            stops: [.init(color: .purple, location: 1), .init(color: .blue, location: 0)], startPoint: .leading,
            endPoint: UnitPoint(x: 1, y: 0.25))
        let paint = NodePaint.linearGradient(colors: [named("blue"), named("purple")], start: .leading, end: NodeUnitPoint(x: 1, y: 0.25))
        #expect(serialize(linear) == .shape(ShapeNode(shape: .rectangle, fill: paint)))
        let radial = RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)
        #expect(
            serialize(Circle().fill(radial))
                == .shape(ShapeNode(shape: .circle, fill: .radialGradient(colors: [named("white"), named("black")], center: .center))))
        #expect(
            serialize(Text("x").foregroundStyle(.linearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom)))
                == .text(
                    TextNode(runs: [
                        TextRun(
                            .string("x"), foreground: .linearGradient(colors: [named("red"), named("orange")], start: .top, end: .bottom))
                    ])))
    }

    @Test func shapesFillStrokeOrInherit() {
        #expect(serialize(Rectangle()) == .shape(ShapeNode(shape: .rectangle)))
        #expect(
            serialize(RoundedRectangle(cornerRadius: 12).fill(.blue))
                == .shape(ShapeNode(shape: .roundedRectangle, cornerRadius: 12, fill: .color(named("blue")))))
        #expect(
            serialize(Capsule().stroke(.orange, lineWidth: 3))
                == .shape(ShapeNode(shape: .capsule, fill: .color(named("clear")), stroke: .color(named("orange")), lineWidth: 3)))
        #expect(
            serialize(Ellipse().fill(.red).stroke(.white, lineWidth: 2))
                == .shape(ShapeNode(shape: .ellipse, fill: .color(named("red")), stroke: .color(named("white")), lineWidth: 2)))
        #expect(serialize(ContainerRelativeShape().fill(.foreground)) == .shape(ShapeNode(shape: .containerRelative)))
        #expect(serialize(AnyShape(Circle())) == .shape(ShapeNode(shape: .circle)))
    }

    @Test func aStrokeWithoutAStyleUsesTheInheritedForeground() {
        let stroked = serialize(Circle().stroke(lineWidth: 4).foregroundColor(.green))
        let shape = ShapeNode(shape: .circle, fill: .color(named("clear")), stroke: .color(named("green")), lineWidth: 4)
        #expect(stroked == .shape(shape).modified(.foreground(.color(named("green")))))
        let plain = serialize(Circle().stroke(style: StrokeStyle(lineWidth: 2, dash: [4])))
        #expect(
            plain
                == .shape(
                    ShapeNode(
                        shape: .circle, fill: .color(named("clear")), stroke: .color(named("primary")), lineWidth: 2,
                        strokeStyle: StrokeStyleSpec(dash: [4]))))
    }
}

struct WidgetStyleTests {
    @Test func xcodeTemplateFillBackground() {
        let view = Text("x").containerBackground(.fill.tertiary, for: .widget)
        #expect(serialize(view) == text("x").modified(.containerBackground(.color(named("gray", opacity: 0.12)))))
        #expect(FillShapeStyle().paint(in: testEnvironment()) == .color(named("gray", opacity: 0.2)))
    }

    @Test func stylesAtLowerLevels() {
        let environment = testEnvironment()
        #expect(ForegroundStyle().secondary.paint(in: environment) == .color(named("secondary")))
        #expect(Color.blue.tertiary.paint(in: environment) == .color(named("blue", opacity: 0.3)))
    }

    @Test func accessoryBackgroundAndAngularGradient() {
        #expect(
            serialize(AccessoryWidgetBackground())
                == .shape(ShapeNode(shape: .containerRelative, fill: .color(named("gray", opacity: 0.3)))))
        let ring = Circle().stroke(AngularGradient(colors: [.green, .blue], center: .center), lineWidth: 6)
        let paint = NodePaint.linearGradient(colors: [named("green"), named("blue")], start: .leading, end: .trailing)
        #expect(serialize(ring) == .shape(ShapeNode(shape: .circle, fill: .color(named("clear")), stroke: paint, lineWidth: 6)))
        #expect(Angle.degrees(180).radians == .pi)
    }

    @Test func symbolVariantsRenameSymbols() {
        #expect(serialize(Image(systemName: "person").symbolVariant(.circle.fill)) == .image(ImageNode(systemName: "person.circle.fill")))
        #expect(serialize(Image(systemName: "heart.fill").symbolVariant(.fill)) == .image(ImageNode(systemName: "heart.fill")))
        #expect(serialize(Image(systemName: "bell").symbolVariant(.slash)) == .image(ImageNode(systemName: "bell.slash")))
        #expect(serialize(Image("logo").symbolVariant(.fill)) == .image(ImageNode(name: "logo")))
    }

    @Test func unrepresentableEffectsAreAcceptedAndNotDrawn() {
        let view = Text("x").blur(radius: 2).grayscale(1).controlSize(.small).buttonBorderShape(.capsule)
        #expect(serialize(view) == text("x"))
    }

    @Test func localizedStringResourcesShowTheirDefaultValue() {
        let resource = LocalizedStringResource("coffee.title", defaultValue: "咖啡")
        #expect(serialize(Text(resource)) == text("咖啡"))
    }
}
