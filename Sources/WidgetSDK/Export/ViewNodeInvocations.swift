internal import WidgetWire

/// The intent invocations of the Buttons and Toggles in a rendered view tree.
///
/// The manifest lists every intent a widget's views can run; rendering the
/// placeholders and reading the controls back out of the trees finds them.
enum ViewNodeInvocations {
    /// Every invocation in `node`, depth first.
    static func all(in node: ViewNode) -> [IntentInvocation] {
        var found: [IntentInvocation] = []
        collect(node, into: &found)
        return found
    }

    private static func collect(_ node: ViewNode, into found: inout [IntentInvocation]) {
        switch node {
        case .button(let button):
            found.append(button.action)
            collect(button.label, into: &found)
            if let pressed = button.pressedLabel { collect(pressed, into: &found) }
        case .toggle(let toggle):
            found.append(toggle.action)
            for child in [toggle.label, toggle.onBody, toggle.offBody].compactMap({ $0 }) {
                collect(child, into: &found)
            }
        case .stack(let stack):
            for child in stack.children {
                collect(child, into: &found)
            }
        case .link(let link):
            collect(link.label, into: &found)
        case .progress(let progress):
            for child in [progress.label, progress.currentValueLabel].compactMap({ $0 }) {
                collect(child, into: &found)
            }
        case .modified(let content, let modifier):
            collect(content, into: &found)
            switch modifier {
            case .background(let view, _), .overlay(let view, _), .containerBackground(let view):
                collect(view, into: &found)
            default:
                break
            }
        case .empty, .text, .image, .color, .shape, .spacer, .divider:
            break
        }
    }
}
