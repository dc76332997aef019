import Foundation
import WidgetWire

@testable import WidgetSDK

/// An environment with a fixed locale and time zone, so formatted text does not depend on the machine.
func testEnvironment(family: WidgetFamily = .systemSmall) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.widgetFamily = family
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC")!
    return environment
}

/// `view` serialized the way the SDK's export glue does it.
func serialize<V: View>(
    _ view: V, family: WidgetFamily = .systemSmall, configure: (inout EnvironmentValues) -> Void = { _ in }
)
    -> ViewNode
{
    var environment = testEnvironment(family: family)
    configure(&environment)
    return ViewSerializer.node(view, in: environment)
}

/// A plain text node.
func text(_ string: String) -> ViewNode { .text(TextNode(string)) }

/// A named color.
func named(_ name: String, opacity: Double = 1) -> NodeColor { .named(name, opacity: opacity) }

/// The modifiers wrapped around a node, outermost first, and the node inside them.
func unwrap(_ node: ViewNode) -> (modifiers: [NodeModifier], content: ViewNode) {
    let (content, modifiers) = node.unwrapped
    return (modifiers, content)
}
