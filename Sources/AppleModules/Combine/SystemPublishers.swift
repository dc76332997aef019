import Foundation

// The publishers app views a widget shares subscribe to with `.onReceive`: a timer's ticks and a
// notification's posts. A widget's views are drawn once per entry and never run their actions, and a
// plugin has no run loop to tick on, so they build and send nothing.

extension Timer {
    /// A publisher of the time every `interval` seconds (`Timer.publish(every: 1, on: .main, in: .common).autoconnect()`):
    /// it sends nothing, as a widget's views do not run timers (use `Text(date, style: .timer)` for a live count).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    )
        -> TimerPublisher
    {
        TimerPublisher()
    }

    /// The publisher `Timer.publish(every:on:in:)` makes.
    public struct TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Date) -> Void
        ) -> AnyCancellable {
            AnyCancellable {}
        }

        /// The publisher, connected when first subscribed to.
        public func autoconnect() -> TimerPublisher { self }

        /// Connects the publisher; the cancellable disconnects it.
        public func connect() -> AnyCancellable { AnyCancellable {} }
    }
}

extension NotificationCenter {
    /// A publisher of the notifications named `name` (`.onReceive(NotificationCenter.default.publisher(for: …))`):
    /// it sends nothing, as a widget's views do not run their actions.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
        AnyPublisher(Empty<Notification>())
    }
}

/// A publisher that sends nothing and never finishes.
struct Empty<Output>: Publisher {
    typealias Failure = Never

    func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Output) -> Void
    )
        -> AnyCancellable
    {
        AnyCancellable {}
    }
}
