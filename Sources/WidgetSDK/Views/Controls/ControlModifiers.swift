import Foundation

/// The size of controls. Accepted; the renderer draws controls at one size.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button (`.bordered`, `.borderedProminent`): the style's own rounded rectangle, a
/// capsule or a circle.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String

    /// The automatic border shape.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// The capsule border shape.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// The roundedRectangle border shape.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// The circle border shape.
    public static let circle = ButtonBorderShape(name: "circle")

    /// A rounded rectangle with corner radius `radius` (drawn with the style's radius).
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

extension View {
    /// The size of controls inside the view. Accepted; the renderer draws controls at one size.
    public func controlSize(_ controlSize: ControlSize) -> some View { self }

    /// The shape of bordered buttons inside the view: `.capsule`, `.circle`, `.roundedRectangle`.
    ///
    /// ```swift
    /// Button(intent: AddIntent()) { Image(systemName: "plus") }.buttonStyle(.borderedProminent).buttonBorderShape(.circle)
    /// ```
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }

    /// Whether holding a button down repeats its action (iOS 17). Accepted: a widget's buttons act once per tap.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
}

/// Whether holding a button down repeats its action (`.buttonRepeatBehavior(.enabled)`).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let name: String

    /// The platform's choice.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// Holding the button repeats its action.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// Holding the button acts once.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The shape of bordered buttons, set with `.buttonBorderShape(_:)`.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}
