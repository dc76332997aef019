/// Renders a view tree as indented text: one line per view with its modifiers in compact
/// form (`.padding(8) .font(headline)`), controls with their ids and intents, and views
/// attached by modifiers (backgrounds, overlays) nested under a label: what `widgethost timeline`
/// prints, and WidgetSDKTesting's text snapshots.
public struct ViewTreeFormatter {
    /// How date and timer runs are written.
    public let dates: DateText

    /// A formatter writing date runs with `dates`.
    public init(dates: DateText) {
        self.dates = dates
    }

    /// The tree's lines, each indented by two spaces per level, the root at `indent`, control characters escaped.
    public func lines(for node: ViewNode, indent: Int) -> [String] {
        let (base, outermostFirst) = node.unwrapped
        let modifiers = Array(outermostFirst.reversed())
        var line = pad(indent) + describe(base)
        let compact = modifiers.map(describe).joined(separator: " ")
        if !compact.isEmpty { line += "  " + compact }
        // A plugin's strings (texts, names, URLs) may hold control characters: escaped, the line stays one line and
        // cannot drive the terminal.
        var lines = [ControlCharacters.escaped(line)]
        for child in base.children where !shownInLine(child, of: base) { lines += self.lines(for: child, indent: indent + 1) }
        for attached in modifiers.compactMap(\.attachedView) { lines += self.lines(for: attached, indent: indent + 1) }
        return lines
    }

    /// A child's lines: under a heading for the views a node holds besides its content
    /// (`pressed:`, `on:`, `background:`), else as the node's own children.
    private func lines(for child: ViewChild, indent: Int) -> [String] {
        let heading: String
        switch child.slot {
        case .item, .content, .label, .currentValueLabel, .minimumValueLabel, .maximumValueLabel:
            return lines(for: child.node, indent: indent)
        case .pressedLabel: heading = "pressed"
        case .onBody: heading = "on"
        case .offBody: heading = "off"
        case .background, .stackedBackground: heading = "background"
        case .overlay, .stackedOverlay: heading = "overlay"
        case .containerBackground: heading = "container background"
        case .mask: heading = "mask"
        case .widgetLabel: heading = "widget label"
        }
        return [pad(indent) + heading + ":"] + lines(for: child.node, indent: indent + 1)
    }

    /// Whether `child` is a control's plain-text label, which the control's own line shows.
    private func shownInLine(_ child: ViewChild, of node: ViewNode) -> Bool {
        switch node {
        case .button, .toggle, .link: child.slot == .label && isPlainText(child.node)
        default: false
        }
    }

    private func pad(_ indent: Int) -> String { String(repeating: "  ", count: indent) }

    private func isPlainText(_ node: ViewNode) -> Bool {
        if case .text = node { return true }
        return false
    }

    private func label(_ node: ViewNode) -> String {
        if case .text(let text) = node { return " " + describe(text) }
        return ""
    }

    // MARK: - Views

    private func describe(_ node: ViewNode) -> String {
        switch node {
        case .empty: return "empty"
        case .text(let text): return "text " + describe(text)
        case .image(let image):
            var text = "image"
            if let name = image.systemName { text += " systemName \"\(name)\"" }
            if let name = image.name { text += " \"\(name)\"" }
            if image.resizable == true { text += " resizable" }
            return text
        case .color(let color): return "color \(describe(color))"
        case .shape(let shape):
            var text = "shape \(shape.shape.rawValue)"
            if let radius = shape.cornerRadius { text += "(cornerRadius: \(number(radius)))" }
            if let fill = shape.fill { text += " fill \(describe(fill))" }
            if let stroke = shape.stroke { text += " stroke \(describe(stroke))" + (shape.lineWidth.map { " \(number($0))" } ?? "") }
            if let trim = shape.trim { text += " trim \(number(trim.from))…\(number(trim.to))" }
            if let path = shape.path { text += " \"\(path.d.prefix(40))\(path.d.count > 40 ? "…" : "")\"" }
            return text
        case .spacer(let minLength): return minLength.map { "spacer(minLength: \(number($0)))" } ?? "spacer"
        case .divider: return "divider"
        case .stack(let stack):
            var arguments: [String] = []
            if stack.alignment != .center { arguments.append("alignment: \(stack.alignment.rawValue)") }
            if let spacing = stack.spacing { arguments.append("spacing: \(number(spacing))") }
            return stack.axis.rawValue + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        case .button(let button):
            var text = "button \(button.controlID ?? "?")\(label(button.label)) → \(button.action.description)"
            if button.style != "automatic" { text += " style \(button.style)" }
            if let role = button.role { text += " role \(role)" }
            if let shape = button.borderShape { text += " shape \(shape)" }
            return text
        case .toggle(let toggle):
            var text =
                "toggle \(toggle.controlID ?? "?") \(toggle.isOn ? "on" : "off")\(label(toggle.label)) → \(toggle.action.description)"
            if toggle.style != "automatic" { text += " style \(toggle.style)" }
            return text
        case .link(let link): return "link \(link.url)\(label(link.label))"
        case .progress(let progress):
            let amount = progress.fraction.map { "\(number(($0 * 100).rounded()))%" } ?? "indeterminate"
            return "progress \(amount) \(progress.style)"
        case .modified(let content, _): return describe(content)
        }
    }

    private func describe(_ text: TextNode) -> String {
        text.runs.map { run -> String in
            var part: String
            switch run.content {
            case .string(let string): part = "\"\(string)\""
            case .date(let date, let style): part = dates.run(date, style: style)
            case .timer(let start, let end, let countsDown, let showsHours):
                part = dates.timer(start: start, end: end, countsDown: countsDown, showsHours: showsHours)
            case .symbol(let name): part = "<symbol \(name)>"
            }
            var styles: [String] = []
            if let font = run.font { styles.append(describe(.font(font))) }
            if let style = run.textStyle { styles.append(describe(.textStyle(style))) }
            if let paint = run.foreground { styles.append(describe(.foreground(paint))) }
            if !styles.isEmpty { part += " " + styles.joined(separator: " ") }
            return part
        }.joined(separator: " + ")
    }

    // MARK: - Modifiers

    /// A modifier in compact form: `.padding(8)`, `.font(headline)`, `.containerBackground`.
    public func describe(_ modifier: NodeModifier) -> String {
        switch modifier {
        case .padding(let edges, let length):
            var arguments: [String] = []
            if edges != .all { arguments.append(describe(edges)) }
            if let length { arguments.append(number(length)) }
            return ".padding" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        case .frame(let frame): return ".frame(\(describe(frame)))"
        case .background: return ".background"
        case .overlay: return ".overlay"
        case .containerBackground: return ".containerBackground"
        case .font(let font): return ".font(\(describe(font)))"
        case .textStyle(let style): return ".textStyle(\(describe(style)))"
        case .foreground(let paint): return ".foreground(\(describe(paint)))"
        case .textLayout(let layout):
            var parts: [String] = []
            if let alignment = layout.multilineTextAlignment { parts.append("alignment \(alignment)") }
            if let limit = layout.lineLimit { parts.append("lineLimit \(limit)") }
            if let factor = layout.minimumScaleFactor { parts.append("minimumScaleFactor \(number(factor))") }
            if let lines = layout.reservedLines { parts.append("reservedLines \(lines)") }
            return ".textLayout(\(parts.joined(separator: ", ")))"
        case .opacity(let value): return ".opacity(\(number(value)))"
        case .clip(let shape, let radius): return ".clip(\(shape.rawValue)\(radius.map { " \(number($0))" } ?? ""))"
        case .border(let paint, let width): return ".border(\(describe(paint)), \(number(width)))"
        case .shadow(let color, let radius, let x, let y):
            return ".shadow(\(describe(color)), radius \(number(radius)), x \(number(x)), y \(number(y)))"
        case .offset(let x, let y): return ".offset(x \(number(x)), y \(number(y)))"
        case .layoutPriority(let priority): return ".layoutPriority(\(number(priority)))"
        case .fixedSize(let horizontal, let vertical): return ".fixedSize(horizontal \(horizontal), vertical \(vertical))"
        case .aspectRatio(let ratio, let fill): return ".aspectRatio(\(ratio.map(number) ?? "intrinsic"), \(fill ? "fill" : "fit"))"
        case .tint(let color): return ".tint(\(describe(color)))"
        case .invalidatable: return ".invalidatableContent"
        case .gridCell(let columns, let horizontally, let vertically):
            return ".gridCell(columns \(columns)\(horizontally ? ", unsized horizontally" : "")\(vertically ? ", unsized vertically" : ""))"
        case .widgetURL(let url): return ".widgetURL(\(url))"
        case .redacted: return ".redacted"
        case .unredacted: return ".unredacted"
        case .accessibilityLabel(let label): return ".accessibilityLabel(\"\(label)\")"
        case .mask: return ".mask"
        case .blendMode(let mode): return ".blendMode(\(mode.rawValue))"
        case .compositingGroup: return ".compositingGroup"
        case .allowsHitTesting(let enabled): return ".allowsHitTesting(\(enabled))"
        case .geometryReader(let width, let height): return ".geometryReader(\(number(width))×\(number(height)))"
        case .rotationEffect(let degrees, _): return ".rotationEffect(\(number(degrees))°)"
        case .scaleEffect(let x, let y, _): return ".scaleEffect(x \(number(x)), y \(number(y)))"
        case .position(let x, let y): return ".position(x \(number(x)), y \(number(y)))"
        case .zIndex(let value): return ".zIndex(\(number(value)))"
        case .colorScheme(let scheme): return ".colorScheme(\(scheme))"
        case .widgetLabel: return ".widgetLabel"
        }
    }

    private func describe(_ edges: NodeEdgeSet) -> String {
        if edges == .horizontal { return "horizontal" }
        if edges == .vertical { return "vertical" }
        let names: [(String, NodeEdgeSet)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]
        return names.filter { edges.contains($0.1) }.map(\.0).joined(separator: "+")
    }

    private func describe(_ frame: FrameSpec) -> String {
        var parts: [String] = []
        func add(_ name: String, _ value: Double?) { if let value { parts.append("\(name) \(number(value))") } }
        func add(_ name: String, _ value: FrameLength?) {
            if let value { parts.append("\(name) \(value.value.isInfinite ? "∞" : number(value.value))") }
        }
        add("width", frame.width)
        add("height", frame.height)
        add("minWidth", frame.minWidth)
        add("idealWidth", frame.idealWidth)
        add("maxWidth", frame.maxWidth)
        add("minHeight", frame.minHeight)
        add("idealHeight", frame.idealHeight)
        add("maxHeight", frame.maxHeight)
        if frame.alignment != .center { parts.append("alignment \(frame.alignment.rawValue)") }
        return parts.joined(separator: ", ")
    }

    private func describe(_ font: NodeFont) -> String {
        var parts: [String] = []
        if let style = font.style { parts.append(style) }
        if let size = font.size { parts.append("size \(number(size))") }
        if let weight = font.weight { parts.append(weight) }
        if let design = font.design { parts.append(design) }
        return parts.joined(separator: " ")
    }

    private func describe(_ style: TextStyleSpec) -> String {
        var parts: [String] = []
        if let weight = style.weight { parts.append(weight) }
        if style.italic == true { parts.append("italic") }
        if style.strikethrough == true { parts.append("strikethrough") }
        if style.underline == true { parts.append("underline") }
        if style.monospacedDigit == true { parts.append("monospacedDigit") }
        if let textCase = style.textCase { parts.append(textCase) }
        if let design = style.design { parts.append("design \(design)") }
        if let scale = style.textScale { parts.append("textScale \(scale)") }
        if let tracking = style.tracking { parts.append("tracking \(number(tracking))") }
        return parts.joined(separator: ", ")
    }

    private func describe(_ paint: NodePaint) -> String {
        switch paint {
        case .color(let color): describe(color)
        case .linearGradient(let colors, _, _): "linear gradient(\(colors.map(describe).joined(separator: ", ")))"
        case .radialGradient(let colors, _): "radial gradient(\(colors.map(describe).joined(separator: ", ")))"
        }
    }

    private func describe(_ color: NodeColor) -> String {
        switch color {
        case .named(let name, let opacity): return opacity == 1 ? name : "\(name) \(number((opacity * 100).rounded()))%"
        case .rgba(let red, let green, let blue, let opacity):
            let hex = [red, green, blue].map { component in
                let value = Int((min(max(component, 0), 1) * 255).rounded())
                return String(value, radix: 16).count == 1 ? "0" + String(value, radix: 16) : String(value, radix: 16)
            }.joined()
            return "#\(hex)" + (opacity == 1 ? "" : " \(number((opacity * 100).rounded()))%")
        case .adaptive(let light, let dark): return "\(describe(light))/\(describe(dark))"
        }
    }

    private func number(_ value: Double) -> String { JSONValue.numberText(value) }
}
