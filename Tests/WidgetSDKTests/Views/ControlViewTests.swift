import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

struct ControlViewTests {
    struct AddIntent: AppIntent {
        static let title: LocalizedStringResource = "Add"
        @Parameter(title: "value") var value: Int
        init() {}
        init(value: Int) { self.value = value }
        func perform() async throws -> some IntentResult { .result() }
    }

    struct PressedStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .opacity(configuration.isPressed ? 0.5 : 1)
                .foregroundColor(configuration.role == .destructive ? .red : nil)
        }
    }

    struct CheckStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.$isOn.wrappedValue ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }

    struct FramedStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(2)
        }
    }

    let add10 = IntentInvocation(intent: "ControlViewTests.AddIntent", parameters: ["value": 10])

    @Test func buttonsCarryTheirIntentRoleAndBuiltInStyle() {
        #expect(serialize(Button(intent: AddIntent(value: 10)) { Text("加 10") }) == .button(ButtonNode(action: add10, label: text("加 10"))))
        #expect(
            serialize(Button("加 10", intent: AddIntent(value: 10)).buttonStyle(.borderedProminent))
                == .button(ButtonNode(action: add10, style: "borderedProminent", label: text("加 10"))))
        #expect(
            serialize(Button("+", intent: AddIntent(value: 10)).buttonStyle(.borderedProminent).buttonBorderShape(.circle))
                == .button(ButtonNode(action: add10, style: "borderedProminent", label: text("+"), borderShape: "circle")))
        #expect(
            serialize(Button("+", intent: AddIntent(value: 10)).buttonBorderShape(.automatic))
                == .button(ButtonNode(action: add10, label: text("+"))))
        let title = "Delete"
        let destructive = serialize(Button(title, role: .destructive, intent: AddIntent(value: 10)).buttonStyle(.plain))
        #expect(destructive == .button(ButtonNode(action: add10, style: "plain", role: "destructive", label: text("Delete"))))
        let labelled = serialize(Button("Add", systemImage: "plus", intent: AddIntent(value: 10)))
        let label = ViewNode.stack(StackNode(axis: .horizontal, children: [.image(ImageNode(systemName: "plus")), text("Add")]))
        #expect(labelled == .button(ButtonNode(action: add10, label: label)))
    }

    @Test func disabledControlsCannotBeTappedAndBuiltInStylesDimThem() {
        let button = ViewNode.button(ButtonNode(action: add10, label: text("加 10")))
        let disabled = serialize(Button(intent: AddIntent(value: 10)) { Text("加 10") }.disabled(true))
        #expect(disabled == button.modified(.allowsHitTesting(false)).modified(.opacity(DisabledControl.opacity)))
        #expect(serialize(Button(intent: AddIntent(value: 10)) { Text("加 10") }.disabled(false)) == button)
        let row = serialize(
            VStack {
                Button(intent: AddIntent(value: 10)) { Text("on") }
                Toggle(isOn: true, intent: AddIntent(value: 10)) { Text("t") }.disabled(true)
                Button(intent: AddIntent(value: 10)) { Text("off") }.buttonStyle(PressedStyle()).disabled(true)
            })
        #expect(ControlIdentifiers.controls(in: ControlIdentifiers.assign(in: row)).map(\.label) == ["on"])
        guard case .stack(let stack) = row, stack.children.count == 3 else { Issue.record("not a stack of 3"); return }
        #expect(unwrap(stack.children[2]).modifiers == [.allowsHitTesting(false)])
    }

    @Test func customButtonStyleGivesReleasedAndPressedBodies() {
        let node = serialize(Button(role: .destructive, intent: AddIntent(value: 10)) { Text("x") }.buttonStyle(PressedStyle()))
        let red = NodeModifier.foreground(.color(named("red")))
        let expected = ButtonNode(
            action: add10, style: "custom", role: "destructive", label: text("x").modified(.opacity(1)).modified(red),
            pressedLabel: text("x").modified(.opacity(0.5)).modified(red))
        #expect(node == .button(expected))
    }

    @Test func customPrimitiveButtonStyleWrapsTheLabelOnce() {
        let node = serialize(Button("x", intent: AddIntent(value: 10)).buttonStyle(FramedStyle()))
        #expect(node == .button(ButtonNode(action: add10, style: "custom", label: text("x").modified(.padding(edges: .all, length: 2)))))
    }

    @Test func togglesCarryStateIntentAndStyle() {
        let invocation = IntentInvocation(intent: "ControlViewTests.AddIntent", parameters: ["value": 1])
        let plain = serialize(Toggle("Light", isOn: true, intent: AddIntent(value: 1)))
        #expect(plain == .toggle(ToggleNode(isOn: true, action: invocation, label: text("Light"))))
        let styled = serialize(Toggle(isOn: false, intent: AddIntent(value: 1)) { Text("L") }.toggleStyle(.button))
        #expect(styled == .toggle(ToggleNode(isOn: false, action: invocation, style: "button", label: text("L"))))
        let hidden = serialize(Toggle("Light", isOn: true, intent: AddIntent(value: 1)).toggleStyle(.switch).labelsHidden())
        #expect(hidden == .toggle(ToggleNode(isOn: true, action: invocation, style: "switch", label: .empty)))
    }

    @Test func customToggleStyleGivesOnAndOffBodies() {
        let node = serialize(Toggle("Done", isOn: false, intent: AddIntent(value: 1)).toggleStyle(CheckStyle()))
        func body(_ symbol: String) -> ViewNode {
            .stack(StackNode(axis: .horizontal, children: [.image(ImageNode(systemName: symbol)), text("Done")]))
        }
        let expected = ToggleNode(
            isOn: false, action: IntentInvocation(intent: "ControlViewTests.AddIntent", parameters: ["value": 1]), style: "custom",
            label: text("Done"), onBody: body("checkmark.square"), offBody: body("square"))
        #expect(node == .toggle(expected))
    }

    @Test func linksProgressViewsAndGauges() {
        let url = URL(string: "myapp://tasks")!
        #expect(serialize(Link("Open", destination: url)) == .link(LinkNode(url: "myapp://tasks", label: text("Open"))))
        #expect(serialize(ProgressView(value: 3, total: 4)) == .progress(ProgressNode(fraction: 0.75, style: "linear")))
        #expect(serialize(ProgressView()) == .progress(ProgressNode(fraction: nil, style: "circular")))
        #expect(
            serialize(ProgressView("Sync", value: 5.0, total: 4).progressViewStyle(.circular))
                == .progress(ProgressNode(fraction: 1, style: "circular", label: text("Sync"))))
        let labelled = serialize(
            ProgressView(value: 0.5) {
                Text("Up")
            } currentValueLabel: {
                Text("50%")
            })
        #expect(labelled == .progress(ProgressNode(fraction: 0.5, style: "linear", label: text("Up"), currentValueLabel: text("50%"))))
        let gauge = serialize(
            Gauge(value: 30.0, in: 0...120) {
                Text("Speed")
            } currentValueLabel: {
                Text("30")
            }.gaugeStyle(.accessoryCircular))
        #expect(
            gauge
                == .progress(ProgressNode(fraction: 0.25, style: "accessoryCircular", label: text("Speed"), currentValueLabel: text("30"))))
        let linear = serialize(Gauge(value: 0.2) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity))
        #expect(linear == .progress(ProgressNode(fraction: 0.2, style: "accessoryLinearCapacity")))
        // `.labelsHidden()` hides the label, not the value labels.
        let hidden = serialize(
            Gauge(value: 30.0, in: 0...120) {
                Text("Speed")
            } currentValueLabel: {
                Text("30")
            }.gaugeStyle(.accessoryCircular).labelsHidden())
        #expect(hidden == .progress(ProgressNode(fraction: 0.25, style: "accessoryCircular", currentValueLabel: text("30"))))
    }

    /// The style types iOS 16 and watchOS name (`AccessoryCircularCapacityGaugeStyle()`, `CircularGaugeStyle(tint:)`) and
    /// iOS 14's tinted progress styles draw as their static members, tinted when they take a tint.
    @Test func namedStyleTypesDrawAsTheirStaticMembers() {
        func style(_ node: ViewNode) -> String? {
            guard case .progress(let progress) = unwrap(node).content else { return nil }
            return progress.style
        }
        let gauge = Gauge(value: 0.5) { EmptyView() }
        #expect(style(serialize(gauge.gaugeStyle(AccessoryCircularCapacityGaugeStyle()))) == "accessoryCircularCapacity")
        #expect(style(serialize(gauge.gaugeStyle(AccessoryLinearGaugeStyle()))) == "accessoryLinear")
        #expect(style(serialize(gauge.gaugeStyle(LinearCapacityGaugeStyle()))) == "linearCapacity")
        let tinted = serialize(gauge.gaugeStyle(CircularGaugeStyle(tint: .green)))
        #expect(style(tinted) == "accessoryCircular" && unwrap(tinted).modifiers == [.tint(.named("green", opacity: 1))])
        #expect(style(serialize(gauge.gaugeStyle(.circular))) == "accessoryCircular")
        let progress = serialize(ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle(tint: .blue)))
        #expect(style(progress) == "circular" && unwrap(progress).modifiers == [.tint(.named("blue", opacity: 1))])
    }
}
