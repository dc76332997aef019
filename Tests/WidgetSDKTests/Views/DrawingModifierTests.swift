import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

private struct Intent: AppIntent {
    static let title: LocalizedStringResource = "Tap"
    func perform() async throws -> some IntentResult { .result() }
}

/// GeometryReader, masks, blend modes, hit testing, effects, text scale and design, and gauges on the wire.
struct DrawingModifierTests {
    private func widget<V: View>(_ view: V, family: WidgetFamily = .systemMedium, marginsDisabled: Bool = false) -> ViewNode {
        let size = family.wireName.displaySize
        let environment = EnvironmentValues.widget(
            family: family, displaySize: CGSize(width: size.width, height: size.height), contentMarginsDisabled: marginsDisabled,
            isPreview: false)
        return ViewSerializer.node(view, in: environment)
    }

    @Test func aGeometryReaderIsBuiltForTheSizeItIsExpectedToBeOffered() {
        var seen: [CGSize] = []
        let reader = GeometryReader { proxy in
            let _ = seen.append(proxy.size)
            Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            Text("\(Int(proxy.frame(in: .local).maxX))")
        }
        let node = widget(reader.frame(width: 64))
        #expect(seen == [CGSize(width: 64, height: 138)])  // systemMedium is 364×170, less 16 pt margins
        let (modifiers, content) = unwrap(node)
        #expect(modifiers == [.frame(FrameSpec(width: 64)), .geometryReader(width: 64, height: 138)])
        #expect(content == .stack(StackNode(axis: .depth, alignment: .topLeading, children: [text("64×138"), text("64")])))

        _ = widget(reader, family: .accessoryCircular)
        _ = widget(reader, family: .systemSmall, marginsDisabled: true)
        _ = widget(reader.containerBackground(for: .widget) { reader }, family: .systemSmall)
        // The container background is offered the whole display; it is serialized before the content.
        #expect(
            Array(seen.dropFirst()) == [
                CGSize(width: 76, height: 76), CGSize(width: 170, height: 170), CGSize(width: 170, height: 170),
                CGSize(width: 138, height: 138),
            ])
        #expect(
            GeometryReader { _ in EmptyView() }.makeNodes(in: EnvironmentValues()) == [
                ViewNode.empty.modified(.geometryReader(width: 100, height: 100))
            ])
    }

    @Test func masksBlendModesAndCompositingGroupsWrapTheContent() {
        let masked = widget(Color.red.mask(Circle()))
        #expect(masked == .color(named("red")).modified(.mask(.shape(ShapeNode(shape: .circle)), alignment: .center)))
        let builder = widget(
            Color.red.mask(alignment: .top) {
                Text("A"); Text("B")
            })
        let layered = ViewNode.stack(StackNode(axis: .depth, alignment: .top, children: [text("A"), text("B")]))
        #expect(builder == .color(named("red")).modified(.mask(layered, alignment: .top)))
        #expect(widget(Color.red.blendMode(.multiply)) == .color(named("red")).modified(.blendMode(.multiply)))
        #expect(widget(Color.red.blendMode(.normal)) == .color(named("red")))
        #expect(widget(Color.red.compositingGroup()) == .color(named("red")).modified(.compositingGroup))
        #expect(BlendModeName.colorDodge.cssName == "color-dodge")
        #expect(BlendModeName.destinationOut.cssName == nil)
    }

    @Test func hitTestingEffectsAndFeedbackAreSerialized() {
        let button = Button(intent: Intent()) { Text("Go") }
        guard case .modified(.button, .allowsHitTesting(false)) = widget(button.allowsHitTesting(false)) else {
            Issue.record("a button under allowsHitTesting(false) is marked")
            return
        }
        guard case .button = widget(button.allowsHitTesting(true)) else {
            Issue.record("true changes nothing")
            return
        }
        #expect(
            widget(Color.red.rotationEffect(.degrees(-90))) == .color(named("red")).modified(.rotationEffect(degrees: -90, anchor: .center))
        )
        #expect(
            widget(Color.red.scaleEffect(2, anchor: .top)) == .color(named("red")).modified(.scaleEffect(x: 2, y: 2, anchor: .top)))
        #expect(widget(Color.red.rotationEffect(.zero)) == .color(named("red")))
        #expect(widget(Color.red.sensoryFeedback(.selection, trigger: 3)) == .color(named("red")))
    }

    @Test func textScaleAndFontDesignStyleTextAndViews() {
        #expect(
            widget(Text("a").textScale(.secondary))
                == .text(TextNode(runs: [TextRun(.string("a"), textStyle: TextStyleSpec(textScale: "secondary"))])))
        #expect(widget(Text("a").textScale(.secondary, isEnabled: false)) == text("a"))
        #expect(
            widget(Text("a").fontDesign(.serif))
                == .text(TextNode(runs: [TextRun(.string("a"), textStyle: TextStyleSpec(design: "serif"))])))
        #expect(
            widget(VStack { Text("a") }.fontDesign(.rounded))
                == .stack(StackNode(axis: .vertical, children: [text("a")])).modified(.textStyle(TextStyleSpec(design: "rounded"))))
        #expect(widget(Text("a").fontDesign(nil)) == text("a"))
    }

    @Test func gaugesCarryEveryLabelTheirStyleAndAGradientTint() {
        let gauge = Gauge(value: 250.0, in: 0...500) {
            Text("Energy")
        } currentValueLabel: {
            Text("250")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("500")
        }
        let expected = ProgressNode(
            fraction: 0.5, style: "accessoryCircular", label: text("Energy"), currentValueLabel: text("250"), minimumValueLabel: text("0"),
            maximumValueLabel: text("500"))
        #expect(widget(gauge.gaugeStyle(.accessoryCircular)) == .progress(expected))
        let tinted = widget(gauge.gaugeStyle(.accessoryLinear).tint(Gradient(colors: [.green, .mint])))
        var linear = expected
        linear.style = "accessoryLinear"
        linear.tint = .linearGradient(colors: [named("green"), named("mint")], start: .leading, end: .trailing)
        #expect(tinted == .progress(linear).modified(.tint(named("green"))))
        for (style, name) in [
            (AnyGaugeStyle(.accessoryCircularCapacity), "accessoryCircularCapacity"), (AnyGaugeStyle(.linearCapacity), "linearCapacity"),
            (AnyGaugeStyle(.accessoryLinearCapacity), "accessoryLinearCapacity"), (AnyGaugeStyle(.automatic), "linearCapacity"),
        ] {
            let node = widget(Gauge(value: 0.2) { EmptyView() }.environment(\.gaugeStyle, style))
            #expect(node == .progress(ProgressNode(fraction: 0.2, style: name)))
        }
    }
}
