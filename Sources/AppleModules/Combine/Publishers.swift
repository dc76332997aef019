import Foundation

/// What a publisher delivers last: that it finished, or the error it failed with.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// A source of values over time, as the view models widget extensions share with their app use
/// them: subjects, `AnyPublisher`, `Just` and a few operators, delivered synchronously on the
/// thread that sends (a widget draws once per entry: there is no run loop to schedule on).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Calls `receiveValue` with each value and `receiveCompletion` when the publisher ends, until the
    /// returned cancellable is cancelled or released.
    func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes each value to `keyPath` of `object`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}

extension Publisher {
    /// This publisher with its type erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    /// The values transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { completion, value in sink(receiveCompletion: completion) { value(transform($0)) } }
    }

    /// The values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in sink(receiveCompletion: completion) { if isIncluded($0) { value($0) } } }
    }

    /// The non-`nil` results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher { completion, value in sink(receiveCompletion: completion) { if let mapped = transform($0) { value(mapped) } } }
    }

    /// The same values, delivered where they are sent (there is no run loop to hop to in a widget).
    public func receive<S>(on scheduler: S) -> Self { self }
}

extension Publisher where Output: Equatable {
    /// The values, each that equals the one before it left out.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        AnyPublisher { completion, value in
            var last: Output?
            return sink(receiveCompletion: completion) { next in
                if next != last { value(next) }
                last = next
            }
        }
    }
}

/// A publisher with its type erased (`eraseToAnyPublisher()`).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable

    /// `publisher`, erased.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.sink(receiveCompletion: $0, receiveValue: $1) }
    }

    init(_ subscribe: @escaping (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable) {
        self.subscribe = subscribe
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(receiveCompletion, receiveValue)
    }
}

/// A publisher of one value, then the end.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

extension Published.Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    /// Calls `receiveValue` with the current value, then with every new one; a property never ends.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Value) -> Void
    ) -> AnyCancellable {
        sink(receiveValue: receiveValue)
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while the view is shown: accepted, as a widget's
    /// views are drawn once and their actions never run (`.onReceive(timer) { now = $0 }`).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }
}
