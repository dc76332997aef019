/// The one walk over view trees: every tool that looks inside a tree (control ids, view text,
/// symbol lists, intent discovery, the CLI's tree listing) goes through ``children``, so they
/// all see the same nodes: a stack's children, a modifier's content and attached view, and a
/// control's label, pressed label, on and off bodies.
///
/// ```swift
/// var symbols: [String] = []
/// tree.forEach { _, node in
///     if case .image(let image) = node, let name = image.systemName { symbols.append(name) }
/// }
/// ```
extension ViewNode {
    /// The views directly inside this node, in drawing order, each with its slot. Leaves have none.
    public var children: [ViewChild] {
        var children: [ViewChild] = []
        forEachChild { children.append($0) }
        return children
    }

    /// Calls `body` with each view directly inside this node, in drawing order (``children``,
    /// without making an array of them).
    public func forEachChild(_ body: (ViewChild) throws -> Void) rethrows {
        switch self {
        case .stack(let stack):
            for (index, child) in stack.children.enumerated() { try body(ViewChild(.item(index), child)) }
        case .button(let button):
            try body(ViewChild(.label, button.label))
            if let pressed = button.pressedLabel { try body(ViewChild(.pressedLabel, pressed)) }
        case .toggle(let toggle):
            try body(ViewChild(.label, toggle.label))
            if let on = toggle.onBody { try body(ViewChild(.onBody, on)) }
            if let off = toggle.offBody { try body(ViewChild(.offBody, off)) }
        case .link(let link):
            try body(ViewChild(.label, link.label))
        case .progress(let progress):
            if let label = progress.label { try body(ViewChild(.label, label)) }
            if let current = progress.currentValueLabel { try body(ViewChild(.currentValueLabel, current)) }
            if let minimum = progress.minimumValueLabel { try body(ViewChild(.minimumValueLabel, minimum)) }
            if let maximum = progress.maximumValueLabel { try body(ViewChild(.maximumValueLabel, maximum)) }
        case .modified(let content, let modifier):
            try body(ViewChild(.content, content))
            if let attached = modifier.attachedView(over: content) { try body(attached) }
        case .empty, .text, .image, .color, .shape, .spacer, .divider:
            return
        }
    }

    /// This node with each direct child replaced by what `transform` makes of it (same slots, same order).
    public func replacingChildren(_ transform: (ViewChild) throws -> ViewNode) rethrows -> ViewNode {
        try replacingChangedChildren { try transform($0) } ?? self
    }

    /// This node with the direct children `transform` changes replaced (same slots, same order), or `nil`
    /// when it changes none (`transform` answers `nil` for a child it keeps): what rebuilds only the nodes
    /// on the way to a change.
    public func replacingChangedChildren(_ transform: (ViewChild) throws -> ViewNode?) rethrows -> ViewNode? {
        switch self {
        case .stack(var stack):
            var changed: [ViewNode]?
            for (index, child) in stack.children.enumerated() {
                guard let replaced = try transform(ViewChild(.item(index), child)) else { continue }
                if changed == nil { changed = stack.children }
                changed?[index] = replaced
            }
            guard let changed else { return nil }
            stack.children = changed
            return .stack(stack)
        case .button(var button):
            let label = try transform(ViewChild(.label, button.label))
            let pressed = try button.pressedLabel.flatMap { try transform(ViewChild(.pressedLabel, $0)) }
            guard label != nil || pressed != nil else { return nil }
            button.label = label ?? button.label
            button.pressedLabel = pressed ?? button.pressedLabel
            return .button(button)
        case .toggle(var toggle):
            let label = try transform(ViewChild(.label, toggle.label))
            let on = try toggle.onBody.flatMap { try transform(ViewChild(.onBody, $0)) }
            let off = try toggle.offBody.flatMap { try transform(ViewChild(.offBody, $0)) }
            guard label != nil || on != nil || off != nil else { return nil }
            toggle.label = label ?? toggle.label
            toggle.onBody = on ?? toggle.onBody
            toggle.offBody = off ?? toggle.offBody
            return .toggle(toggle)
        case .link(var link):
            guard let label = try transform(ViewChild(.label, link.label)) else { return nil }
            link.label = label
            return .link(link)
        case .progress(let progress):
            return try progress.replacingChangedLabels(transform).map(ViewNode.progress)
        case .modified(let content, let modifier):
            let attached = try modifier.attachedView(over: content).flatMap { try transform($0) }
            let replaced = try transform(ViewChild(.content, content))
            guard attached != nil || replaced != nil else { return nil }
            return .modified(replaced ?? content, attached.map(modifier.attaching) ?? modifier)
        case .empty, .text, .image, .color, .shape, .spacer, .divider:
            return nil
        }
    }

    /// Calls `body` with this node and every node inside it, depth first, each parent before its
    /// children, with the node's path from this one; `descendingInto` may leave out the views of
    /// some slots (and what they hold).
    ///
    /// ```swift
    /// tree.forEach(descendingInto: \.isContent) { _, node in ... }  // stacks and modifiers' content only
    /// ```
    public func forEach(descendingInto: (ViewSlot) -> Bool = { _ in true }, _ body: (ViewPath, ViewNode) throws -> Void) rethrows {
        var slots: [ViewSlot] = []
        try visit(&slots, descendingInto, body)
    }

    /// The tree with `transform` applied to every node, depth first: a node's children are
    /// transformed first, then the node itself (holding its new children), with its path.
    public func map(_ transform: (ViewPath, ViewNode) throws -> ViewNode) rethrows -> ViewNode {
        try mapped(at: ViewPath(), transform)
    }

    /// How many of the modifiers wrapped around this node attach a view in `slot`'s kind (backgrounds or overlays).
    func modifierCount(of slot: AttachedSlotKind) -> Int {
        var count = 0
        var current = self
        while case .modified(let content, let modifier) = current {
            switch (modifier, slot) {
            case (.background, .background), (.overlay, .overlay): count += 1
            default: break
            }
            current = content
        }
        return count
    }

    /// The modifiers wrapped around this node, outermost first, and the view inside them all.
    public var unwrapped: (content: ViewNode, modifiers: [NodeModifier]) {
        var modifiers: [NodeModifier] = []
        var current = self
        while case .modified(let content, let modifier) = current {
            modifiers.append(modifier)
            current = content
        }
        return (current, modifiers)
    }

    /// The intents of the buttons and toggles in this tree, in tree order: what a widget's views can run.
    public var invocations: [IntentInvocation] {
        var found: [IntentInvocation] = []
        collectInvocations(into: &found)
        return found
    }

    /// Appends the intents of this node and of the nodes inside it (a walk with no paths: a plugin makes it per timeline).
    private func collectInvocations(into found: inout [IntentInvocation]) {
        switch self {
        case .button(let button): found.append(button.action)
        case .toggle(let toggle): found.append(toggle.action)
        case .empty, .text, .image, .color, .shape, .spacer, .divider: return
        default: break
        }
        forEachChild { $0.node.collectInvocations(into: &found) }
    }

    /// Calls `body` with this node (at `slots` from the root) and the nodes inside it; `slots` is
    /// extended and restored in place, so that a step down allocates nothing.
    private func visit(
        _ slots: inout [ViewSlot], _ descendingInto: (ViewSlot) -> Bool, _ body: (ViewPath, ViewNode) throws -> Void
    ) rethrows {
        try body(ViewPath(slots), self)
        try forEachChild { child in
            guard descendingInto(child.slot) else { return }
            slots.append(child.slot)
            defer { slots.removeLast() }
            try child.node.visit(&slots, descendingInto, body)
        }
    }

    private func mapped(at path: ViewPath, _ transform: (ViewPath, ViewNode) throws -> ViewNode) rethrows -> ViewNode {
        try transform(path, try replacingChildren { child in try child.node.mapped(at: path.appending(child.slot), transform) })
    }
}

extension NodeModifier {
    /// The view this modifier attaches (a background, an overlay, a container background, a mask, a widget label), if any.
    public var attachedView: ViewChild? { attachedView(over: nil) }

    /// The view this modifier attaches when it applies to `content`: a background's or an overlay's
    /// slot counts the backgrounds or overlays already applied to that view (``ViewSlot/stackedOverlay(_:)``).
    public func attachedView(over content: ViewNode?) -> ViewChild? {
        switch self {
        case .background(let view, _): ViewChild(.background(layer: content?.modifierCount(of: .background) ?? 0), view)
        case .overlay(let view, _): ViewChild(.overlay(layer: content?.modifierCount(of: .overlay) ?? 0), view)
        case .containerBackground(let view): ViewChild(.containerBackground, view)
        case .mask(let view, _): ViewChild(.mask, view)
        case .widgetLabel(let view): ViewChild(.widgetLabel, view)
        default: nil
        }
    }

    /// This modifier with its attached view replaced by `view`; modifiers without one are unchanged.
    public func attaching(_ view: ViewNode) -> NodeModifier {
        switch self {
        case .background(_, let alignment): .background(view, alignment: alignment)
        case .overlay(_, let alignment): .overlay(view, alignment: alignment)
        case .containerBackground: .containerBackground(view)
        case .mask(_, let alignment): .mask(view, alignment: alignment)
        case .widgetLabel: .widgetLabel(view)
        default: self
        }
    }
}

extension ProgressNode {
    /// This progress view with the labels `transform` changes replaced, or `nil` when it changes none.
    fileprivate func replacingChangedLabels(_ transform: (ViewChild) throws -> ViewNode?) rethrows -> ProgressNode? {
        let label = try self.label.flatMap { try transform(ViewChild(.label, $0)) }
        let current = try currentValueLabel.flatMap { try transform(ViewChild(.currentValueLabel, $0)) }
        let minimum = try minimumValueLabel.flatMap { try transform(ViewChild(.minimumValueLabel, $0)) }
        let maximum = try maximumValueLabel.flatMap { try transform(ViewChild(.maximumValueLabel, $0)) }
        guard label != nil || current != nil || minimum != nil || maximum != nil else { return nil }
        var progress = self
        progress.label = label ?? progress.label
        progress.currentValueLabel = current ?? progress.currentValueLabel
        progress.minimumValueLabel = minimum ?? progress.minimumValueLabel
        progress.maximumValueLabel = maximum ?? progress.maximumValueLabel
        return progress
    }
}

/// The attached views that one view can carry several of, each in its own slot.
enum AttachedSlotKind {
    case background, overlay
}
