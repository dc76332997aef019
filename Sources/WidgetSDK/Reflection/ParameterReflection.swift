/// Finds an intent's `@Parameter`s by reflection.
enum ParameterReflection {
    /// One `@Parameter` of an intent instance.
    struct Found {
        /// The property name (`value` for `@Parameter var value`).
        var name: String
        /// The parameter instance.
        var parameter: any AnyIntentParameter
        /// The shape of its value type, or `nil` when parameters cannot hold it.
        var shape: ParameterShape?
    }

    /// The parameters of `intent`, in declaration order (a class's superclass parameters first).
    static func parameters(of intent: Any) -> [Found] {
        parameters(in: Mirror(reflecting: intent))
    }

    /// The parameters of `intent`, a value just made through ``ParameterCollection/making(_:)``
    /// that recorded `recorded`: found by its fields when it can (``FieldParameters``), with no
    /// cast, else by reflection.
    static func parameters<Intent: AppIntent>(of intent: Intent, recorded: [any AnyIntentParameter]) -> [Found] {
        FieldParameters.parameters(of: intent, recorded: recorded) ?? parameters(of: intent)
    }

    private static func parameters(in mirror: Mirror) -> [Found] {
        var found = mirror.superclassMirror.map(parameters(in:)) ?? []
        for child in mirror.children {
            guard let parameter = child.value as? any AnyIntentParameter, let label = child.label else { continue }
            found.append(
                Found(name: label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter: parameter, shape: parameter.shape))
        }
        return found
    }

    /// The name of the parameter `keyPath` (`\.$name`) refers to in `intent`, or `nil` when it is no `@Parameter`.
    ///
    /// Reads the parameter instance through the key path and finds the stored property holding that same instance.
    static func name<Intent: AppIntent>(of keyPath: AnyKeyPath, in intent: Intent) -> String? {
        guard let target = intent[keyPath: keyPath] as? any AnyIntentParameter else { return nil }
        return parameters(of: intent).first { $0.parameter === target }?.name
    }

    /// A new instance of `type`, with no parameter set.
    static func instantiate<Intent: AppIntent>(_ type: Intent.Type) -> Intent {
        Intent()
    }
}
