import Foundation

/// A property whose value SwiftUI keeps up to date for the view; property wrappers such as
/// ``AppStorage`` and ``ObservedObject`` conform. A widget's views are evaluated once per
/// timeline entry, so there is nothing to update: the protocol is for source compatibility.
public protocol DynamicProperty {}

/// A value in `UserDefaults`, read when the view is evaluated, as SwiftUI's `@AppStorage`.
///
/// ```swift
/// struct CountView: View {
///     @AppStorage("count", store: UserDefaults(suiteName: "group.com.example.counter")) private var count = 0
///     var body: some View { Text("\(count)") }
/// }
/// ```
///
/// Without `store`, the plugin's `UserDefaults.standard`. The defaults are the host's durable
/// store, so the view shows what an intent's `perform` wrote there, in this run or an earlier one.
/// The initial value is used while the key has no value. Writes go to the store.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let store: UserDefaults
    private let defaultValue: Value
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    private init(
        key: String, store: UserDefaults?, defaultValue: Value, read: @escaping (UserDefaults, String) -> Value?,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.store = store ?? PluginStandardDefaults.current
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    /// The stored value, or the initial value while the key has none.
    public var wrappedValue: Value {
        get { store.object(forKey: key) == nil ? defaultValue : read(store, key) ?? defaultValue }
        nonmutating set { write(store, key, newValue) }
    }

    /// A binding to the stored value (`$count`).
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage {
    /// A Boolean under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.bool(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An integer under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.integer(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A double under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.double(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A string under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A URL under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// Data under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A date under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, read: { $0.object(forKey: $1) as? Date }, write: { $0.set($2, forKey: $1) })
    }

    /// An enumeration stored as its integer raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, read: { Value(rawValue: $0.integer(forKey: $1)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// An enumeration stored as its string raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean under `key`: `nil` while the key has no value; writing `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: key, store: store, read: { $0.bool(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An optional integer under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store: store, read: { $0.integer(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An optional double under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: key, store: store, read: { $0.double(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An optional string under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store: store, read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An optional URL under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(optional: key, store: store, read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// Optional data under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: key, store: store, read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    private init<Wrapped>(
        optional key: String, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Wrapped?,
        write: @escaping (UserDefaults, String, Wrapped) -> Void
    ) where Value == Wrapped? {
        self.init(
            key: key, store: store, defaultValue: nil, read: { .some(read($0, $1)) },
            write: { defaults, key, value in
                if let value { write(defaults, key, value) } else { defaults.removeObject(forKey: key) }
            })
    }
}
