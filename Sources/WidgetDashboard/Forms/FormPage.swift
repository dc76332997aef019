import WidgetHost
import WidgetWire

/// A ``ConfigurationForm`` as the page's script reads it (`GET /api/form`): every field in one
/// list, in the summary's order, the hidden ones after the shown ones with `isVisible` false, so
/// that edits can show them without asking for the form again.
struct FormPage: Encodable {
    let form: ConfigurationForm

    private enum CodingKeys: String, CodingKey {
        case plugin, kind, widgetName, family, families, intent, intentTitle, summary, fields
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(form.plugin, forKey: .plugin)
        try container.encode(form.kind, forKey: .kind)
        try container.encode(form.widgetName, forKey: .widgetName)
        try container.encode(form.family, forKey: .family)
        try container.encode(form.families, forKey: .families)
        try container.encodeIfPresent(form.intent, forKey: .intent)
        try container.encodeIfPresent(form.intentTitle, forKey: .intentTitle)
        try container.encodeIfPresent(form.summary, forKey: .summary)
        try container.encode(form.fields + form.hiddenFields, forKey: .fields)
    }
}
