extension IntentParameter {
    /// An entity parameter whose choices come from `query` rather than from its entity's default query, as
    /// AppIntents' `@Parameter(title:query:)`: the host offers the query's `suggestedEntities()` as the
    /// parameter's choices (``DynamicOptionsProvider``); a chosen id is resolved as any entity's is.
    ///
    /// ```swift
    /// @Parameter(title: "Tint", query: AccentTintQuery()) var tint: Tint?
    /// ```
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
    ) where Query.Entity == Value.UnwrappedType {
        self.init(
            title: title, description: description, defaultCell: ValueCell(defaultValue), bounds: nil,
            optionsProvider: EntityQueryOptions(query: query))
    }
}

/// A parameter's own entity query as the provider of its choices: its suggestions.
struct EntityQueryOptions<Query: EntityQuery>: DynamicOptionsProvider {
    let query: Query

    func results() async throws -> [Query.Entity] { try await query.suggestedEntities() }
}
