internal import WidgetWire

/// An ``ObservableObject`` a view was given, as SwiftUI's `@ObservedObject`.
///
/// ```swift
/// struct ParkingView: View {
///     @ObservedObject var store: ParkingStore
///     var body: some View { Text(store.parkedCar == nil ? "Free" : "Parked") }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties (`$store.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An ``ObservableObject`` a view creates and owns, as SwiftUI's `@StateObject`: made once per
/// evaluation of the view, when first read.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()

        init(make: @escaping () -> ObjectType) { self.make = make }
    }

    private let storage: Storage

    /// An object that `thunk` creates when the view first reads it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = Storage(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: storage.object) }
}

/// An ``ObservableObject`` an ancestor view put in the environment with
/// ``View/environmentObject(_:)``, as SwiftUI's `@EnvironmentObject`.
///
/// As in SwiftUI, reading one that no ancestor provides stops the plugin with a message naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object in the environment the view is being evaluated in.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) "
                    + "may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: [ObjectIdentifier: AnyObject] = [:]
}

extension EnvironmentValues {
    /// The objects ``View/environmentObject(_:)`` put in the environment, by type.
    var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// Puts `object` in the environment of this view's content, for `@EnvironmentObject` to read.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
        modifier(EnvironmentObjectModifier(object: object, type: ObjectIdentifier(ObjectType.self)))
    }
}

/// Adds one object to the environment's objects for the modified content.
struct EnvironmentObjectModifier: ViewModifier, PrimitiveViewModifier {
    typealias Body = Never
    let object: AnyObject
    let type: ObjectIdentifier

    func makeNodes(content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues) -> [ViewNode] {
        var modified = environment
        modified.environmentObjects[type] = object
        return content(modified)
    }
}
