import Foundation

/// Subscribers of a subject, by id, each with its value and completion handlers.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
    private struct Subscriber {
        let value: (Output) -> Void
        let completion: (Subscribers.Completion<Failure>) -> Void
    }

    private let lock = NSLock()
    private var next = 0
    private var subscribers: [Int: Subscriber] = [:]
    private var ended: Subscribers.Completion<Failure>?

    func add(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        lock.lock()
        if let ended {
            lock.unlock()
            completion(ended)
            return AnyCancellable {}
        }
        next += 1
        let id = next
        subscribers[id] = Subscriber(value: value, completion: completion)
        lock.unlock()
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        lock.lock()
        subscribers[id] = nil
        lock.unlock()
    }

    func send(_ value: Output) {
        lock.lock()
        let receivers = ended == nil ? Array(subscribers.values) : []
        lock.unlock()
        for subscriber in receivers { subscriber.value(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard ended == nil else {
            lock.unlock()
            return
        }
        ended = completion
        let receivers = Array(subscribers.values)
        subscribers = [:]
        lock.unlock()
        for subscriber in receivers { subscriber.completion(completion) }
    }
}

/// A publisher that passes on what is sent to it, to the subscribers it has then.
///
/// ```swift
/// let authorized = PassthroughSubject<Bool, Never>()
/// let cancellable = authorized.sink { print($0) }
/// authorized.send(true)
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init() {}

    /// Delivers `value` to every subscriber.
    public func send(_ value: Output) { subscribers.send(value) }

    /// Ends the subject: every subscriber gets `completion`, and later subscribers get it at once.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribers.add(receiveValue, receiveCompletion)
    }
}

/// A publisher that holds a current value: a subscriber gets it at once, then every value sent.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// A subject holding `value`.
    public init(_ value: Output) { current = value }

    /// The current value; setting it sends it.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    /// Makes `value` current and delivers it to every subscriber.
    public func send(_ value: Output) {
        lock.lock()
        current = value
        lock.unlock()
        subscribers.send(value)
    }

    /// Ends the subject.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receiveValue(value)
        return subscribers.add(receiveValue, receiveCompletion)
    }
}
