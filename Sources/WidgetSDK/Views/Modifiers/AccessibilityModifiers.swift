import Foundation

// Accessibility modifiers beyond the common ones (AcceptedModifiers.swift): actions, headings,
// representations, and the `accessibility(label:)` family that iOS 14 deprecated and the iOS 17 SDK
// still has. A widget on the host has no accessibility tree, so each is accepted and changes nothing,
// so that widget code from iOS compiles unchanged; only the label names a control (AcceptedModifiers.swift).

/// The kind of an accessibility action (`.default`, `.escape`, `.magicTap`). Accepted for source compatibility.
public struct AccessibilityActionKind: Hashable, Sendable {
    private let name: String
    private init(name: String) { self.name = name }

    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// A named custom action.
    public init(named name: Text) { self.name = "named" }
}

/// A heading's level (`.h1` to `.h6`). Accepted for source compatibility.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// Which way an adjustable view is adjusted. Accepted for source compatibility.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// What kind of text a view holds (`.plain`, `.console`, `.messaging`). Accepted for source compatibility.
public struct AccessibilityTextContentType: Hashable, Sendable {
    private let name: String
    private init(name: String) { self.name = name }

    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// How important a piece of custom accessibility content is. Accepted for source compatibility.
public enum AXCustomContentImportance: Hashable, Sendable {
    case `default`, high
}

extension View {
    /// An accessibility action of `actionKind`. Accepted; the host has no accessibility actions.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        self
    }

    /// A named accessibility action. Accepted; the host has no accessibility actions.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// A named accessibility action. Accepted; the host has no accessibility actions.
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }

    /// An accessibility action labelled by a view. Accepted; the host has no accessibility actions.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }

    /// The action of an adjustable view. Accepted; the host has no accessibility actions.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }

    /// Marks the view a heading of `level`. Accepted for source compatibility.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// What accessibility presents instead of the view. Accepted; the view itself is drawn.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Children accessibility presents for the view. Accepted; the view itself is drawn.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

    /// The labels voice input knows the view by. Accepted for source compatibility.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// The labels voice input knows the view by. Accepted for source compatibility.
    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View { self }

    /// The kind of text the view holds. Accepted for source compatibility.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

    /// Whether the large content viewer shows the view. Accepted for source compatibility.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Keeps the view's colors when colors are inverted. Accepted for source compatibility.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

    /// Whether accessibility may interact with the view. Accepted for source compatibility.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Where accessibility activates the view. Accepted for source compatibility.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }

    /// Custom content accessibility reads out on request. Accepted for source compatibility.
    public func accessibilityCustomContent(
        _ label: LocalizedStringKey, _ value: Text?, importance: AXCustomContentImportance = .default
    ) -> some View { self }

    /// Custom content accessibility reads out on request. Accepted for source compatibility.
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContentImportance = .default) -> some View {
        self
    }

    /// Custom content accessibility reads out on request. Accepted for source compatibility.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ label: LocalizedStringKey, _ value: V, importance: AXCustomContentImportance = .default
    ) -> some View { self }
}

extension View {
    /// The accessibility label (iOS 13's spelling of `accessibilityLabel(_:)`).
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// The accessibility value (iOS 13's spelling of `accessibilityValue(_:)`). Accepted for source compatibility.
    public func accessibility(value: Text) -> some View { self }

    /// The accessibility hint (iOS 13's spelling of `accessibilityHint(_:)`). Accepted for source compatibility.
    public func accessibility(hint: Text) -> some View { self }

    /// Hides the view from accessibility (iOS 13's spelling of `accessibilityHidden(_:)`). Accepted for source compatibility.
    public func accessibility(hidden: Bool) -> some View { self }

    /// The accessibility identifier (iOS 13's spelling). Accepted for source compatibility.
    public func accessibility(identifier: String) -> some View { self }

    /// Adds accessibility traits (iOS 13's spelling). Accepted for source compatibility.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }

    /// Removes accessibility traits (iOS 13's spelling). Accepted for source compatibility.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }

    /// The order accessibility reads the view in (iOS 13's spelling). Accepted for source compatibility.
    public func accessibility(sortPriority: Double) -> some View { self }

    /// The labels voice input knows the view by (iOS 13's spelling). Accepted for source compatibility.
    public func accessibility(inputLabels: [Text]) -> some View { self }

    /// Where accessibility activates the view (iOS 13's spelling). Accepted for source compatibility.
    public func accessibility(activationPoint: UnitPoint) -> some View { self }

    /// The identifier of the view's selection (iOS 13's spelling). Accepted for source compatibility.
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }
}
