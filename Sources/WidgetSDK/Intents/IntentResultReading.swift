/// How the results of one `perform()` return type are read: found once per type (a dynamic
/// cast of the type), so that reading a result needs no cast to a protocol.
struct IntentResultReading: @unchecked Sendable {  // A metatype and a shape, neither ever mutated.
    /// How to read the results; `nil` when they carry nothing (`.result()`), which is then read in no time.
    private let contents: (any IntentResultContents.Type)?
    /// The shape of the value the results carry, when they carry one parameters can hold.
    let valueShape: ParameterShape?

    init<Result: IntentResult>(_ type: Result.Type) {
        let found = type as? any IntentResultContents.Type
        contents = found.flatMap { $0.resultValueType != nil || $0.carriesDialog ? $0 : nil }
        valueShape = found?.resultValueType.flatMap { ParameterShape(of: $0) }
    }

    /// Whether the results may carry a value or a dialog (`false`: they are all `.result()`).
    var readsContents: Bool { contents != nil }

    /// The value and dialog of `result`.
    func read(_ result: some IntentResult) -> (value: Any?, dialog: IntentDialog?) {
        contents?.contents(of: result) ?? (nil, nil)
    }
}
