extension WidgetRuntime {
    /// The instances' desktop positions (`widgethost desktop`), in the same state database.
    public var positions: InstancePositionStore { InstancePositionStore(database: store.database) }
}
