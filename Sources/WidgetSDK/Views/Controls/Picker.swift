import Foundation

/// A choice among options bound to a value (`Picker("Unit", selection: $unit) { … }`), in views an app
/// shares with its widget: a widget cannot be edited, so it is drawn as its label and nothing is chosen.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label

    /// A picker of `content`'s options, labelled by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View { label }
}

extension Picker where Label == Text {
    /// A picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
    }

    /// A picker with a title shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
    }
}

/// How a ``Picker`` shows its options. Accepted; a widget draws a picker as its label.
public struct PickerStyleValue: Sendable {
    let name: String
}

extension PickerStyleValue {
    public static let automatic = PickerStyleValue(name: "automatic")
    public static let menu = PickerStyleValue(name: "menu")
    public static let segmented = PickerStyleValue(name: "segmented")
    public static let wheel = PickerStyleValue(name: "wheel")
    public static let inline = PickerStyleValue(name: "inline")
    public static let navigationLink = PickerStyleValue(name: "navigationLink")
    public static let palette = PickerStyleValue(name: "palette")
}

extension View {
    /// Sets how pickers inside show their options. Accepted; not drawn.
    public func pickerStyle(_ style: PickerStyleValue) -> some View { self }
}
