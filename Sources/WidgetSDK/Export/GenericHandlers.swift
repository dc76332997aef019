internal import WidgetWire

/// The manifest's descriptors of the SDK's generic C handlers, for the plugin in one slot (``PluginSlots``).
///
/// The plugin in slot 0 (the one plugin of a statically linked SDK) names the 1.0 symbols, which
/// take no plugin argument. A plugin in another slot of a shared SDK names the `widgethost_swift_plugin_*`
/// symbols, whose first argument is the constant slot number, so the call reaches its own runtime.
struct GenericHandlers {
    let slot: Int

    /// The symbols, as the manifest names them; they must equal the `@c` names of `GenericHandlerFunctions.swift`.
    enum Symbol {
        static let perform = "widgethost_swift_perform"
        static let query = "widgethost_swift_query"
        static let timeline = "widgethost_swift_timeline"
        static let options = "widgethost_swift_options"
        static let optionsConfiguring = "widgethost_swift_options_configuring"
        static let pluginPerform = "widgethost_swift_plugin_perform"
        static let pluginQuery = "widgethost_swift_plugin_query"
        static let pluginTimeline = "widgethost_swift_plugin_timeline"
        static let pluginOptions = "widgethost_swift_plugin_options"
        static let pluginOptionsConfiguring = "widgethost_swift_plugin_options_configuring"
    }

    /// Performs intent `intent`.
    func perform(intent: String) -> HandlerDescriptor {
        descriptor(Symbol.perform, Symbol.pluginPerform, [.constant(intent), .request, .result, .error])
    }

    /// Runs `operation` of entity `entity`'s default query.
    func query(entity: String, operation: QueryOperation) -> HandlerDescriptor {
        descriptor(Symbol.query, Symbol.pluginQuery, [.constant(entity), .constant(operation.rawValue), .request, .result, .error])
    }

    /// Runs `operation` (placeholder, snapshot, timeline) of widget `kind`.
    func timeline(kind: String, operation: TimelineOperation) -> HandlerDescriptor {
        descriptor(Symbol.timeline, Symbol.pluginTimeline, [.constant(kind), .constant(operation.rawValue), .request, .result, .error])
    }

    /// Lists the options of `parameter` of intent `intent`, for the configuration the request carries.
    func options(intent: String, parameter: String) -> HandlerDescriptor {
        descriptor(
            Symbol.optionsConfiguring, Symbol.pluginOptionsConfiguring,
            [.constant(intent), .constant(parameter), .request, .result, .error])
    }

    private func descriptor(_ symbol: String, _ pluginSymbol: String, _ arguments: [HandlerArgument]) -> HandlerDescriptor {
        guard slot != 0 else { return HandlerDescriptor(symbol: symbol, returns: .status, arguments: arguments) }
        return HandlerDescriptor(symbol: pluginSymbol, returns: .status, arguments: [.constant(String(slot))] + arguments)
    }
}
