import Foundation

/// A gesture (`DragGesture()`, `TapGesture()`, `LongPressGesture()`), in views an app shares with its
/// widget. A widget takes no gestures (only `Button(intent:)` and `Toggle(isOn:intent:)` are tapped), so
/// gestures are accepted and never recognised: their actions never run.
public protocol Gesture {}

/// A drag. Accepted; never recognised in a widget.
public struct DragGesture: Gesture, Sendable {
    /// What a drag reports while it moves.
    public struct Value: Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
    }

    public init(minimumDistance: CGFloat = 10) {}

    /// Calls `action` as the drag moves: never, in a widget.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Calls `action` when the drag ends: never, in a widget.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

/// A tap. Accepted; never recognised in a widget.
public struct TapGesture: Gesture, Sendable {
    public init(count: Int = 1) {}
    /// Calls `action` on a tap: never, in a widget.
    public func onEnded(_ action: @escaping () -> Void) -> Self { self }
}

/// A long press. Accepted; never recognised in a widget.
public struct LongPressGesture: Gesture, Sendable {
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    /// Calls `action` when the press ends: never, in a widget.
    public func onEnded(_ action: @escaping (Bool) -> Void) -> Self { self }
}

extension View {
    /// Attaches `gesture`. Accepted; a widget recognises no gestures.
    public func gesture<G: Gesture>(_ gesture: G) -> some View { self }
    /// Attaches `gesture` beside others. Accepted; a widget recognises no gestures.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { self }
    /// Attaches `gesture` before others. Accepted; a widget recognises no gestures.
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View { self }
    /// Runs `action` on a tap: never, in a widget (a tap opens the app on iOS).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// Runs `action` on a long press: never, in a widget.
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { self }
}
