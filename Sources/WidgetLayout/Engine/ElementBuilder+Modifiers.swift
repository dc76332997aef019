import WidgetWire

/// How each wire modifier becomes layout elements: by what it changes (the layout, an attached view,
/// the inherited environment, or how the content is drawn).
extension ElementBuilder {
    func buildModified(_ content: ViewNode, _ modifier: NodeModifier, _ environment: LayoutEnvironment) -> Element {
        layoutModifier(content, modifier, environment) ?? attachedView(content, modifier, environment)
            ?? decorated(content, modifier, environment) ?? effect(content, modifier, environment)
            ?? build(content, environment.applying(modifier))
    }

    /// Modifiers that change how the content is sized and placed.
    private func layoutModifier(_ content: ViewNode, _ modifier: NodeModifier, _ environment: LayoutEnvironment) -> Element? {
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
        case .layoutPriority(let priority):
            let inner = build(content, environment)
            inner.explicitPriority = priority
            return inner
        case .gridCell(let columns, let horizontally, let vertically):
            let inner = build(content, environment)
            inner.explicitGridCell = (inner.explicitGridCell ?? GridCell()).merged(
                GridCell(
                    columns: min(max(1, columns), NodeModifier.maximumGridColumns), unsizedHorizontally: horizontally,
                    unsizedVertically: vertically))
            return inner
        case .zIndex(let value):
            let inner = build(content, environment)
            if value.isFinite { inner.explicitZIndex = value }
            return inner
        case .position(let x, let y):
            guard x.isFinite, y.isFinite else { return build(content, environment) }
            return element(.position(LayoutPoint(x: x, y: y), build(content, environment)), source, environment)
        case .fixedSize(let horizontal, let vertical):
            return element(.fixedSize(horizontal: horizontal, vertical: vertical, build(content, environment)), source, environment)
        case .aspectRatio(let ratio, let fill):
            return element(.aspectRatio(ratio, fill: fill, build(content, environment)), source, environment)
        case .geometryReader(let width, let height):
            // A reader takes exactly the space it is offered and puts its content at the top-leading corner; lengths
            // its content computed for the size it was built for are scaled to the size it gets (see ReaderScale).
            let scale = ReaderScale(built: LayoutSize(width: width, height: height))
            var inner = environment
            inner.stackAxis = .depth
            inner.reader = scale
            let stack = element(
                .stack(.depth, alignment: .topLeading, spacing: nil, children: [build(content, inner)]), source, environment)
            let fill = FrameSpec(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
            let reader = element(.frame(fill, stack), source, environment)
            reader.ownedReader = scale
            return reader
        default:
            return nil
        }
    }

    /// Modifiers that attach another view: backgrounds, overlays, borders, the widget's background and label.
    private func attachedView(_ content: ViewNode, _ modifier: NodeModifier, _ environment: LayoutEnvironment) -> Element? {
        let source = modifier.typeName
        switch modifier {
        case .background(let view, let alignment), .overlay(let view, let alignment):
            let behind = if case .background = modifier { true } else { false }
            let secondary = build(view, detached(environment))
            return element(
                .layered(build(content, environment), secondary: secondary, alignment: alignment, behind: behind), source, environment)
        case .border(let paint, let width):
            let stroke = LayoutShape(kind: .rectangle, fill: nil, stroke: context.colors.resolve(paint), lineWidth: width)
            let border = element(.leaf(.shape(stroke), ideal: .zero, flexible: true), source, environment)
            return element(.layered(build(content, environment), secondary: border, alignment: .center, behind: false), source, environment)
        case .containerBackground(let view):
            if context.containerBackground == nil { context.containerBackground = (view, detached(environment)) }
            return build(content, environment)
        case .widgetLabel(let label):
            if context.widgetLabel == nil { context.widgetLabel = (label, detached(environment)) }
            return build(content, environment)
        case .widgetURL(let url):
            if context.widgetURL == nil { context.widgetURL = url }
            return build(content, environment)
        default:
            return nil
        }
    }

    /// Modifiers that change how the content is drawn, not its size: opacity, clips, masks, shadows, offsets, pending state.
    private func decorated(_ content: ViewNode, _ modifier: NodeModifier, _ environment: LayoutEnvironment) -> Element? {
        let source = modifier.typeName
        switch modifier {
        case .opacity(let value):
            return wrapped(content, source, environment.applying(modifier)) { $0.decoration.opacity = value }
        case .clip(let shape, let cornerRadius):
            return wrapped(content, source, environment) {
                $0.decoration.clip = LayoutClip(
                    kind: shape, cornerRadius: cornerRadius ?? (shape == .containerRelative ? context.containerRelativeRadius : 0))
            }
        case .mask(let view, let alignment):
            let mask = build(view, detached(environment))
            return wrapped(content, source, environment) { $0.decoration.mask = (mask, alignment) }
        case .shadow(let color, let radius, let x, let y):
            let shadow = LayoutShadow(color: context.colors.resolve(color), radius: radius, x: x, y: y)
            return wrapped(content, source, environment) { $0.decoration.shadow = shadow }
        case .offset(let x, let y):
            return wrapped(content, source, environment) { $0.decoration.offset = LayoutPoint(x: x, y: y) }
        case .invalidatable:
            let inner = environment.applying(modifier)
            if environment.isInvalidatable { return build(content, inner) }
            let pending = context.options.showsPendingContent
            return wrapped(content, source, inner) { wrapper in
                wrapper.decoration.isInvalidatable = true
                wrapper.decoration.isPending = pending
            }
        default:
            return nil
        }
    }

    /// Modifiers that composite or transform the content as a layer.
    private func effect(_ content: ViewNode, _ modifier: NodeModifier, _ environment: LayoutEnvironment) -> Element? {
        let source = modifier.typeName
        switch modifier {
        case .blendMode(let mode):
            return wrapped(content, source, environment) { $0.decoration.blendMode = mode }
        case .compositingGroup:
            return wrapped(content, source, environment) { $0.decoration.isCompositingGroup = true }
        case .rotationEffect(let degrees, let anchor):
            guard degrees.isFinite else { return build(content, environment) }
            return wrapped(content, source, environment) { $0.decoration.effect = (degrees, 1, 1, anchor) }
        case .scaleEffect(let x, let y, let anchor):
            guard x.isFinite, y.isFinite else { return build(content, environment) }
            return wrapped(content, source, environment) { $0.decoration.effect = (0, x, y, anchor) }
        default:
            return nil
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
