import Foundation
import WidgetHost
import WidgetRuntime
import WidgetWire

/// The configuration form's requests: the form, its live visibility, and entity searches.
///
/// A form is either for a widget about to be added (`plugin`, `kind`, `family`) or for an
/// instance (`instance`, and optionally another `family`).
extension DashboardRoutes {
    /// What a form request is about.
    private struct FormSubject {
        var builder: FormBuilder
        var family: WidgetFamilyName
        var instance: WidgetInstance?
    }

    private func subject(of request: HTTPRequest) throws -> FormSubject {
        if let text = request.query["instance"] {
            let instance = try runtime.instance(try instanceID(text, request))
            let plugin = try plugins.plugin(for: instance) ?? runtime.host.load(instance.pluginPath)
            return FormSubject(builder: try FormBuilder(plugin: plugin, kind: instance.kind), family: instance.family, instance: instance)
        }
        let expected = "?plugin=ID&kind=KIND[&family=FAMILY] or ?instance=ID"
        let plugin = try plugins.plugin(id: try argument("plugin", of: request, expected: expected))
        let kind = try argument("kind", of: request, expected: expected)
        let builder = try FormBuilder(plugin: plugin, kind: kind)
        let family = try request.query["family"].map { try plugin.family(named: $0, forWidget: kind) }
        return FormSubject(builder: builder, family: family ?? builder.widget.families.first ?? .systemSmall, instance: nil)
    }

    /// `GET /api/form`: every field with its value, choices and visibility.
    func form(_ request: HTTPRequest) throws -> HTTPResponse {
        let subject = try subject(of: request)
        let values =
            try subject.instance?.configuration
            ?? DefaultConfiguration.values(of: subject.builder.plugin, kind: subject.builder.widget.kind)
        return .json(subject.builder.form(values: values, family: subject.family, instance: subject.instance?.id))
    }

    /// `GET /api/form/visibility?...&values=JSON`: the fields the summary shows for the texts being edited.
    func visibility(_ request: HTTPRequest) throws -> HTTPResponse {
        let subject = try subject(of: request)
        var drafts: [String: String] = [:]
        if let text = request.query["values"] {
            guard let decoded = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else {
                throw DashboardRequestError.malformedBody(
                    location: "query argument 'values' of \(request.path)", reason: "it is not a JSON object of texts",
                    expected: #"{"NAME": "TEXT", ...}"#)
            }
            drafts = decoded
        }
        return .json(subject.builder.visibility(drafts: drafts, family: subject.family))
    }

    /// `GET /api/entities?...&parameter=NAME&matching=TEXT`: `entities(matching:)`, or the suggestions.
    func entities(_ request: HTTPRequest) throws -> HTTPResponse {
        let subject = try subject(of: request)
        let parameter = try argument("parameter", of: request, expected: "the name of an entity parameter of the widget")
        return .json(
            DashboardMessages.Choices(
                choices: try subject.builder.entityChoices(parameter: parameter, matching: request.query["matching"] ?? "")))
    }
}
