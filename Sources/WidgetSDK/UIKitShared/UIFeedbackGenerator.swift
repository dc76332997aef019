import Foundation

/// UIKit's haptic feedback, which widget code shared with an app plays in a gesture's action
/// (`UIImpactFeedbackGenerator(style: .soft).impactOccurred()`). There is no haptic engine here,
/// so a generator builds and plays nothing, as on a device without one.
open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}

    /// Readies the engine: nothing to ready here.
    open func prepare() {}
}

/// Feedback for a collision or a snap into place.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The impact's style.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override init() {
        style = .medium
        super.init()
    }

    /// Plays an impact: nothing here.
    public func impactOccurred() {}

    /// Plays an impact of `intensity` (0 to 1): nothing here.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a task's success, warning or failure.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// What the feedback reports.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the feedback for `notificationType`: nothing here.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback for a change of selection (a picker's wheel).
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// Plays the selection feedback: nothing here.
    public func selectionChanged() {}
}
