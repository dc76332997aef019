import WidgetHost
import WidgetRuntime

/// The notes `add` and `configure --param` print on the values they just set: a value outside the choices a
/// parameter's options provider offers, which is kept (its type allows it) though the widget may not expect it.
///
/// ```console
/// $ widgethost add Probe Departures --param colour=Green
/// 1
/// note: colour: 'Green' is not among its choices; kept as typed (see: widgethost configure 1)
/// ```
enum OptionNotes {
    /// One line per note of a parameter with options that `assignments` (`NAME=VALUE`) set.
    static func lines(_ form: ConfigurationForm, assignments: [String], instance: InstanceID) -> [String] {
        let names = Set(assignments.map { String($0.prefix { $0 != "=" }) })
        return (form.fields + form.hiddenFields).filter { $0.hasOptions && names.contains($0.name) }.flatMap { field in
            field.notes.map { "note: \(field.name): \($0) (see: widgethost configure \(instance))" }
        }
    }
}
