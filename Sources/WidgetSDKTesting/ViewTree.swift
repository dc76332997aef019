import Foundation
import WidgetSDK
import WidgetWire

/// A view as the host receives it (its serialized tree), to query by text, control and modifier.
///
/// ```swift
/// let tree = ViewTree(GreetingView(entry: entry), in: .testContext(family: .systemSmall))
/// #expect(tree.contains(text: "Hello, Ada!"))
/// #expect(tree.views(modifiedBy: "font").first?.texts == ["Hello, Ada!"])
/// ```
public struct ViewTree: Hashable, Sendable, CustomStringConvertible {
    let node: ViewNode

    /// The tree of a whole view, with the control ids the host gives it.
    init(node: ViewNode) {
        self.node = ControlIdentifiers.assign(in: node)
    }

    /// A part of a tree whose controls have their ids already.
    private init(subtree: ViewNode) {
        self.node = subtree
    }

    /// `view` rendered for a widget in `context`'s family, size and preview flag (`@Environment(\.widgetFamily)` reads it).
    public init(_ view: some View, in context: TimelineProviderContext = .testContext()) {
        self.init(node: SDKTestingSupport.node(of: view, in: context))
    }

    // MARK: Text

    /// The texts the view shows, in reading order (backgrounds, overlays and date runs left out).
    public var texts: [String] { ViewText.summary(of: node).texts }

    /// The texts joined by spaces: `"Time: 结果: 10 加 10"`.
    public var plainText: String { ViewText.plainText(of: node) }

    /// Whether one of the view's texts is exactly `text`.
    public func contains(text: String) -> Bool {
        texts.contains(text)
    }

    // MARK: Controls

    /// The buttons and toggles that can be tapped, in tree order, with the ids the host gives them.
    public var controls: [ViewControl] {
        ControlIdentifiers.controls(in: node).map(ViewControl.init)
    }

    /// The controls that run an intent of type `type`.
    public func controls(running type: any AppIntent.Type) -> [ViewControl] {
        controls.filter { $0.runs(type) }
    }

    /// The first button whose label's text is `label`.
    ///
    /// - Throws: ``WidgetTestError`` naming the buttons there are, when none is labeled so.
    public func button(labeled label: String) throws(WidgetTestError) -> ViewControl {
        try control(.button, labeled: label)
    }

    /// The first toggle whose label's text is `label`.
    ///
    /// - Throws: ``WidgetTestError`` naming the toggles there are, when none is labeled so.
    public func toggle(labeled label: String) throws(WidgetTestError) -> ViewControl {
        try control(.toggle, labeled: label)
    }

    private func control(_ kind: ViewControl.Kind, labeled label: String) throws(WidgetTestError) -> ViewControl {
        let candidates = controls.filter { $0.kind == kind }
        guard let found = candidates.first(where: { $0.label == label }) else {
            let labels = candidates.map { "\"\($0.label)\"" }.joined(separator: ", ")
            throw WidgetTestError(
                "no \(kind.rawValue) labeled \"\(label)\"; the view's \(kind.rawValue)s are labeled \(labels.isEmpty ? "(none)" : labels)")
        }
        return found
    }

    // MARK: Modifiers

    /// The modifiers around the view's root, innermost first, in compact form: `[".font(headline)", ".padding"]`.
    public var modifiers: [String] {
        let formatter = ViewTreeFormatter(dates: Self.dates)
        return node.unwrapped.modifiers.reversed().map(formatter.describe)
    }

    /// Every view in the tree with the modifier `name` applied (`"font"`, `"padding"`,
    /// `"containerBackground"`, `"foreground"`, ...), each with its modifiers, outermost views first.
    public func views(modifiedBy name: String) -> [ViewTree] {
        var found: [ViewTree] = []
        node.forEach { _, node in
            if case .modified(_, let modifier) = node, modifier.typeName == name { found.append(ViewTree(subtree: node)) }
        }
        return found
    }

    // MARK: Text form

    /// The tree as indented text, one view per line with its modifiers, controls with their
    /// intents, dates in UTC: what `widgethost timeline` prints, and what ``TextSnapshot`` compares.
    public var description: String {
        ViewTreeFormatter(dates: Self.dates).lines(for: node, indent: 0).joined(separator: "\n")
    }

    /// Dates in UTC, so that a tree's text is the same on every machine.
    static var dates: DateText { DateText(timeZone: TimeZone(identifier: "UTC") ?? .current) }
}
