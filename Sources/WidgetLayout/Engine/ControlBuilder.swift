import WidgetWire

/// Builds iOS-looking controls out of layout elements: bordered buttons tinted with the
/// accent color, switches, checkboxes, links and progress views.
struct ControlBuilder {
    let builder: ElementBuilder

    private var context: LayoutContext { builder.context }

    /// Insets of a bordered button's label (iOS regular control size).
    static let buttonInsets = LayoutInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// Corner radius of a bordered button.
    static let buttonCornerRadius = 8.0
    /// Insets of a circular bordered button's label (`.buttonBorderShape(.circle)`): the same on every side.
    static let circleButtonInsets = LayoutInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Size of an iOS switch.
    static let switchSize = LayoutSize(width: 51, height: 31)
    /// How much a pressed standard button dims.
    static let pressedOpacity = 0.45

    private func isPressed(_ controlID: String?, _ environment: LayoutEnvironment) -> Bool {
        guard environment.allowsHitTesting else { return false }
        guard let controlID, let pressed = context.options.pressedControlID else { return false }
        return controlID == pressed
    }

    /// A `Button(intent:)`.
    func button(_ button: ButtonNode, _ environment: LayoutEnvironment) -> Element {
        let pressed = isPressed(button.controlID, environment)
        var tint = environment.tint ?? .named("accentColor", opacity: 1)
        if button.role == "destructive" { tint = .named("red", opacity: 1) }
        let label = builder.detached(environment)
        let body: Element
        switch button.style {
        case "custom":
            body = builder.build(pressed ? button.pressedLabel ?? button.label : button.label, label)
        case "plain":
            body = builder.build(button.label, label)
        case "borderless":
            body = builder.build(button.label, tinted(label, tint))
        case "borderedProminent":
            body = bordered(
                button.label, label, fill: .color(context.colors.resolve(tint)), foreground: .named("white", opacity: 1),
                shape: button.borderShape)
        default:
            body = bordered(
                button.label, label, fill: .color(context.colors.resolve(tint).withAlpha(borderedFillAlpha)), foreground: tint,
                shape: button.borderShape)
        }
        let control = builder.element(.wrapper(body), "button", environment)
        if environment.allowsHitTesting {
            control.decoration.control = ControlInfo(
                kind: .button, id: button.controlID, intent: button.action.intent, style: button.style, isOn: nil, isPressed: pressed,
                role: button.role, accessibilityLabel: environment.spokenLabel ?? ViewText.accessibilityLabel(of: button.label))
        }
        if pressed && button.style != "custom" { control.decoration.opacity = Self.pressedOpacity }
        return control
    }

    /// A `Toggle(isOn:intent:)`; a pressed toggle shows its new state, as iOS does optimistically.
    func toggle(_ toggle: ToggleNode, _ environment: LayoutEnvironment) -> Element {
        let pressed = isPressed(toggle.controlID, environment)
        let isOn = pressed ? !toggle.isOn : toggle.isOn
        let label = builder.detached(environment)
        let tint = environment.tint ?? .named("accentColor", opacity: 1)
        let body: Element
        switch toggle.style {
        case "custom":
            body = builder.build((isOn ? toggle.onBody : toggle.offBody) ?? toggle.label, label)
        case "button":
            let resolvedTint = context.colors.resolve(tint)
            body =
                isOn
                ? bordered(toggle.label, label, fill: .color(resolvedTint), foreground: .named("white", opacity: 1))
                : bordered(toggle.label, label, fill: .color(resolvedTint.withAlpha(borderedFillAlpha)), foreground: tint)
        case "checkbox":
            let box = builder.element(
                .leaf(
                    .checkbox(
                        isOn: isOn, tint: context.colors.resolve(tint), border: context.colors.resolve(.named("secondary", opacity: 1))),
                    ideal: LayoutSize(width: 22, height: 22), flexible: false), "checkbox", label)
            body = row([box] + labelElements(toggle.label, label), environment, spacer: false)
        default:
            let onColor = environment.tint.map(context.colors.resolve) ?? context.colors.resolve(.named("green", opacity: 1))
            let track = builder.element(
                .leaf(
                    .switchTrack(SwitchAppearance(isOn: isOn, onColor: onColor, offColor: context.colors.controlTrack)),
                    ideal: Self.switchSize, flexible: false), "switch", label)
            let labels = labelElements(toggle.label, label)
            body = labels.isEmpty ? track : row(labels + [track], environment, spacer: true)
        }
        let control = builder.element(.wrapper(body), "toggle", environment)
        if environment.allowsHitTesting {
            control.decoration.control = ControlInfo(
                kind: .toggle, id: toggle.controlID, intent: toggle.action.intent, style: toggle.style, isOn: isOn, isPressed: pressed,
                accessibilityLabel: environment.spokenLabel ?? ViewText.accessibilityLabel(of: toggle.label))
        }
        return control
    }

    /// A `Link`: its label in the tint color, carrying the URL.
    func link(_ link: LinkNode, _ environment: LayoutEnvironment) -> Element {
        let body = builder.build(link.label, tinted(builder.detached(environment), environment.tint ?? .named("accentColor", opacity: 1)))
        let wrapper = builder.element(.wrapper(body), "link", environment)
        if environment.allowsHitTesting { wrapper.decoration.linkURL = link.url }
        return wrapper
    }

    /// A `ProgressView` or `Gauge`.
    func progress(_ progress: ProgressNode, _ environment: LayoutEnvironment) -> Element {
        GaugeBuilder(builder: builder).progress(progress, environment)
    }

    // MARK: - Pieces

    /// The fill alpha of a bordered button's background (iOS tints it lightly).
    private var borderedFillAlpha: Double { context.colors.appearance == .light ? 0.15 : 0.25 }

    private func tinted(_ environment: LayoutEnvironment, _ tint: NodeColor) -> LayoutEnvironment {
        var environment = environment
        if environment.foreground == nil {
            environment.foreground = .color(tint)
            environment.foregroundIsControlDefault = true
        }
        return environment
    }

    /// A label padded inside a rounded rectangle filled with `fill`, or inside the `shape` a `borderShape` names:
    /// a capsule, or a circle around a label padded as much on every side.
    private func bordered(
        _ label: ViewNode, _ environment: LayoutEnvironment, fill: ResolvedPaint, foreground: NodeColor, shape: String? = nil
    )
        -> Element
    {
        var inner = environment
        if inner.foreground == nil || foreground == .named("white", opacity: 1) {
            inner.foreground = .color(foreground)
            inner.foregroundIsControlDefault = true
        }
        let kind: ShapeKind =
            switch shape {
            case "capsule": .capsule
            case "circle": .circle
            default: .roundedRectangle
            }
        let insets = kind == .circle ? Self.circleButtonInsets : Self.buttonInsets
        let padded = builder.element(.padding(insets, builder.build(label, inner)), "button", inner)
        let background = builder.element(
            .leaf(.shape(LayoutShape(kind: kind, cornerRadius: Self.buttonCornerRadius, fill: fill)), ideal: .zero, flexible: true),
            "buttonBackground", inner)
        return builder.element(.layered(padded, secondary: background, alignment: .center, behind: true), "button", inner)
    }

    /// The label's elements, or none for an empty label (`Toggle("", ...)`).
    private func labelElements(_ label: ViewNode, _ environment: LayoutEnvironment) -> [Element] {
        if case .empty = label { return [] }
        if case .text(let text) = label,
            text.runs.allSatisfy({ run in
                if case .string(let string) = run.content { return string.isEmpty }
                return false
            })
        {
            return []
        }
        return [builder.build(label, environment)]
    }

    /// A row of elements; with `spacer`, the last is pushed to the trailing edge (a switch row fills the width).
    private func row(_ elements: [Element], _ environment: LayoutEnvironment, spacer: Bool) -> Element {
        var children = elements
        if spacer, children.count > 1 {
            var spacerEnvironment = environment
            spacerEnvironment.stackAxis = .horizontal
            children.insert(
                builder.element(.spacer(minLength: StackLayout.defaultSpacing, axis: .horizontal), "spacer", spacerEnvironment),
                at: children.count - 1)
        }
        return builder.element(.stack(.horizontal, alignment: .center, spacing: nil, children: children), "hstack", environment)
    }
}
