/// `Button(action:)` and `Toggle(isOn: $binding)`: controls that run an app's code, common in view
/// files an app shares with its widget and in widgets written before iOS 17. A widget has no app
/// to run that code in (on iOS, tapping one opens the app), so they build and are drawn in their
/// style, in the state their binding holds, and cannot be tapped: only `Button(intent:)` and
/// `Toggle(isOn:intent:)` run code when tapped.
///
/// ```swift
/// Button("Refresh") { model.refresh() }          // drawn as a button, not tappable
/// Toggle("Alarm", isOn: $alarmOn)                // drawn on or off, not tappable
/// ```
extension Button {
    /// A button that runs `action` in an app: drawn with `label`, never tapped in a widget.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role that runs `action` in an app: drawn with `label`, never tapped in a widget.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = .inert
        self.role = role
        self.label = label()
    }
}

extension Button where Label == Text {
    /// A button with a localized title that runs `action` in an app (never tapped in a widget).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a verbatim title that runs `action` in an app (never tapped in a widget).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a localized title and a role that runs `action` in an app (never tapped in a widget).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a verbatim title and a role that runs `action` in an app (never tapped in a widget).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button {
    /// A button with a localized title and a system symbol that runs `action` in an app (never tapped in a widget).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void)
    where Label == WidgetSDK.Label<Text, Image> {
        self.init(action: action) { WidgetSDK.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a verbatim title and a system symbol that runs `action` in an app (never tapped in a widget).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void)
    where Label == WidgetSDK.Label<Text, Image> {
        self.init(action: action) { WidgetSDK.Label(title, systemImage: systemImage) }
    }
}

extension Toggle {
    /// A toggle bound to `isOn` in an app: drawn in the state the binding holds, never flipped in a widget.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue
        self.action = .inert
        self.label = label()
    }

    /// A toggle with a localized title and a system symbol, bound to `isOn` (never flipped in a widget).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>)
    where Label == WidgetSDK.Label<Text, Image> {
        self.init(isOn: isOn) { WidgetSDK.Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle where Label == Text {
    /// A toggle with a localized title, bound to `isOn` in an app (never flipped in a widget).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle with a verbatim title, bound to `isOn` in an app (never flipped in a widget).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
