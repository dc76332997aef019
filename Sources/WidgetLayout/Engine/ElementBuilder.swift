import WidgetWire

/// Turns a wire view tree into layout elements, resolving inherited style on the way down.
struct ElementBuilder {
    let context: LayoutContext

    func element(_ kind: Element.Kind, _ source: String, _ environment: LayoutEnvironment) -> Element {
        Element(kind, source: source, style: context.style(environment), context: context)
    }

    /// The element for `node` drawn in `environment`.
    func build(_ node: ViewNode, _ environment: LayoutEnvironment) -> Element {
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
            inner.stackAxis = stack.axis
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
            let paint = context.colors.resolve(run.foreground ?? environment.foreground ?? .color(.named("primary", opacity: 1)))
            return StyledTextRun(
                text: string, font: ResolvedFont.resolve(run.font ?? environment.font, style: style), paint: paint,
                strikethrough: style.strikethrough == true
                    ? style.strikethroughColor.map(context.colors.resolve) ?? paint.dominantColor : nil,
                underline: style.underline == true ? style.underlineColor.map(context.colors.resolve) ?? paint.dominantColor : nil)
        }
        let layout = environment.textLayout
        return element(
            .text(
                runs: runs, alignment: layout.multilineTextAlignment.flatMap(TextLineAlignment.init(rawValue:)) ?? .leading,
                lineLimit: layout.lineLimit, minimumScaleFactor: layout.minimumScaleFactor ?? 1),
            "text", environment)
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
            kind: shape.shape, cornerRadius: shape.cornerRadius ?? (shape.shape == .containerRelative ? 12 : 0), fill: fill,
            stroke: shape.stroke.map(context.colors.resolve), lineWidth: shape.lineWidth ?? 1)
        return element(.leaf(.shape(layoutShape), ideal: LayoutSize(width: 10, height: 10), flexible: true), "shape", environment)
    }

    private func buildModified(_ content: ViewNode, _ modifier: NodeModifier, _ environment: LayoutEnvironment) -> Element {
        let source = modifier.typeName
        switch modifier {
        case .padding(let edges, let length):
            let value = length ?? 16
            let insets = LayoutInsets(
                top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
            return element(.padding(insets, build(content, environment)), source, environment)
        case .frame(let spec):
            return element(.frame(spec, build(content, environment)), source, environment)
        case .background(let view, let alignment), .overlay(let view, let alignment):
            let behind = if case .background = modifier { true } else { false }
            let secondary = build(view, detached(environment))
            return element(
                .layered(build(content, environment), secondary: secondary, alignment: alignment, behind: behind), source, environment)
        case .containerBackground(let view):
            if context.containerBackground == nil { context.containerBackground = (view, detached(environment)) }
            return build(content, environment)
        case .font, .textStyle, .foreground, .textLayout, .tint, .redacted:
            return build(content, environment.applying(modifier))
        case .opacity(let value):
            return wrapped(content, source, environment.applying(modifier)) { $0.decoration.opacity = value }
        case .clip(let shape, let cornerRadius):
            return wrapped(content, source, environment) {
                $0.decoration.clip = LayoutClip(kind: shape, cornerRadius: cornerRadius ?? (shape == .containerRelative ? 12 : 0))
            }
        case .border(let paint, let width):
            let stroke = LayoutShape(kind: .rectangle, fill: nil, stroke: context.colors.resolve(paint), lineWidth: width)
            let border = element(.leaf(.shape(stroke), ideal: .zero, flexible: true), source, environment)
            return element(.layered(build(content, environment), secondary: border, alignment: .center, behind: false), source, environment)
        case .shadow(let color, let radius, let x, let y):
            let shadow = LayoutShadow(color: context.colors.resolve(color), radius: radius, x: x, y: y)
            return wrapped(content, source, environment) { $0.decoration.shadow = shadow }
        case .offset(let x, let y):
            return wrapped(content, source, environment) { $0.decoration.offset = LayoutPoint(x: x, y: y) }
        case .layoutPriority(let priority):
            let inner = build(content, environment)
            inner.explicitPriority = priority
            return inner
        case .fixedSize(let horizontal, let vertical):
            return element(.fixedSize(horizontal: horizontal, vertical: vertical, build(content, environment)), source, environment)
        case .aspectRatio(let ratio, let fill):
            return element(.aspectRatio(ratio, fill: fill, build(content, environment)), source, environment)
        case .invalidatable:
            let inner = environment.applying(modifier)
            if environment.isInvalidatable { return build(content, inner) }
            let pending = context.options.showsPendingContent
            return wrapped(content, source, inner) { wrapper in
                wrapper.decoration.isInvalidatable = true
                wrapper.decoration.isPending = pending
            }
        case .widgetURL(let url):
            if context.widgetURL == nil { context.widgetURL = url }
            return build(content, environment)
        }
    }

    /// `content` built inside a wrapper element whose decoration `decorate` sets.
    private func wrapped(
        _ content: ViewNode, _ source: String, _ environment: LayoutEnvironment, _ decorate: (Element) -> Void
    ) -> Element {
        let wrapper = element(.wrapper(build(content, environment)), source, environment)
        decorate(wrapper)
        return wrapper
    }
}
