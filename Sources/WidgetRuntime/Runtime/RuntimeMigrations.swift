import WidgetHost

extension StateMigration {
    /// The widget runtime's migrations (layer `runtime`), in order: a runtime applies them to
    /// its host's state database (`StateDatabase.migrate(_:)`) when it is created.
    public static let runtime: [StateMigration] = [InstanceStore.migration, InstancePositionStore.migration]
}
