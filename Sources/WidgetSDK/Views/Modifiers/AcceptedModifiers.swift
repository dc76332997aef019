import Foundation

/// How accessibility groups a view's children. Accepted for source compatibility.
public enum AccessibilityChildBehavior: Hashable, Sendable {
    case ignore, contain, combine
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

    /// The accessibility label. Accepted for source compatibility.
    public func accessibilityLabel(_ label: Text) -> some View { self }

    /// The accessibility label. Accepted for source compatibility.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }

    /// The accessibility label. Accepted for source compatibility.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

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
