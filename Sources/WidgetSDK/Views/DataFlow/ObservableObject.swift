import Foundation
internal import Synchronization

/// A class whose changes views observe, as Combine's `ObservableObject` (which SwiftUI re-exports).
///
/// ```swift
/// final class ParkingStore: ObservableObject {
///     @Published private(set) var parkedCar: ParkedCar?
/// }
/// ```
///
/// A widget's views are evaluated once per timeline entry and never re-rendered by a change, so
/// an object's changes matter only to code that subscribes to them itself.
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    /// A publisher for code that announces a change by hand (`objectWillChange.send()`); nothing
    /// in a widget subscribes to it.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What `objectWillChange` is: a publisher of no value, which `send()` announces.
public final class ObservableObjectPublisher: Sendable {
    private let subscribers = Mutex<[UUID: @Sendable () -> Void]>([:])

    /// A publisher with no subscribers.
    public init() {}

    /// Tells the subscribers that the object is about to change.
    public func send() {
        for subscriber in subscribers.withLock({ Array($0.values) }) { subscriber() }
    }

    /// Calls `receiveValue` at every ``send()`` until the returned cancellable is cancelled or released.
    public func sink(receiveValue: @escaping @Sendable () -> Void) -> AnyCancellable {
        let id = UUID()
        subscribers.withLock { $0[id] = receiveValue }
        return AnyCancellable { [weak self] in self?.subscribers.withLock { _ = $0.removeValue(forKey: id) } }
    }
}

/// A subscription that ends when it is cancelled or released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Hashable {
    private var cancellation: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        cancellation = cancel
    }

    deinit { cancel() }

    /// Ends the subscription.
    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    /// Keeps the subscription in `set` (the usual `.store(in: &cancellables)`).
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A property of an ``ObservableObject`` whose changes can be subscribed to (`$value.sink { ... }`),
/// as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    /// The value and the subscribers to its changes, shared by the wrapper and its publisher.
    final class Storage {
        var value: Value {
            didSet { subscribers.values.forEach { $0(value) } }
        }
        var subscribers: [UUID: (Value) -> Void] = [:]

        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    /// A property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// A property starting at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// The publisher of the property's values (`$value`).
    public var projectedValue: Publisher { Publisher(storage: storage) }

    /// The values of a ``Published`` property: the current one at once, then every new one.
    public struct Publisher {
        let storage: Storage

        /// Calls `receiveValue` with the current value, then with every new value until the
        /// returned cancellable is cancelled or released.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            let id = UUID()
            storage.subscribers[id] = receiveValue
            receiveValue(storage.value)
            return AnyCancellable { [weak storage] in storage?.subscribers[id] = nil }
        }
    }
}
