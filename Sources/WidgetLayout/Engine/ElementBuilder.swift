import WidgetWire

/// Turns a wire view tree into layout elements, resolving inherited style on the way down.
struct ElementBuilder {
    let context: LayoutContext

    func element(_ kind: Element.Kind, _ source: String, _ environment: LayoutEnvironment) -> Element {
        let element = Element(kind, source: source, style: context.style(environment), context: context)
        element.reader = environment.reader
        return element
    }

    /// The element for `node` drawn in `environment`.
    func build(_ node: ViewNode, _ environment: LayoutEnvironment) -> Element {
        // A subtree under `.colorScheme` resolves its colors for that appearance (and the builds inside it see it set).
        if let appearance = environment.appearance, appearance != context.colors.appearance {
            let outer = context.colors
            context.colors = ColorResolver(appearance: appearance)
            defer { context.colors = outer }
            return build(node, environment)
        }
        if environment.spokenLabel != nil, !Self.carriesSpokenLabel(node) {
            var inner = environment
            inner.spokenLabel = nil
            return build(node, inner)
        }
        switch node {
        case .empty:
            return element(.empty, "empty", environment)
        case .text(let text):
            return buildText(text, environment)
        case .image(let image):
            return buildImage(image, environment)
        case .color(let color):
            let shape = LayoutShape(kind: .rectangle, fill: .color(context.colors.resolve(color)))
            return element(.leaf(.shape(shape), ideal: LayoutSize(width: 10, height: 10), flexible: true), "color", environment)
        case .shape(let shape):
            return buildShape(shape, environment)
        case .spacer(let minLength):
            return element(.spacer(minLength: minLength ?? StackLayout.defaultSpacing, axis: environment.stackAxis), "spacer", environment)
        case .divider:
            return element(
                .divider(horizontalLine: environment.stackAxis != .horizontal, color: context.colors.separator), "divider", environment)
        case .stack(let stack):
            var inner = environment
            // The alternatives of a ViewThatFits stand where it stands: their spacers follow the stack around it.
            // A grid's rows stand in a column, a row's cells in a row.
            switch stack.axis {
            case .firstFitting, .firstFittingWidth, .firstFittingHeight: break
            case .grid: inner.stackAxis = .vertical
            case .gridRow: inner.stackAxis = .horizontal
            default: inner.stackAxis = stack.axis
            }
            let children = stack.children.map { build($0, inner) }.filter { !$0.isEmpty }
            return element(
                .stack(stack.axis, alignment: stack.alignment, spacing: stack.spacing, children: children), stack.axis.rawValue, environment
            )
        case .button(let button):
            return ControlBuilder(builder: self).button(button, environment)
        case .toggle(let toggle):
            return ControlBuilder(builder: self).toggle(toggle, environment)
        case .link(let link):
            return ControlBuilder(builder: self).link(link, environment)
        case .progress(let progress):
            return ControlBuilder(builder: self).progress(progress, environment)
        case .modified(let content, let modifier):
            return buildModified(content, modifier, environment)
        }
    }

    /// Whether an accessibility label around `node` still names what it wraps: through modifiers, to a control.
    private static func carriesSpokenLabel(_ node: ViewNode) -> Bool {
        switch node {
        case .modified, .button, .toggle: true
        default: false
        }
    }

    /// `environment` for a node that is not a direct stack child (a label, a background).
    func detached(_ environment: LayoutEnvironment) -> LayoutEnvironment {
        var environment = environment
        environment.stackAxis = nil
        return environment
    }

    private func buildText(_ text: TextNode, _ environment: LayoutEnvironment) -> Element {
        let runs = text.runs.map { run -> StyledTextRun in
            let style = LayoutEnvironment.merge(environment.textStyle, run.textStyle ?? TextStyleSpec())
            var string = context.dates.string(for: run.content)
            switch style.textCase {
            case "uppercase": string = string.uppercased()
            case "lowercase": string = string.lowercased()
            default: break
            }
            let inherited = environment.foregroundIsControlDefault ? nil : environment.foreground
            let runPaint = run.foreground.map { HierarchicalForeground.resolve($0, over: inherited) }
            let paint = context.colors.resolve(runPaint ?? environment.foreground ?? .color(.named("primary", opacity: 1)))
            return StyledTextRun(
                text: string, font: ResolvedFont.resolve(run.font ?? environment.font, style: style), paint: paint,
                strikethrough: style.strikethrough == true
                    ? style.strikethroughColor.map(context.colors.resolve) ?? paint.dominantColor : nil,
                underline: style.underline == true ? style.underlineColor.map(context.colors.resolve) ?? paint.dominantColor : nil)
        }
        let layout = environment.textLayout
        let isTimer = text.runs.contains { run in
            switch run.content {
            case .timer, .date(_, style: .timer): true
            default: false
            }
        }
        let text = element(
            .text(
                runs: runs, alignment: layout.multilineTextAlignment.flatMap(TextLineAlignment.init(rawValue:)) ?? .leading,
                lineLimit: layout.lineLimit, minimumScaleFactor: layout.minimumScaleFactor ?? 1),
            "text", environment)
        text.reservedLines = layout.reservedLines.map { min($0, layout.lineLimit ?? $0) }
        text.fillsProposedWidth = isTimer
        return text
    }

    private func buildImage(_ image: ImageNode, _ environment: LayoutEnvironment) -> Element {
        let style = context.style(environment)
        let resizable = image.resizable ?? false
        if let name = image.systemName {
            let ideal = context.measurer.symbolSize(for: style.font.scaled(by: image.scale?.factor ?? 1))
            let painting = SymbolPainting(image: image, foreground: style.foreground, colors: context.colors)
            let symbol = SymbolCatalog.symbol(named: name, style: SymbolStyle(renderingMode: painting.mode, weight: style.font.weight))
            return element(
                .leaf(.symbol(painting.paint(symbol, colors: context.colors), paint: style.foreground), ideal: ideal, flexible: resizable),
                "image", environment)
        }
        let placeholder = LayoutShape(
            kind: .roundedRectangle, cornerRadius: 8, fill: .color(context.colors.resolve(.named("gray", opacity: 0.2))))
        let frame = element(.leaf(.shape(placeholder), ideal: LayoutSize(width: 48, height: 48), flexible: resizable), "image", environment)
        let icon = element(
            .leaf(
                .symbol(SymbolCatalog.symbol(named: "photo"), paint: .color(context.colors.resolve(.named("gray", opacity: 1)))),
                ideal: LayoutSize(width: 24, height: 24), flexible: false), "image", environment)
        return element(.layered(frame, secondary: icon, alignment: .center, behind: false), "image", environment)
    }

    private func buildShape(_ shape: ShapeNode, _ environment: LayoutEnvironment) -> Element {
        let style = context.style(environment)
        let fill = shape.fill.map(context.colors.resolve) ?? (shape.stroke == nil ? style.foreground : nil)
        let layoutShape = LayoutShape(
            kind: shape.shape,
            cornerRadius: shape.cornerRadius ?? (shape.shape == .containerRelative ? context.containerRelativeRadius : 0),
            fill: fill,
            stroke: shape.stroke.map(context.colors.resolve), lineWidth: shape.lineWidth ?? 1, path: shape.path.map(LayoutPath.init),
            trim: shape.trim, strokeStyle: LayoutStrokeStyle(shape.strokeStyle), evenOdd: shape.evenOdd ?? false)
        return element(.leaf(.shape(layoutShape), ideal: LayoutSize(width: 10, height: 10), flexible: true), "shape", environment)
    }
}
