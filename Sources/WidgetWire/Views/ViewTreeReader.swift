/// Reads a timeline and its view trees by hand from a ``JSONTape`` of their JSON: what the Codable
/// decoding (JSONValueDecoder) makes of the same JSON, without its containers, boxes and
/// dictionaries, on a timeline's hot path (the host reading a plugin's answer or a stored timeline).
///
/// It reads the nodes ``ViewTreeWriter`` writes by hand; every other node, and every other value
/// (fonts, text styles, gradients, edges), is decoded by the Codable decoding where it stands. It
/// answers `nil` for anything that does not fit, and the caller then decodes the whole JSON again
/// the Codable way, which says what is wrong.
///
/// With `assignsControlIDs`, it writes each button's and toggle's id as it reads them, from the slots it
/// read them at: the ids ``ControlIdentifiers/assign(in:)-(TimelinePayload)`` gives, without rebuilding the tree.
struct ViewTreeReader {
    /// The timeline `bytes` hold, or `nil` (not JSON, or not what the reader reads).
    static func timeline(from bytes: some Collection<UInt8>, assigningControlIDs: Bool = false) -> TimelinePayload? {
        let read = { (buffer: UnsafeBufferPointer<UInt8>) in
            JSONTape.read(buffer).flatMap { ViewTreeReader(tape: $0, assignsControlIDs: assigningControlIDs).timeline() }
        }
        if let timeline = bytes.withContiguousStorageIfAvailable(read) { return timeline }
        return Array(bytes).withUnsafeBufferPointer(read)
    }

    /// The view node `bytes` hold, or `nil`.
    static func node(from bytes: some Collection<UInt8>) -> ViewNode? {
        Array(bytes).withUnsafeBufferPointer { buffer in
            JSONTape.read(buffer).flatMap { tape in
                var path: [ViewSlot] = []
                return ViewTreeReader(tape: tape, assignsControlIDs: false).node(0, &path)
            }
        }
    }

    private let tape: JSONTape
    private let assignsControlIDs: Bool
    /// The subtrees read so far, so that one the timeline repeats is read once.
    private let memo = ViewSubtreeMemo()

    private init(tape: JSONTape, assignsControlIDs: Bool) {
        self.tape = tape
        self.assignsControlIDs = assignsControlIDs
    }

    private func timeline() -> TimelinePayload? {
        guard let entriesIndex = tape.member("entries", of: 0), tape.kind(entriesIndex) == .array else { return nil }
        let items = tape.items(of: entriesIndex)
        var entries: [TimelineEntryPayload] = []
        entries.reserveCapacity(items.count)
        var path: [ViewSlot] = []
        for item in items {
            guard tape.kind(item) == .object, let date = number(tape.member("date", of: item)),
                let view = tape.member("view", of: item).flatMap({ node($0, &path) }),
                let relevance = optionalNumber(tape.member("relevance", of: item)),
                let margins = optionalBool(tape.member("contentMarginsDisabled", of: item))
            else { return nil }
            entries.append(TimelineEntryPayload(date: date, view: view, relevance: relevance.value, contentMarginsDisabled: margins.value))
        }
        guard let policy = policy(tape.member("policy", of: 0)) else { return nil }
        return TimelinePayload(entries: entries, policy: policy)
    }

    private func policy(_ index: Int?) -> ReloadPolicy? {
        guard let index, !tape.isNull(index) else { return .never }
        guard let kind = tape.member("kind", of: index).flatMap(tape.string) else { return nil }
        switch kind {
        case "atEnd": return .atEnd
        case "never": return .never
        case "after": return number(tape.member("date", of: index)).map(ReloadPolicy.after)
        default: return nil
        }
    }

    /// The view node at `index` (at `path` from its tree's root), or `nil`: read once for each JSON and
    /// path (``ViewSubtreeMemo``).
    private func node(_ index: Int, _ path: inout [ViewSlot]) -> ViewNode? {
        guard let bytes = tape.byteRange(of: index), bytes.count >= ViewSubtreeMemo.minimumLength else { return read(index, &path) }
        return memo.node(bytes, at: path, in: tape) { read(index, &path) }
    }

    /// The view node at `index`, read.
    private func read(_ index: Int, _ path: inout [ViewSlot]) -> ViewNode? {
        let members = NodeMembers(of: index, in: tape)
        guard let type = members[.type], tape.kind(type) == .string else { return nil }
        switch NodeKind(type: type, in: tape) {
        case .text: return text(members).map(ViewNode.text)
        case .button: return button(members, &path).map(ViewNode.button)
        case .stack(let axis): return stack(axis, members, &path).map(ViewNode.stack)
        case .modifier(let modifier): return modified(modifier, members, &path)
        case .color: return members[.color].flatMap(color).map(ViewNode.color)
        case .toggle: return toggle(members, &path).map(ViewNode.toggle)
        case .spacer: return optionalNumber(members[.minLength]).map { .spacer(minLength: $0.value) }
        case .empty: return .empty
        case .divider: return .divider
        case nil:
            guard let node = decoded(ViewNode.self, index) else { return nil }
            return assignsControlIDs ? ControlIdentifiers.assign(in: node, at: path) : node
        }
    }

    /// The view node at `index`, in `slot` of the node at `path`.
    private func child(_ index: Int, in slot: ViewSlot, _ path: inout [ViewSlot]) -> ViewNode? {
        path.append(slot)
        defer { path.removeLast() }
        return node(index, &path)
    }

    /// The id of the control of `kind` at `path` when the reader assigns ids, else the one at `index` (or none).
    private func controlID(_ kind: ControlReference.Kind, _ index: Int?, _ path: [ViewSlot]) -> Member<String>? {
        assignsControlIDs ? Member(value: ControlIdentifiers.identifier(kind, slots: path)) : optionalString(index)
    }

    /// A node of one of the modifiers the reader reads itself: the content, and `modifier`.
    private func modified(_ modifier: NodeKind.ReadModifier, _ members: NodeMembers, _ path: inout [ViewSlot]) -> ViewNode? {
        guard let content = members[.content].flatMap({ child($0, in: .content, &path) }) else { return nil }
        switch modifier {
        case .containerBackground:
            return members[.background].flatMap { child($0, in: .containerBackground, &path) }.map {
                content.modified(.containerBackground($0))
            }
        case .background, .overlay:
            let slot: ViewSlot =
                modifier == .overlay
                ? .overlay(layer: content.modifierCount(of: .overlay)) : .background(layer: content.modifierCount(of: .background))
            guard let background = members[.background].flatMap({ child($0, in: slot, &path) }),
                let alignment = alignment(members[.alignment])
            else {
                return nil
            }
            return content.modified(
                modifier == .overlay ? .overlay(background, alignment: alignment) : .background(background, alignment: alignment))
        case .padding:
            guard let length = optionalNumber(members[.length]) else { return nil }
            guard let edges = members[.edges], !tape.isNull(edges) else {
                return content.modified(.padding(edges: .all, length: length.value))
            }
            return decoded(NodeEdgeSet.self, edges).map { content.modified(.padding(edges: $0, length: length.value)) }
        case .opacity:
            return number(members[.value]).map { content.modified(.opacity($0)) }
        }
    }

    private func text(_ members: NodeMembers) -> TextNode? {
        if let text = members[.text], !tape.isNull(text) { return tape.string(text).map { TextNode($0) } }
        guard let runsIndex = members[.runs], tape.kind(runsIndex) == .array else { return nil }
        let items = tape.items(of: runsIndex)
        var runs: [TextRun] = []
        runs.reserveCapacity(items.count)
        for item in items {
            guard tape.kind(item) == .object, let content = runContent(item) else { return nil }
            guard member("font", item) == nil, member("textStyle", item) == nil, member("foreground", item) == nil else {
                guard let styled = decoded(TextRun.self, item) else { return nil }
                runs.append(styled)
                continue
            }
            runs.append(TextRun(content))
        }
        return TextNode(runs: runs)
    }

    /// A run's content as TextRun's decoding reads it: `text`, else `date` (with `style`), else `symbol`, else `timerStart`.
    private func runContent(_ run: Int) -> TextRunContent? {
        if let text = member("text", run), !tape.isNull(text) { return tape.string(text).map(TextRunContent.string) }
        if let date = member("date", run), !tape.isNull(date) {
            guard let seconds = tape.number(date) else { return nil }
            guard let style = member("style", run), !tape.isNull(style) else { return .date(seconds, style: .date) }
            guard let parsed = tape.string(style).flatMap(DateTextStyle.init(rawValue:)) else { return nil }
            return .date(seconds, style: parsed)
        }
        if let symbol = member("symbol", run), !tape.isNull(symbol) { return tape.string(symbol).map(TextRunContent.symbol) }
        guard let start = number(member("timerStart", run)), let end = number(member("timerEnd", run)),
            let countsDown = optionalBool(member("countsDown", run)), let showsHours = optionalBool(member("showsHours", run))
        else { return nil }
        return .timer(start: start, end: end, countsDown: countsDown.value ?? true, showsHours: showsHours.value ?? true)
    }

    private func stack(_ axis: StackAxis, _ members: NodeMembers, _ path: inout [ViewSlot]) -> StackNode? {
        guard let alignment = alignment(members[.alignment]), let spacing = optionalNumber(members[.spacing]) else { return nil }
        var children: [ViewNode] = []
        if let items = members[.children], !tape.isNull(items) {
            guard tape.kind(items) == .array else { return nil }
            let indices = tape.items(of: items)
            children.reserveCapacity(indices.count)
            for (position, item) in indices.enumerated() {
                guard let node = child(item, in: .item(position), &path) else { return nil }
                children.append(node)
            }
        }
        return StackNode(axis: axis, alignment: alignment, spacing: spacing.value, children: children)
    }

    private func button(_ members: NodeMembers, _ path: inout [ViewSlot]) -> ButtonNode? {
        guard let action = members[.action].flatMap(invocation), let style = members[.style].flatMap(tape.string),
            let role = optionalString(members[.role]), let label = members[.label].flatMap({ child($0, in: .label, &path) }),
            let pressedLabel = optionalNode(members[.pressedLabel], in: .pressedLabel, &path),
            let controlID = controlID(.button, members[.controlID], path), let borderShape = optionalString(members[.borderShape])
        else { return nil }
        return ButtonNode(
            action: action, style: style, role: role.value, label: label, pressedLabel: pressedLabel.value, controlID: controlID.value,
            borderShape: borderShape.value)
    }

    private func toggle(_ members: NodeMembers, _ path: inout [ViewSlot]) -> ToggleNode? {
        guard let isOn = members[.isOn].flatMap(tape.bool), let action = members[.action].flatMap(invocation),
            let style = members[.style].flatMap(tape.string), let label = members[.label].flatMap({ child($0, in: .label, &path) }),
            let onBody = optionalNode(members[.onBody], in: .onBody, &path),
            let offBody = optionalNode(members[.offBody], in: .offBody, &path),
            let controlID = controlID(.toggle, members[.controlID], path)
        else { return nil }
        return ToggleNode(
            isOn: isOn, action: action, style: style, label: label, onBody: onBody.value, offBody: offBody.value,
            controlID: controlID.value)
    }

    private func invocation(_ index: Int) -> IntentInvocation? {
        guard let intent = member("intent", index).flatMap(tape.string), let parameters = member("parameters", index),
            case .object(let values) = tape.value(parameters)
        else { return nil }
        return IntentInvocation(intent: intent, parameters: values)
    }

    /// A color as NodeColor's decoding reads it: a name, or an object with `name`, `light`/`dark` or `red`/`green`/`blue`.
    private func color(_ index: Int) -> NodeColor? {
        if let name = tape.string(index) { return .named(name, opacity: 1) }
        guard tape.kind(index) == .object, let opacity = optionalNumber(member("opacity", index)) else { return nil }
        if let name = member("name", index), !tape.isNull(name) { return tape.string(name).map { .named($0, opacity: opacity.value ?? 1) } }
        if let light = member("light", index), !tape.isNull(light) {
            guard let lightColor = color(light), let dark = member("dark", index).flatMap(color) else { return nil }
            return .adaptive(light: lightColor, dark: dark)
        }
        guard let red = number(member("red", index)), let green = number(member("green", index)), let blue = number(member("blue", index))
        else { return nil }
        return .rgba(red: red, green: green, blue: blue, opacity: opacity.value ?? 1)
    }

    // MARK: - Members

    /// An optional member read: `nil` when it does not fit, else the value, `nil` inside when it is absent or `null`.
    private struct Member<Value> {
        let value: Value?
    }

    private func member(_ name: StaticString, _ index: Int) -> Int? { tape.member(name, of: index) }

    /// The value at `index` as the Codable decoding reads it.
    private func decoded<Value: Decodable>(_ type: Value.Type, _ index: Int) -> Value? {
        try? JSONValueDecoder.decode(type, from: tape.value(index), codingPath: [])
    }

    private func alignment(_ index: Int?) -> NodeAlignment? {
        guard let index, !tape.isNull(index) else { return .center }
        return tape.string(index).flatMap(NodeAlignment.init(rawValue:))
    }

    private func number(_ index: Int?) -> Double? { index.flatMap(tape.number) }

    private func optionalNumber(_ index: Int?) -> Member<Double>? {
        guard let index, !tape.isNull(index) else { return Member(value: nil) }
        return tape.number(index).map { Member(value: $0) }
    }

    private func optionalBool(_ index: Int?) -> Member<Bool>? {
        guard let index, !tape.isNull(index) else { return Member(value: nil) }
        return tape.bool(index).map { Member(value: $0) }
    }

    private func optionalString(_ index: Int?) -> Member<String>? {
        guard let index, !tape.isNull(index) else { return Member(value: nil) }
        return tape.string(index).map { Member(value: $0) }
    }

    private func optionalNode(_ index: Int?, in slot: ViewSlot, _ path: inout [ViewSlot]) -> Member<ViewNode>? {
        guard let index, !tape.isNull(index) else { return Member(value: nil) }
        return child(index, in: slot, &path).map { Member(value: $0) }
    }
}
