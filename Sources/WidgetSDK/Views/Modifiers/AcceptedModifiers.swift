import Foundation

/// How accessibility groups a view's children. Accepted for source compatibility.
public enum AccessibilityChildBehavior: Hashable, Sendable {
    case ignore, contain, combine
}

/// What a view is to accessibility (a header, a button, an image...). Accepted for source compatibility.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

// Modifiers that change nothing the host draws (identity, accessibility, animation).
// They are accepted so widget code from iOS compiles unchanged.
extension View {
    /// Gives the view an explicit identity. Accepted; identities do not cross to the host.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }

    /// Tags the view for a picker. Accepted for source compatibility.
    public func tag<V: Hashable>(_ tag: V) -> some View { self }

    /// Tags the view for a picker. Accepted for source compatibility.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { self }

    /// What the view is called when its text does not say: an icon's button is tapped by it
    /// (`widgethost tap 1 "Mark as done"`) and named by it in the dashboard. Not drawn.
    ///
    /// ```swift
    /// Button(intent: ToggleTaskIntent(id: task.id)) { Image(systemName: "circle") }.accessibilityLabel("Mark as done")
    /// ```
    public func accessibilityLabel(_ label: Text) -> some View {
        wire(
            WireModifiers { environment in
                let text = label.plainText(in: environment)
                return text.isEmpty ? [] : [.accessibilityLabel(text)]
            })
    }

    /// What the view is called when its text does not say (see ``accessibilityLabel(_:)-(Text)``).
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { accessibilityLabel(Text(label)) }

    /// What the view is called when its text does not say (see ``accessibilityLabel(_:)-(Text)``).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(verbatim: String(label))) }

    /// The accessibility value. Accepted for source compatibility.
    public func accessibilityValue(_ value: Text) -> some View { self }

    /// The accessibility value. Accepted for source compatibility.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }

    /// The accessibility value. Accepted for source compatibility.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// The accessibility hint. Accepted for source compatibility.
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// The accessibility hint. Accepted for source compatibility.
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }

    /// The accessibility identifier. Accepted for source compatibility.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Hides the view from accessibility. Accepted for source compatibility.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Makes the view an accessibility element. Accepted for source compatibility.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Adds accessibility traits (`.isHeader`, `.isButton`). Accepted for source compatibility.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes accessibility traits. Accepted for source compatibility.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// The order accessibility reads the view in among its siblings. Accepted for source compatibility.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// The color scheme the presentation around the view prefers. Accepted; a widget is drawn in the
    /// appearance of the screen it is on (use `.environment(\.colorScheme, _)` to draw a part in the other one).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Animates changes of the view when `value` changes. Accepted; the host does not animate.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates changes of the view. Accepted; the host does not animate.
    public func animation(_ animation: Animation?) -> some View { self }

    /// How the view appears and disappears. Accepted; the host does not animate.
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// How changing content animates. Accepted; the host does not animate.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

// Lifecycle actions. WidgetKit renders a widget's views into an archive and never runs them, so
// in a widget these actions are never called, on iOS as here.
extension View {
    /// An action to run when the view appears. Never called in a widget (WidgetKit does not either).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// An action to run when the view disappears. Never called in a widget (WidgetKit does not either).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Pull to refresh, in an app's list shared with its widget. A widget does not scroll, so it is never run
    /// (WidgetKit does not either).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// A task to run while the view is shown. Never run in a widget (WidgetKit does not either).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// A task to run while the view is shown, again when `id` changes. Never run in a widget (WidgetKit does not either).
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    )
        -> some View
    { self }

    /// An action to run when `value` changes. Never called in a widget (WidgetKit does not either).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }

    /// An action to run when `value` changes, given the old and new values. Never called in a widget.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
}

extension View {
    /// An action to run when `value` changes (the iOS 14 form). Never called in a widget.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
}
