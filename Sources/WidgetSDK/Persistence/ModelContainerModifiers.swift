private struct ModelContextKey: EnvironmentKey {
    static let defaultValue: ModelContext? = nil
}

extension EnvironmentValues {
    /// The context views read and write models in (`@Environment(\.modelContext)`), as in SwiftData:
    /// the one `.modelContainer(_:)` or `.modelContext(_:)` set, else one on the first store the
    /// plugin opened, else the default store's.
    public var modelContext: ModelContext {
        get { setModelContext ?? QueryContext.context(for: nil) }
        set { self[ModelContextKey.self] = newValue }
    }

    /// The context a view above set, if any.
    var setModelContext: ModelContext? { self[ModelContextKey.self] }
}

extension View {
    /// Makes `container`'s main context the one `@Query` and `@Environment(\.modelContext)` use in this view.
    ///
    /// ```swift
    /// TaskListView(entry: entry).modelContainer(sharedModelContainer)
    /// ```
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Opens a container for `modelType` (the default store, or a store in memory) for this view's `@Query`s.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Opens a container for `modelTypes` (the default store, or a store in memory) for this view's `@Query`s.
    /// When it cannot be opened, `onSetup` gets the error and the view keeps the context it had.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let opened = Result { () throws(PersistenceError) -> ModelContainer in
            try ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        }
        switch opened {
        case .success(let container):
            container.mainContext.autosaveEnabled = isAutosaveEnabled
            onSetup(.success(container))
        case .failure(let error):
            WidgetLog.error(".modelContainer(for:): \(error)")
            onSetup(.failure(error))
        }
        return environment(\.optionalModelContext, try? opened.get().mainContext)
    }

    /// Makes `modelContext` the one `@Query` and `@Environment(\.modelContext)` use in this view.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension EnvironmentValues {
    /// The set context, writable as optional so a failed `.modelContainer(for:)` keeps the one above.
    fileprivate var optionalModelContext: ModelContext? {
        get { self[ModelContextKey.self] }
        set { if let newValue { self[ModelContextKey.self] = newValue } }
    }
}
