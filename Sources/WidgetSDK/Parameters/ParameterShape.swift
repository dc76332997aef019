internal import WidgetWire

/// The single values a parameter can hold.
enum ParameterScalar {
    case string, int, double, bool, date, url
    case enumeration(any AppEnum.Type)
    case entity(any AppEntity.Type)

    /// The scalar kind of `type`, or `nil` when parameters cannot hold it.
    init?(_ type: Any.Type) {
        switch type {
        case is String.Type: self = .string
        case is Int.Type: self = .int
        case is Double.Type: self = .double
        case is Bool.Type: self = .bool
        case is Date.Type: self = .date
        case is URL.Type: self = .url
        case let enumType as any AppEnum.Type: self = .enumeration(enumType)
        case let entityType as any AppEntity.Type: self = .entity(entityType)
        default: return nil
        }
    }

    /// The manifest's name for the type.
    var wireType: ParameterType {
        switch self {
        case .string: .string
        case .int: .int
        case .double: .double
        case .bool: .bool
        case .date: .date
        case .url: .url
        case .enumeration(let type): .enumeration(TypeIdentifier.identifier(for: type))
        case .entity(let type): .entity(TypeIdentifier.identifier(for: type))
        }
    }
}

/// A parameter's value type taken apart: `T`, `T?`, `[T]` or `[T]?` with `T` a ``ParameterScalar``.
struct ParameterShape {
    var scalar: ParameterScalar
    var isArray: Bool
    var isOptional: Bool

    /// The shape of `type`, or `nil` when parameters cannot hold it.
    init?(of type: Any.Type) {
        if let builtin = BuiltinShapes.table[ObjectIdentifier(type)] {
            (scalar, isArray, isOptional) = (builtin.scalar.parameterScalar, builtin.isArray, builtin.isOptional)
            return
        }
        var type = type
        isOptional = false
        isArray = false
        if let optional = type as? any OptionalParameterValue.Type {
            isOptional = true
            type = optional.wrappedType
        }
        if let array = type as? any ArrayParameterValue.Type {
            isArray = true
            type = array.elementType
        }
        guard let scalar = ParameterScalar(type) else { return nil }
        self.scalar = scalar
    }
}

/// The shapes of the built-in value types (`Int`, `String?`, `[Date]`, `[URL]?`…), found by the
/// type's identity: asking whether `Int` is an `Optional` or an `Array` by a cast costs, after each
/// plugin load, a scan of every image's conformance records (the runtime forgets failed look-ups
/// when an image loads), and a manifest asks it for every parameter.
private enum BuiltinShapes {
    enum Scalar: Sendable {
        case string, int, double, bool, date, url

        var parameterScalar: ParameterScalar {
            switch self {
            case .string: .string
            case .int: .int
            case .double: .double
            case .bool: .bool
            case .date: .date
            case .url: .url
            }
        }
    }

    /// Each built-in scalar as `T`, `T?`, `[T]` and `[T]?`.
    static let table: [ObjectIdentifier: (scalar: Scalar, isArray: Bool, isOptional: Bool)] = {
        var table: [ObjectIdentifier: (scalar: Scalar, isArray: Bool, isOptional: Bool)] = [:]
        func add<T>(_: T.Type, _ scalar: Scalar) {
            table[ObjectIdentifier(T.self)] = (scalar, false, false)
            table[ObjectIdentifier(T?.self)] = (scalar, false, true)
            table[ObjectIdentifier([T].self)] = (scalar, true, false)
            table[ObjectIdentifier([T]?.self)] = (scalar, true, true)
        }
        add(String.self, .string)
        add(Int.self, .int)
        add(Double.self, .double)
        add(Bool.self, .bool)
        add(Date.self, .date)
        add(URL.self, .url)
        return table
    }()
}

/// `Optional`, seen without its generic argument.
protocol OptionalParameterValue {
    static var wrappedType: Any.Type { get }
    /// The wrapped value, or `nil`.
    var wrappedParameterValue: Any? { get }
}

extension Optional: OptionalParameterValue {
    static var wrappedType: Any.Type { Wrapped.self }

    var wrappedParameterValue: Any? {
        switch self {
        case .some(let value): value
        case .none: nil
        }
    }
}

/// `Array`, seen without its generic argument.
protocol ArrayParameterValue {
    static var elementType: Any.Type { get }
    /// The elements.
    var parameterElements: [Any] { get }
}

extension Array: ArrayParameterValue {
    static var elementType: Any.Type { Element.self }
    var parameterElements: [Any] { map { $0 } }
}
