// The SDK's generic C handlers, which the manifest names (``GenericHandlers``): the 1.0 symbols
// reach the plugin in slot 0; the `plugin` ones take the plugin's slot number first, as a constant
// string, and reach the plugin in that slot. Not for plugin code.

/// `wh_status_t widgethost_swift_perform(const char *intent, const char *request, wh_buffer_t *result, wh_buffer_t *error)`:
/// performs an intent of the SDK plugin in slot 0.
@c(widgethost_swift_perform)
public func _widgethostSwiftPerform(
    _ intent: UnsafePointer<CChar>?, _ request: UnsafePointer<CChar>?, _ result: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?
) -> Int32 {
    _widgethostSwiftPluginPerform(nil, intent, request, result, error)
}

/// `wh_status_t widgethost_swift_plugin_perform(const char *plugin, const char *intent, const char *request, wh_buffer_t *result,
/// wh_buffer_t *error)`: performs an intent of the SDK plugin in slot `plugin` (a decimal number).
@c(widgethost_swift_plugin_perform)
public func _widgethostSwiftPluginPerform(
    _ plugin: UnsafePointer<CChar>?, _ intent: UnsafePointer<CChar>?, _ request: UnsafePointer<CChar>?,
    _ result: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?
) -> Int32 {
    PluginABI.handle(slot: plugin, result: result, error: error) { call in
        let intent = PluginABI.string(intent)
        let request = PluginABI.performRequest(request)
        return PluginABI.run(call) { await call.runtime.performInCall(intentID: intent, request: request) }
    }
}

/// `wh_status_t widgethost_swift_query(const char *entity, const char *operation, const char *request, wh_buffer_t *result,
/// wh_buffer_t *error)`: runs an entity query of the SDK plugin in slot 0.
@c(widgethost_swift_query)
public func _widgethostSwiftQuery(
    _ entity: UnsafePointer<CChar>?, _ operation: UnsafePointer<CChar>?, _ request: UnsafePointer<CChar>?,
    _ result: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?
) -> Int32 {
    _widgethostSwiftPluginQuery(nil, entity, operation, request, result, error)
}

/// `wh_status_t widgethost_swift_plugin_query(const char *plugin, const char *entity, const char *operation, const char *request,
/// wh_buffer_t *result, wh_buffer_t *error)`: runs an entity query of the SDK plugin in slot `plugin`.
@c(widgethost_swift_plugin_query)
public func _widgethostSwiftPluginQuery(
    _ plugin: UnsafePointer<CChar>?, _ entity: UnsafePointer<CChar>?, _ operation: UnsafePointer<CChar>?,
    _ request: UnsafePointer<CChar>?, _ result: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?
) -> Int32 {
    PluginABI.handle(slot: plugin, result: result, error: error) { call in
        let entity = PluginABI.string(entity)
        let operation = PluginABI.string(operation)
        let request = PluginABI.string(request)
        return PluginABI.run(call) { await call.runtime.query(entityID: entity, operation: operation, request: request) }
    }
}

/// `wh_status_t widgethost_swift_timeline(const char *kind, const char *operation, const char *request, wh_buffer_t *result,
/// wh_buffer_t *error)`: runs a widget's placeholder, snapshot or timeline of the SDK plugin in slot 0.
@c(widgethost_swift_timeline)
public func _widgethostSwiftTimeline(
    _ kind: UnsafePointer<CChar>?, _ operation: UnsafePointer<CChar>?, _ request: UnsafePointer<CChar>?, _ result: UnsafeMutableRawPointer?,
    _ error: UnsafeMutableRawPointer?
) -> Int32 {
    _widgethostSwiftPluginTimeline(nil, kind, operation, request, result, error)
}

/// `wh_status_t widgethost_swift_plugin_timeline(const char *plugin, const char *kind, const char *operation, const char *request,
/// wh_buffer_t *result, wh_buffer_t *error)`: runs a widget's placeholder, snapshot or timeline of the SDK plugin in slot `plugin`.
@c(widgethost_swift_plugin_timeline)
public func _widgethostSwiftPluginTimeline(
    _ plugin: UnsafePointer<CChar>?, _ kind: UnsafePointer<CChar>?, _ operation: UnsafePointer<CChar>?,
    _ request: UnsafePointer<CChar>?, _ result: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?
) -> Int32 {
    PluginABI.handle(slot: plugin, result: result, error: error) { call in
        let kind = PluginABI.string(kind)
        let operation = PluginABI.string(operation)
        let request = PluginABI.string(request)
        return PluginABI.run(call) { await call.runtime.timelineInCall(kind: kind, operation: operation, request: request) }
    }
}

/// `wh_status_t widgethost_swift_options(const char *intent, const char *parameter, wh_buffer_t *result, wh_buffer_t *error)`:
/// lists the options of a parameter with an `optionsProvider` of the SDK plugin in slot 0.
@c(widgethost_swift_options)
public func _widgethostSwiftOptions(
    _ intent: UnsafePointer<CChar>?, _ parameter: UnsafePointer<CChar>?, _ result: UnsafeMutableRawPointer?,
    _ error: UnsafeMutableRawPointer?
) -> Int32 {
    _widgethostSwiftPluginOptions(nil, intent, parameter, result, error)
}

/// `wh_status_t widgethost_swift_plugin_options(const char *plugin, const char *intent, const char *parameter, wh_buffer_t *result,
/// wh_buffer_t *error)`: lists the options of a parameter of the SDK plugin in slot `plugin`.
@c(widgethost_swift_plugin_options)
public func _widgethostSwiftPluginOptions(
    _ plugin: UnsafePointer<CChar>?, _ intent: UnsafePointer<CChar>?, _ parameter: UnsafePointer<CChar>?,
    _ result: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?
) -> Int32 {
    PluginABI.handle(slot: plugin, result: result, error: error) { call in
        let intent = PluginABI.string(intent)
        let parameter = PluginABI.string(parameter)
        return PluginABI.run(call) { await call.runtime.options(intentID: intent, parameter: parameter, request: nil) }
    }
}

/// `wh_status_t widgethost_swift_options_configuring(const char *intent, const char *parameter, const char *request,
/// wh_buffer_t *result, wh_buffer_t *error)`: lists the options of a parameter of the SDK plugin in slot 0, for the
/// configuration in `request` (an `OptionsRequest`), which the provider's `@IntentParameterDependency` reads.
@c(widgethost_swift_options_configuring)
public func _widgethostSwiftOptionsConfiguring(
    _ intent: UnsafePointer<CChar>?, _ parameter: UnsafePointer<CChar>?, _ request: UnsafePointer<CChar>?,
    _ result: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?
) -> Int32 {
    _widgethostSwiftPluginOptionsConfiguring(nil, intent, parameter, request, result, error)
}

/// `wh_status_t widgethost_swift_plugin_options_configuring(const char *plugin, const char *intent, const char *parameter,
/// const char *request, wh_buffer_t *result, wh_buffer_t *error)`: as `widgethost_swift_options_configuring`, for the SDK
/// plugin in slot `plugin`.
@c(widgethost_swift_plugin_options_configuring)
public func _widgethostSwiftPluginOptionsConfiguring(
    _ plugin: UnsafePointer<CChar>?, _ intent: UnsafePointer<CChar>?, _ parameter: UnsafePointer<CChar>?,
    _ request: UnsafePointer<CChar>?, _ result: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?
) -> Int32 {
    PluginABI.handle(slot: plugin, result: result, error: error) { call in
        let intent = PluginABI.string(intent)
        let parameter = PluginABI.string(parameter)
        let request = PluginABI.string(request)
        return PluginABI.run(call) { await call.runtime.options(intentID: intent, parameter: parameter, request: request) }
    }
}
