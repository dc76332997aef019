/// A value a view owns. A widget's views are evaluated once per timeline entry, so the value
/// starts from its initial value each time; writes (through `$value`) last for that evaluation.
///
/// ```swift
/// struct EntryView: View {
///     var entry: Provider.Entry
///     @State var isOn: Bool = true
///     var body: some View { Text(isOn ? "On" : "Off") }
/// }
/// ```
@propertyWrapper
public struct State<Value> {
    /// Storage shared by copies of the view, so a binding can write it.
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    /// State starting at `wrappedValue`.
    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    /// State starting at `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$value`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}
