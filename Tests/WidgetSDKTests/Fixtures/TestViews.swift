import WidgetWire

@testable import WidgetSDK

// Tiny primitive views standing in for the view DSL's Text, Button, Toggle and
// VStack, so the SDK core can be tested without the views module.

struct TestText: View, PrimitiveView {
    typealias Body = Never
    let text: String

    init(_ text: String) { self.text = text }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [.text(TextNode(text))] }
}

struct TestButton: View, PrimitiveView {
    typealias Body = Never
    let title: String
    let intent: any AppIntent

    init(_ title: String, intent: any AppIntent) {
        self.title = title
        self.intent = intent
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.button(ButtonNode(action: makeIntentInvocation(intent), label: .text(TextNode(title))))]
    }
}

struct TestToggle: View, PrimitiveView {
    typealias Body = Never
    let isOn: Bool
    let intent: any AppIntent

    init(isOn: Bool, intent: any AppIntent) {
        self.isOn = isOn
        self.intent = intent
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.toggle(ToggleNode(isOn: isOn, action: makeIntentInvocation(intent), label: .text(TextNode("toggle"))))]
    }
}

struct TestStack<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content

    init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.stack(StackNode(axis: .vertical, children: ViewSerializer.nodes(content, in: environment)))]
    }
}

/// A composed view reading the environment, as plugin views do.
struct FamilyLabel: View {
    @Environment(\.widgetFamily) var family
    let prefix: String

    var body: some View { TestText("\(prefix) \(family)") }
}
