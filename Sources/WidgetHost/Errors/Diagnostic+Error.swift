extension Diagnostic {
    /// The diagnostics of any error: a ``WidgetHostError``'s own, or one saying an unexpected
    /// error happened. How the CLI, the dashboard and forms all report errors.
    ///
    /// ```swift
    /// Diagnostic.of(error).map { "error: \($0)" }  // the lines `widgethost` prints
    /// ```
    public static func of(_ error: any Error) -> [Diagnostic] {
        if let error = error as? any WidgetHostError { return error.diagnostics }
        return [Diagnostic(problem: "\(error)", location: "widgethost", expected: "no internal error")]
    }
}

extension Diagnostic: Encodable {
    private enum CodingKeys: String, CodingKey { case problem, location, expected, message }

    /// The three parts, and the whole line as `message`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(problem, forKey: .problem)
        try container.encode(location, forKey: .location)
        try container.encode(expected, forKey: .expected)
        try container.encode(description, forKey: .message)
    }
}
