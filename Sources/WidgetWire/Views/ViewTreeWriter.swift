/// Writes a timeline and its view trees as compact JSON with sorted keys, by hand: the bytes the
/// Codable encoding writes (JSONValueEncoder), without its containers, boxes and key sorting on a
/// timeline's hot path (a plugin's answer, the host storing it).
///
/// The common nodes (text, stacks, buttons, toggles, colors, spacers, dividers, and the padding,
/// background, overlay, container background and opacity modifiers) are written here, members in
/// key order; every other value is written by the Codable encoding where it stands, which gives
/// the same bytes, since an object's members are sorted within it alone. Any refusal throws, and
/// the caller encodes the whole value again by Codable.
struct ViewTreeWriter {
    /// What the Codable encoding refuses to write (an infinite or NaN number): the caller falls back.
    struct Refusal: Error {}

    /// Where the bytes go: a buffer of the writer's own, where a write of a few bytes is a copy
    /// (``JSONByteBuffer``).
    private var output: JSONByteBuffer

    init(capacity: Int = 1024) { output = JSONByteBuffer(capacity: capacity) }

    /// The bytes written.
    var bytes: [UInt8] { output.array }

    /// Writes `payload`: `{"entries":[{"contentMarginsDisabled":…,"date":…,"relevance":…,"view":…}],"policy":…}`.
    mutating func write(_ payload: TimelinePayload) throws {
        raw("{\"entries\":[")
        for (index, entry) in payload.entries.enumerated() {
            if index > 0 { raw(",") }
            raw("{")
            if let disabled = entry.contentMarginsDisabled {
                raw(disabled ? "\"contentMarginsDisabled\":true," : "\"contentMarginsDisabled\":false,")
            }
            raw("\"date\":")
            try number(entry.date)
            if let relevance = entry.relevance {
                raw(",\"relevance\":")
                try number(relevance)
            }
            raw(",\"view\":")
            try write(entry.view)
            raw("}")
        }
        raw("],\"policy\":")
        switch payload.policy {
        case .atEnd: raw("{\"kind\":\"atEnd\"}")
        case .after(let date):
            raw("{\"date\":")
            try number(date)
            raw(",\"kind\":\"after\"}")
        case .never: raw("{\"kind\":\"never\"}")
        }
        raw("}")
    }

    /// Writes one view node (and its subtree).
    mutating func write(_ node: ViewNode) throws {
        switch node {
        case .empty: raw("{\"type\":\"empty\"}")
        case .divider: raw("{\"type\":\"divider\"}")
        case .spacer(let minLength):
            raw("{")
            if let minLength {
                raw("\"minLength\":")
                try number(minLength)
                raw(",")
            }
            raw("\"type\":\"spacer\"}")
        case .color(let color):
            raw("{\"color\":")
            try write(color)
            raw(",\"type\":\"color\"}")
        case .text(let text): try write(text)
        case .stack(let stack): try write(stack)
        case .button(let button): try write(button)
        case .toggle(let toggle): try write(toggle)
        case .modified(let content, let modifier): try write(content, modifier, whole: node)
        default: try codable(node)
        }
    }

    private mutating func write(_ text: TextNode) throws {
        if text.runs.count == 1, case .string(let string) = text.runs[0].content, text.runs[0].isPlain {
            raw("{\"text\":")
            quoted(string)
            raw(",\"type\":\"text\"}")
            return
        }
        raw("{\"runs\":[")
        for (index, run) in text.runs.enumerated() {
            if index > 0 { raw(",") }
            try write(run)
        }
        raw("],\"type\":\"text\"}")
    }

    /// A run's members in key order: countsDown, date, font, foreground, showsHours, style, symbol, text, textStyle,
    /// timerEnd, timerStart.
    private mutating func write(_ run: TextRun) throws {
        var members = MemberList()
        raw("{")
        if case .timer(_, _, let countsDown, _) = run.content {
            members.next(&self, "countsDown")
            raw(countsDown ? "true" : "false")
        }
        if case .date(let date, _) = run.content {
            members.next(&self, "date")
            try number(date)
        }
        if let font = run.font {
            members.next(&self, "font")
            try codable(font)
        }
        if let foreground = run.foreground {
            members.next(&self, "foreground")
            try write(foreground)
        }
        if case .timer(_, _, _, false) = run.content {
            members.next(&self, "showsHours")
            raw("false")
        }
        if case .date(_, let style) = run.content {
            members.next(&self, "style")
            quoted(style.rawValue)
        }
        if case .symbol(let name) = run.content {
            members.next(&self, "symbol")
            quoted(name)
        }
        if case .string(let string) = run.content {
            members.next(&self, "text")
            quoted(string)
        }
        if let textStyle = run.textStyle {
            members.next(&self, "textStyle")
            try codable(textStyle)
        }
        if case .timer(let start, let end, _, _) = run.content {
            members.next(&self, "timerEnd")
            try number(end)
            members.next(&self, "timerStart")
            try number(start)
        }
        raw("}")
    }

    private mutating func write(_ stack: StackNode) throws {
        raw("{")
        if stack.alignment != .center {
            raw("\"alignment\":")
            quoted(stack.alignment.rawValue)
            raw(",")
        }
        raw("\"children\":[")
        for (index, child) in stack.children.enumerated() {
            if index > 0 { raw(",") }
            try write(child)
        }
        raw("]")
        if let spacing = stack.spacing {
            raw(",\"spacing\":")
            try number(spacing)
        }
        raw(",\"type\":")
        quoted(stack.axis.rawValue)
        raw("}")
    }

    /// Members in key order: action, borderShape, controlID, label, pressedLabel, role, style, type.
    private mutating func write(_ button: ButtonNode) throws {
        raw("{\"action\":")
        try write(button.action)
        if let borderShape = button.borderShape {
            raw(",\"borderShape\":")
            quoted(borderShape)
        }
        if let controlID = button.controlID {
            raw(",\"controlID\":")
            quoted(controlID)
        }
        raw(",\"label\":")
        try write(button.label)
        if let pressedLabel = button.pressedLabel {
            raw(",\"pressedLabel\":")
            try write(pressedLabel)
        }
        if let role = button.role {
            raw(",\"role\":")
            quoted(role)
        }
        raw(",\"style\":")
        quoted(button.style)
        raw(",\"type\":\"button\"}")
    }

    /// Members in key order: action, controlID, isOn, label, offBody, onBody, style, type.
    private mutating func write(_ toggle: ToggleNode) throws {
        raw("{\"action\":")
        try write(toggle.action)
        if let controlID = toggle.controlID {
            raw(",\"controlID\":")
            quoted(controlID)
        }
        raw(toggle.isOn ? ",\"isOn\":true,\"label\":" : ",\"isOn\":false,\"label\":")
        try write(toggle.label)
        if let offBody = toggle.offBody {
            raw(",\"offBody\":")
            try write(offBody)
        }
        if let onBody = toggle.onBody {
            raw(",\"onBody\":")
            try write(onBody)
        }
        raw(",\"style\":")
        quoted(toggle.style)
        raw(",\"type\":\"toggle\"}")
    }

    private mutating func write(_ action: IntentInvocation) throws {
        raw("{\"intent\":")
        quoted(action.intent)
        raw(",\"parameters\":")
        do {
            try JSONValueWriter.write(.object(action.parameters), into: &output)
        } catch {
            throw Refusal()
        }
        raw("}")
    }

    /// A modified node; the modifiers not written here go to the Codable encoding with their node.
    private mutating func write(_ content: ViewNode, _ modifier: NodeModifier, whole: ViewNode) throws {
        switch modifier {
        case .background(let view, let alignment), .overlay(let view, let alignment):
            raw("{")
            if alignment != .center {
                raw("\"alignment\":")
                quoted(alignment.rawValue)
                raw(",")
            }
            raw("\"background\":")
            try write(view)
            try contentAndType(content, modifier)
        case .containerBackground(let view):
            raw("{\"background\":")
            try write(view)
            try contentAndType(content, modifier)
        case .padding(let edges, let length):
            raw("{\"content\":")
            try write(content)
            raw(",\"edges\":")
            try codable(edges)
            if let length {
                raw(",\"length\":")
                try number(length)
            }
            raw(",\"type\":\"padding\"}")
        case .opacity(let value):
            raw("{\"content\":")
            try write(content)
            raw(",\"type\":\"opacity\",\"value\":")
            try number(value)
            raw("}")
        default:
            try codable(whole)
        }
    }

    /// `,"content":…,"type":…}`: the end of a modifier whose other members sort before `content`.
    private mutating func contentAndType(_ content: ViewNode, _ modifier: NodeModifier) throws {
        raw(",\"content\":")
        try write(content)
        raw(",\"type\":")
        quoted(modifier.typeName)
        raw("}")
    }

    private mutating func write(_ color: NodeColor) throws {
        switch color {
        case .named(let name, let opacity) where opacity == 1: quoted(name)
        case .named(let name, let opacity):
            raw("{\"name\":")
            quoted(name)
            raw(",\"opacity\":")
            try number(opacity)
            raw("}")
        case .rgba(let red, let green, let blue, let opacity):
            raw("{\"blue\":")
            try number(blue)
            raw(",\"green\":")
            try number(green)
            raw(",\"opacity\":")
            try number(opacity)
            raw(",\"red\":")
            try number(red)
            raw("}")
        case .adaptive(let light, let dark):
            raw("{\"dark\":")
            try write(dark)
            raw(",\"light\":")
            try write(light)
            raw("}")
        }
    }

    private mutating func write(_ paint: NodePaint) throws {
        if case .color(let color) = paint { try write(color) } else { try codable(paint) }
    }

    // MARK: - Bytes

    private mutating func raw(_ text: StaticString) { output.appendText(text) }

    private mutating func quoted(_ text: String) { JSONValueWriter.writeQuoted(text, into: &output) }

    /// A real as the Codable encoding writes it (integral values without `.0`).
    private mutating func number(_ value: Double) throws {
        guard value.isFinite else { throw Refusal() }
        try? JSONValueWriter.write(.double(value), into: &output)
    }

    /// `value` as the Codable encoding writes it.
    private mutating func codable(_ value: some Encodable) throws {
        output.appendArray(try JSONValueEncoder.encodedBytes(value))
    }

    /// Writes the commas between an object's members.
    private struct MemberList {
        var count = 0

        mutating func next(_ writer: inout ViewTreeWriter, _ key: StaticString) {
            if count > 0 { writer.raw(",") }
            count += 1
            writer.raw("\"")
            writer.raw(key)
            writer.raw("\":")
        }
    }
}
