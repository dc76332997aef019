/// The `@Parameter`s of one intent value, with their names and shapes, in declaration order.
///
/// A perform makes one per intent: its names and shapes are its ``IntentLayout``'s own arrays,
/// shared rather than copied, so only the instances are gathered per call, with no record per
/// parameter to make and destroy.
///
/// ```swift
/// var parameters = IntentParameterList()
/// let intent = IntentLayout<MyIntent>.shared.instantiate(parameters: &parameters)
/// parameters.names  // ["value"]
/// ```
struct IntentParameterList {
    /// The property names (`value` for `@Parameter var value`).
    private(set) var names: [String]
    /// The shapes of their value types; `nil` where parameters cannot hold the type.
    private(set) var shapes: [ParameterShape?]
    /// The parameter instances.
    private(set) var parameters: [any AnyIntentParameter]

    /// An empty list, to be filled by ``IntentLayout/instantiate(parameters:)``.
    init() {
        names = []
        shapes = []
        parameters = []
    }

    /// The parameters of one intent, with the names and shapes its layout lists in the same order.
    init(names: [String], shapes: [ParameterShape?], parameters: [any AnyIntentParameter]) {
        self.names = names
        self.shapes = shapes
        self.parameters = parameters
    }

    /// The parameters reflection found.
    init(_ found: [ParameterReflection.Found]) {
        names = found.map(\.name)
        shapes = found.map(\.shape)
        parameters = found.map(\.parameter)
    }
}
