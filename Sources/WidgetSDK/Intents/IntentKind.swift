/// Which refinements of ``AppIntent`` an intent type conforms to, asked of its conformance.
///
/// A cast (`type is any SetValueIntent.Type`) that answers no scans every loaded image's
/// conformance records, and the runtime forgets such answers whenever a library loads: building a
/// manifest asked two per intent, on every plugin load. The conformance answers instead
/// (`AppIntent._isSetValueIntent`). Only a class can be a refinement its `AppIntent` conformance
/// does not know of (a subclass that adds it), so a class that says no is still cast.
enum IntentKind {
    /// Whether `type` is a ``WidgetConfigurationIntent``.
    static func isConfiguration<Intent: AppIntent>(_ type: Intent.Type) -> Bool {
        if type._isWidgetConfigurationIntent { return true }
        return type is AnyClass && type is any WidgetConfigurationIntent.Type
    }

    /// Whether `type` is a ``SetValueIntent``.
    static func isSetValue<Intent: AppIntent>(_ type: Intent.Type) -> Bool {
        if type._isSetValueIntent { return true }
        return type is AnyClass && type is any SetValueIntent.Type
    }
}
