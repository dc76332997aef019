import WidgetWire

/// What a node inherits from the modifiers above it while the tree is built.
struct LayoutEnvironment {
    var font: NodeFont?
    var textStyle = TextStyleSpec()
    var foreground: NodePaint?
    var textLayout = TextLayoutSpec()
    var tint: NodeColor?
    var opacity = 1.0
    var isInvalidatable = false
    var isRedacted = false
    /// The accessibility label of the modifiers around the node being built (`Button { ... }.accessibilityLabel(_:)`):
    /// it names the control it wraps, and no view further in.
    var spokenLabel: String?
    /// `false` under `.allowsHitTesting(false)`: controls are drawn but cannot be tapped.
    var allowsHitTesting = true
    /// The axis of the stack the node is a direct child of (Spacer and Divider depend on it).
    var stackAxis: StackAxis?
    /// `.colorScheme`: the appearance colors are drawn for here, when not the widget's.
    var appearance: Appearance?
    /// Whether ``foreground`` is a control's own (a link's or button's tint), not one the widget set: hierarchical
    /// styles inside it stay the system's grays.
    var foregroundIsControlDefault = false
    /// The innermost `GeometryReader` around the node, whose ratio scales its frames, offsets and positions.
    var reader: ReaderScale?

    /// `outer` fields overridden by the ones `inner` sets.
    static func merge(_ outer: TextStyleSpec, _ inner: TextStyleSpec) -> TextStyleSpec {
        TextStyleSpec(
            weight: inner.weight ?? outer.weight, italic: inner.italic ?? outer.italic,
            strikethrough: inner.strikethrough ?? outer.strikethrough,
            strikethroughColor: inner.strikethroughColor ?? outer.strikethroughColor, underline: inner.underline ?? outer.underline,
            underlineColor: inner.underlineColor ?? outer.underlineColor, monospacedDigit: inner.monospacedDigit ?? outer.monospacedDigit,
            textCase: inner.textCase ?? outer.textCase, textScale: inner.textScale ?? outer.textScale, design: inner.design ?? outer.design,
            tracking: inner.tracking ?? outer.tracking)
    }

    /// The environment with `modifier` applied, for modifiers that only change inherited values.
    func applying(_ modifier: NodeModifier) -> LayoutEnvironment {
        var environment = self
        switch modifier {
        case .font(let font): environment.font = font
        case .textStyle(let style): environment.textStyle = Self.merge(textStyle, style)
        case .foreground(let paint):
            environment.foreground = foregroundIsControlDefault ? paint : HierarchicalForeground.resolve(paint, over: foreground)
            environment.foregroundIsControlDefault = false
        case .textLayout(let layout):
            environment.textLayout = TextLayoutSpec(
                multilineTextAlignment: layout.multilineTextAlignment ?? textLayout.multilineTextAlignment,
                lineLimit: layout.lineLimit ?? textLayout.lineLimit,
                minimumScaleFactor: layout.minimumScaleFactor ?? textLayout.minimumScaleFactor,
                reservedLines: layout.reservedLines ?? textLayout.reservedLines)
        case .tint(let color): environment.tint = color
        case .opacity(let value): environment.opacity *= value
        case .invalidatable: environment.isInvalidatable = true
        case .redacted: environment.isRedacted = true
        case .unredacted: environment.isRedacted = false
        case .accessibilityLabel(let label): environment.spokenLabel = label
        case .allowsHitTesting(let enabled): environment.allowsHitTesting = allowsHitTesting && enabled
        case .colorScheme(let scheme): environment.appearance = Appearance(rawValue: scheme) ?? appearance
        default: break
        }
        return environment
    }
}
