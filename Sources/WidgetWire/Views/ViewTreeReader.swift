/// Reads a timeline and its view trees from parsed JSON by hand: what the Codable decoding
/// (JSONValueDecoder) makes of the same JSON, without its containers and boxes, on a timeline's hot
/// path (the host reading a plugin's answer or a stored timeline).
///
/// It reads the nodes ``ViewTreeWriter`` writes by hand; every other node, and every other value
/// (fonts, text styles, gradients, edges), is decoded by the Codable decoding where it stands. It
/// answers `nil` for anything that does not fit, and the caller then decodes the whole JSON again
/// the Codable way, which says what is wrong.
enum ViewTreeReader {
    /// The timeline `json` holds, or `nil`.
    static func timeline(_ json: JSONValue) -> TimelinePayload? {
        guard case .object(let members) = json, case .array(let items) = members["entries"] else { return nil }
        var entries: [TimelineEntryPayload] = []
        entries.reserveCapacity(items.count)
        for item in items {
            guard case .object(let entry) = item, let date = number(entry["date"]), let view = entry["view"].flatMap(node),
                let relevance = optionalNumber(entry["relevance"])
            else { return nil }
            entries.append(TimelineEntryPayload(date: date, view: view, relevance: relevance.value))
        }
        guard let policy = policy(members["policy"]) else { return nil }
        return TimelinePayload(entries: entries, policy: policy)
    }

    private static func policy(_ json: JSONValue?) -> ReloadPolicy? {
        guard let json, !json.isNull else { return .never }
        guard case .object(let members) = json, case .string(let kind) = members["kind"] else { return nil }
        switch kind {
        case "atEnd": return .atEnd
        case "never": return .never
        case "after": return number(members["date"]).map(ReloadPolicy.after)
        default: return nil
        }
    }

    /// The view node `json` holds, or `nil`.
    static func node(_ json: JSONValue) -> ViewNode? {
        guard case .object(let members) = json, case .string(let type) = members["type"] else { return nil }
        switch type {
        case "empty": return .empty
        case "divider": return .divider
        case "spacer": return optionalNumber(members["minLength"]).map { .spacer(minLength: $0.value) }
        case "color": return members["color"].flatMap(color).map(ViewNode.color)
        case "text": return text(members).map(ViewNode.text)
        case "vstack", "hstack", "zstack": return stack(type, members).map(ViewNode.stack)
        case "button": return button(members).map(ViewNode.button)
        case "toggle": return toggle(members).map(ViewNode.toggle)
        case "containerBackground":
            guard let content = members["content"].flatMap(node), let background = members["background"].flatMap(node) else { return nil }
            return .modified(content, .containerBackground(background))
        case "background", "overlay":
            guard let content = members["content"].flatMap(node), let background = members["background"].flatMap(node),
                let alignment = alignment(members["alignment"])
            else { return nil }
            return .modified(
                content, type == "overlay" ? .overlay(background, alignment: alignment) : .background(background, alignment: alignment))
        case "padding":
            guard let content = members["content"].flatMap(node), let length = optionalNumber(members["length"]) else { return nil }
            guard let edges = members["edges"], !edges.isNull else {
                return .modified(content, .padding(edges: .all, length: length.value))
            }
            guard let set = try? JSONValueDecoder.decode(NodeEdgeSet.self, from: edges, codingPath: []) else { return nil }
            return .modified(content, .padding(edges: set, length: length.value))
        case "opacity":
            guard let content = members["content"].flatMap(node), let value = number(members["value"]) else { return nil }
            return .modified(content, .opacity(value))
        default:
            return try? JSONValueDecoder.decode(ViewNode.self, from: json, codingPath: [])
        }
    }

    private static func text(_ members: [String: JSONValue]) -> TextNode? {
        if let text = members["text"], !text.isNull {
            guard case .string(let string) = text else { return nil }
            return TextNode(string)
        }
        guard case .array(let items) = members["runs"] else { return nil }
        var runs: [TextRun] = []
        runs.reserveCapacity(items.count)
        for item in items {
            guard case .object(let run) = item, let content = runContent(run) else { return nil }
            guard run["font"] == nil, run["textStyle"] == nil, run["foreground"] == nil else {
                guard let styled = try? JSONValueDecoder.decode(TextRun.self, from: item, codingPath: []) else { return nil }
                runs.append(styled)
                continue
            }
            runs.append(TextRun(content))
        }
        return TextNode(runs: runs)
    }

    /// A run's content as TextRun's decoding reads it: `text`, else `date` (with `style`), else `timerStart`.
    private static func runContent(_ run: [String: JSONValue]) -> TextRunContent? {
        if let text = run["text"], !text.isNull {
            guard case .string(let string) = text else { return nil }
            return .string(string)
        }
        if let date = run["date"], !date.isNull {
            guard let seconds = number(date) else { return nil }
            guard let style = run["style"], !style.isNull else { return .date(seconds, style: .date) }
            guard case .string(let name) = style, let parsed = DateTextStyle(rawValue: name) else { return nil }
            return .date(seconds, style: parsed)
        }
        guard let start = number(run["timerStart"]), let end = number(run["timerEnd"]) else { return nil }
        guard let countsDown = run["countsDown"], !countsDown.isNull else { return .timer(start: start, end: end, countsDown: true) }
        guard case .bool(let flag) = countsDown else { return nil }
        return .timer(start: start, end: end, countsDown: flag)
    }

    private static func stack(_ type: String, _ members: [String: JSONValue]) -> StackNode? {
        guard let axis = StackAxis(rawValue: type), let alignment = alignment(members["alignment"]),
            let spacing = optionalNumber(members["spacing"])
        else { return nil }
        var children: [ViewNode] = []
        if let items = members["children"], !items.isNull {
            guard case .array(let items) = items else { return nil }
            children.reserveCapacity(items.count)
            for item in items {
                guard let child = node(item) else { return nil }
                children.append(child)
            }
        }
        return StackNode(axis: axis, alignment: alignment, spacing: spacing.value, children: children)
    }

    private static func button(_ members: [String: JSONValue]) -> ButtonNode? {
        guard let action = members["action"].flatMap(invocation), case .string(let style) = members["style"],
            let role = optionalString(members["role"]), let label = members["label"].flatMap(node),
            let pressedLabel = optionalNode(members["pressedLabel"]), let controlID = optionalString(members["controlID"])
        else { return nil }
        return ButtonNode(
            action: action, style: style, role: role.value, label: label, pressedLabel: pressedLabel.value, controlID: controlID.value)
    }

    private static func toggle(_ members: [String: JSONValue]) -> ToggleNode? {
        guard case .bool(let isOn) = members["isOn"], let action = members["action"].flatMap(invocation),
            case .string(let style) = members["style"], let label = members["label"].flatMap(node),
            let onBody = optionalNode(members["onBody"]), let offBody = optionalNode(members["offBody"]),
            let controlID = optionalString(members["controlID"])
        else { return nil }
        return ToggleNode(
            isOn: isOn, action: action, style: style, label: label, onBody: onBody.value, offBody: offBody.value,
            controlID: controlID.value)
    }

    private static func invocation(_ json: JSONValue) -> IntentInvocation? {
        guard case .object(let members) = json, case .string(let intent) = members["intent"],
            case .object(let parameters) = members["parameters"]
        else { return nil }
        return IntentInvocation(intent: intent, parameters: parameters)
    }

    /// A color as NodeColor's decoding reads it: a name, or an object with `name`, `light`/`dark` or `red`/`green`/`blue`.
    private static func color(_ json: JSONValue) -> NodeColor? {
        switch json {
        case .string(let name): return .named(name, opacity: 1)
        case .object(let members):
            guard let opacity = optionalNumber(members["opacity"]) else { return nil }
            if let name = members["name"], !name.isNull {
                guard case .string(let text) = name else { return nil }
                return .named(text, opacity: opacity.value ?? 1)
            }
            if let lightJSON = members["light"], !lightJSON.isNull {
                guard let light = color(lightJSON), let dark = members["dark"].flatMap(color) else { return nil }
                return .adaptive(light: light, dark: dark)
            }
            guard let red = number(members["red"]), let green = number(members["green"]), let blue = number(members["blue"]) else {
                return nil
            }
            return .rgba(red: red, green: green, blue: blue, opacity: opacity.value ?? 1)
        default: return nil
        }
    }

    // MARK: - Members

    /// An optional member read: `nil` when it does not fit, else the value, `nil` inside when it is absent or `null`.
    private struct Member<Value> {
        let value: Value?
    }

    private static func alignment(_ json: JSONValue?) -> NodeAlignment? {
        guard let json, !json.isNull else { return .center }
        guard case .string(let name) = json else { return nil }
        return NodeAlignment(rawValue: name)
    }

    private static func number(_ json: JSONValue?) -> Double? {
        switch json {
        case .integer(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }

    private static func optionalNumber(_ json: JSONValue?) -> Member<Double>? {
        guard let json, !json.isNull else { return Member(value: nil) }
        return number(json).map { Member(value: $0) }
    }

    private static func optionalString(_ json: JSONValue?) -> Member<String>? {
        guard let json, !json.isNull else { return Member(value: nil) }
        guard case .string(let text) = json else { return nil }
        return Member(value: text)
    }

    private static func optionalNode(_ json: JSONValue?) -> Member<ViewNode>? {
        guard let json, !json.isNull else { return Member(value: nil) }
        return node(json).map { Member(value: $0) }
    }
}
