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
        var builder: ConfigurationFormBuilder
        var family: WidgetFamilyName
        var instance: WidgetInstance?
    }

    private func subject(of request: HTTPRequest) throws -> FormSubject {
        if let text = request.query["instance"] {
            let instance = try runtime.instance(try instanceID(text, request))
            let builder = try ConfigurationFormBuilder(plugin: try runtime.plugin(for: instance), kind: instance.kind)
            return FormSubject(builder: builder, family: try family(of: request, for: builder) ?? instance.family, instance: instance)
        }
        let expected = "?plugin=ID&kind=KIND[&family=FAMILY] or ?instance=ID"
        let plugin = try plugins.plugin(id: try argument("plugin", of: request, expected: expected))
        let kind = try argument("kind", of: request, expected: expected)
        let builder = try ConfigurationFormBuilder(plugin: plugin, kind: kind)
        let family = try family(of: request, for: builder)
        return FormSubject(builder: builder, family: family ?? builder.widget.families.first ?? .systemSmall, instance: nil)
    }

    /// The family the request names (`family=`), if any.
    private func family(of request: HTTPRequest, for builder: ConfigurationFormBuilder) throws -> WidgetFamilyName? {
        try request.query["family"].map { try builder.plugin.family(named: $0, forWidget: builder.widget.kind) }
    }

    /// `GET /api/form`: every field with its value, choices and visibility.
    func form(_ request: HTTPRequest) throws -> HTTPResponse {
        let subject = try subject(of: request)
        let builder = subject.builder
        let form =
            subject.instance.map { builder.form(values: $0.configuration, family: subject.family) }
            ?? builder.newInstanceForm(family: subject.family)
        return .json(FormPage(form: form))
    }

    /// `GET /api/form/visibility?...&values=JSON`: the fields the summary shows for the texts being edited.
    func visibility(_ request: HTTPRequest) throws -> HTTPResponse {
        let subject = try subject(of: request)
        return .json(subject.builder.visibility(drafts: try drafts(of: request), family: subject.family))
    }

    /// The field texts being edited, from the query argument `values` (a JSON object of texts); none without it.
    private func drafts(of request: HTTPRequest) throws -> [String: String] {
        guard let text = request.query["values"] else { return [:] }
        guard let decoded = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else {
            throw DashboardRequestError.malformedBody(
                location: "query argument 'values' of \(request.path)", reason: "it is not a JSON object of texts",
                expected: #"{"NAME": "TEXT", ...}"#)
        }
        return decoded
    }

    /// `GET /api/entities?...&parameter=NAME&matching=TEXT&values=JSON`: `entities(matching:)`, or the suggestions, of
    /// an entity parameter, or the options of a parameter with an options provider, for the field texts being edited
    /// (a query's or provider's `@IntentParameterDependency` reads them).
    func entities(_ request: HTTPRequest) throws -> HTTPResponse {
        let subject = try subject(of: request)
        let parameter = try argument("parameter", of: request, expected: "the name of an entity parameter of the widget")
        let builder = subject.builder
        let asked = builder.intent?.parameters.filter { parameter in
            if case .entity = parameter.type { return true }
            return parameter.options != nil
        }
        let names = asked?.map(\.name) ?? []
        guard names.contains(parameter) else {
            throw DashboardRequestError.missingArgument(
                "entity or options parameter '\(parameter)'", location: "widget \(builder.widget.kind) (plugin \(builder.plugin.id))",
                expected: names.isEmpty ? "a widget with an entity parameter" : "one of \(names.joined(separator: ", "))")
        }
        let values = builder.draftValues(try drafts(of: request))
        return .json(
            DashboardMessages.Choices(
                choices: try builder.choices(of: parameter, matching: request.query["matching"] ?? "", values: values)))
    }
}
