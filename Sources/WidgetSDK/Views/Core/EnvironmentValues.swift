internal import WidgetWire

/// A key for a value in ``EnvironmentValues``.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view can read with `@Environment`, such as the widget family.
///
/// It is passed down the view tree while the tree is serialized; modifiers
/// such as `.environment(_:_:)` and `.buttonStyle(_:)` change it for their content.
public struct EnvironmentValues: @unchecked Sendable {
    // Values are only read and written on the thread serializing one view tree. An environment holds
    // a handful of keys, so they are kept in a list searched by the key type's identity: a read costs a
    // few comparisons, not a hash, and no dynamic cast (a key's type fixes its value's type).
    private var values: [(key: ObjectIdentifier, box: AnyObject)] = []

    public init() {}

    /// The value for `key`, or the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let identity = ObjectIdentifier(key)
            for entry in values where entry.key == identity {
                return unsafeDowncast(entry.box, to: EnvironmentValueBox<Key.Value>.self).value
            }
            return Key.defaultValue
        }
        set {
            let identity = ObjectIdentifier(key)
            let box = EnvironmentValueBox(newValue)
            if let index = values.firstIndex(where: { $0.key == identity }) {
                values[index].box = box
            } else {
                values.append((identity, box))
            }
        }
    }

    /// The environment of the view whose `body` is being evaluated.
    @TaskLocal static var current = EnvironmentValues()
}

/// Reads a value from the view's environment.
///
/// ```swift
/// struct FamilyView: View {
///     @Environment(\.widgetFamily) var family
///     var body: some View { Text(family == .systemSmall ? "S" : "M") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment the view is being evaluated in.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct IsPreviewKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The family of the widget being rendered.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// The appearance the widget is rendered for.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether the view is rendered for a gallery preview (internal; `TimelineProviderContext.isPreview` is public).
    var isPreview: Bool {
        get { self[IsPreviewKey.self] }
        set { self[IsPreviewKey.self] = newValue }
    }
}

extension View {
    /// Sets an environment value for this view and its content.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes an environment value for this view and its content with `transform`, keeping what outer
    /// modifiers set in it.
    ///
    /// ```swift
    /// content.transformEnvironment(\.font) { font in font = font ?? .caption }
    /// ```
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
    ) -> some View {
        wire(WireModifiers(environment: { transform(&$0[keyPath: keyPath]) }))
    }

    /// Sets the color scheme of this view's content: it reads `colorScheme` as `value`, and the host draws its
    /// colors (`.primary`, `.background`, adaptive colors) for that appearance, whatever the widget's.
    ///
    /// ```swift
    /// DeparturesView(entry: entry).environment(\.colorScheme, .dark)
    /// ```
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, ColorScheme>, _ value: ColorScheme) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
            .wire(WireModifiers(.colorScheme(value == .dark ? "dark" : "light")))
    }

    /// Sets the color scheme of this view's content (the iOS 13 form of `.environment(\.colorScheme, _:)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

struct EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveViewModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func makeNodes(content: (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues) -> [ViewNode] {
        var modified = environment
        modified[keyPath: keyPath] = value
        return content(modified)
    }
}

/// One value of ``EnvironmentValues``, boxed so that a read gets it back by its key's value type.
private final class EnvironmentValueBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
