import Foundation
internal import Synchronization

/// The dependencies App Intents hands to intents and queries that declare them with `@Dependency`, as
/// AppIntents' `AppDependencyManager`: register each once, early (a provider's or an intent's `init`,
/// a bundle's `init`), and `@Dependency` finds it by its type.
///
/// ```swift
/// AppDependencyManager.shared.add(dependency: TaskStore.shared)
/// AppDependencyManager.shared.add { DatabaseService() }  // made when first read
/// ```
public final class AppDependencyManager: Sendable {
    /// The manager intents read their dependencies from.
    public static let shared = AppDependencyManager()

    private let dependencies = Mutex<[ObjectIdentifier: Entry]>([:])

    private final class Entry: @unchecked Sendable {
        private let make: () -> Any
        private let lock = NSLock()
        private var value: Any?

        init(make: @escaping () -> Any) { self.make = make }

        func resolve() -> Any {
            lock.lock()
            defer { lock.unlock() }
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }

    /// A manager with no dependencies; intents read ``shared``.
    public init() {}

    /// Registers `dependency` for its type, replacing one registered before.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency) {
        register(Dependency.self, make: dependency)
    }

    /// Registers the dependency `dependency` returns (called when it is first read) for its type.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @escaping @Sendable () throws -> Dependency) {
        register(Dependency.self) {
            do {
                return try dependency()
            } catch {
                fatalError("AppDependency of type \(Dependency.self) could not be made: \(error)")
            }
        }
    }

    private func register<Dependency>(_ type: Dependency.Type, make: @escaping () -> Any) {
        let entry = Entry(make: make)
        dependencies.withLock { $0[ObjectIdentifier(type)] = entry }
    }

    /// The dependency of type `type`; it must have been added, as on iOS, where reading a missing one traps.
    func resolve<Dependency>(_ type: Dependency.Type) -> Dependency {
        guard let entry = dependencies.withLock({ $0[ObjectIdentifier(type)] }), let value = entry.resolve() as? Dependency else {
            fatalError("AppDependency of type \(type) was not initialized: call AppDependencyManager.shared.add(dependency:) first")
        }
        return value
    }
}

/// A dependency of an intent or query, read from its manager by its type when first used, as AppIntents'
/// `@Dependency` (`AppDependency`).
///
/// ```swift
/// struct CompleteTaskIntent: AppIntent {
///     @Dependency private var store: TaskStore
///     func perform() async throws -> some IntentResult { try store.complete(); return .result() }
/// }
/// ```
@propertyWrapper
public struct AppDependency<Value: Sendable>: Sendable {
    private let manager: AppDependencyManager

    /// The dependency of type `Value` in `manager` (dependencies are found by their type; `key` is not needed).
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.manager = manager
    }

    /// The registered dependency.
    public var wrappedValue: Value { manager.resolve(Value.self) }

    /// The wrapper itself.
    public var projectedValue: AppDependency<Value> { self }
}

/// The name intents declare their dependencies with: `@Dependency var store: TaskStore`.
public typealias Dependency = AppDependency
