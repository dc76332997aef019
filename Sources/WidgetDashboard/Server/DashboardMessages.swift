import Foundation
import WidgetHost

/// The bodies of the dashboard's JSON requests and answers.
enum DashboardMessages {
    /// `POST /api/instances`: add widget `kind` of `plugin` in `family` with the form's field texts.
    struct Add: Decodable {
        var plugin: String
        var kind: String
        var family: String?
        var values: [String: String]?
    }

    /// `POST /api/instances/ID/configure`: the form's field texts (fields a `When` hides are left out).
    struct Configure: Decodable {
        var values: [String: String]
    }

    /// `POST /api/instances/ID/tap`: the control tapped (`data-control-id`).
    struct Tap: Decodable {
        var control: String
    }

    /// What a successful action answers: the instance it concerned and what to tell the person.
    struct Done: Encodable {
        var id: Int64?
        var message: String?
        /// Problems that did not stop the action (a first timeline that failed).
        var warnings: [String]
    }

    /// What a refused or failed action answers: the CLI's error lines.
    struct Failure: Encodable {
        var errors: [String]
    }

    /// `GET /api/instances`: the ids of every instance, for a page catching up after a lost connection.
    struct Instances: Encodable {
        var ids: [Int64]
    }

    /// `GET /api/entities`: the choices of an entity field.
    struct Choices: Encodable {
        var choices: [ConfigurationForm.Choice]
    }

    /// Decodes a request body as `Body`.
    ///
    /// - Throws: ``DashboardRequestError/malformedBody(location:reason:expected:)``.
    static func decode<Body: Decodable>(_ type: Body.Type, from request: HTTPRequest, expected: String) throws -> Body {
        do {
            return try JSONDecoder().decode(Body.self, from: Data(request.body))
        } catch {
            let reason: String
            switch error {
            case DecodingError.keyNotFound(let key, _): reason = "the member '\(key.stringValue)' is missing"
            case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
                reason = "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
            default: reason = request.body.isEmpty ? "it is empty" : "it is not JSON"
            }
            throw DashboardRequestError.malformedBody(
                location: "request \(request.method) \(request.path)", reason: reason, expected: expected)
        }
    }
}
