/// Runs `body`, the state change an app animates (`withAnimation(.spring()) { progress = 1 }`): a widget's
/// views are drawn once per entry and never animate, so the change is made at once. App views a widget
/// shares call it from actions and `.onAppear`, which a widget never runs.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once and then `completion` (iOS 17's animation with a completion), as a widget does not animate.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` under `transaction`: at once, as in ``withAnimation(_:_:)``.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When an animation with a completion counts as done; accepted, as nothing animates.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String

    /// When the animated value reaches its end.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation is no longer visible.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}
