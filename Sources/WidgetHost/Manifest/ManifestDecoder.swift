import Foundation
import WidgetWire

/// Turns a plugin's manifest bytes into a ``PluginManifest``, or the list of problems
/// that prevent it.
///
/// A typed decoder stops at the first mismatch, so when it fails the bytes are read again
/// as plain JSON and every closed set of names (families, C types, sources, return types,
/// parameter kinds) is checked, which reports all such problems at once. Before any of it, the
/// bytes are checked for size, UTF-8 and duplicate keys (``ManifestPrecheck``).
enum ManifestDecoder {
    enum Outcome {
        case manifest(PluginManifest)
        case problems([ManifestProblem])
    }

    static func decode(_ bytes: [UInt8]) -> Outcome {
        if let problem = ManifestPrecheck.problem(bytes) { return .problems([problem]) }
        let typedError: any Error
        do {
            return .manifest(try WireCoding.decode(PluginManifest.self, from: bytes))
        } catch {
            typedError = error
        }
        // The slow path, only for manifests that do not decode: explain every problem.
        let document: JSONValue
        do {
            document = try WireCoding.decode(JSONValue.self, from: bytes)
        } catch {
            return .problems([
                ManifestProblem(
                    path: "", problem: "the manifest is not valid JSON (\(reason(error)))",
                    expected: "UTF-8 JSON: an object with plugin, widgets, intents, entities and enums")
            ])
        }
        let problems = namesProblems(in: document)
        guard problems.isEmpty else { return .problems(problems) }
        if let error = typedError as? WireDecodingError {
            return .problems([ManifestProblem(path: error.path, problem: error.reason, expected: "the shape the wire schema documents")])
        }
        return .problems([ManifestProblem(path: "", problem: "\(typedError)", expected: "the shape the wire schema documents")])
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? WireDecodingError {
            let underlying = (error.reason as NSString).range(of: "Underlying error")
            return underlying.location == NSNotFound ? error.reason : String(error.reason.prefix(underlying.location))
        }
        return "\(error)"
    }

    // MARK: - Closed sets of names

    private static func namesProblems(in document: JSONValue) -> [ManifestProblem] {
        var problems: [ManifestProblem] = []
        func check(_ value: JSONValue?, at path: String, allowed: [String], noun: String) {
            guard let text = value?.stringValue, !allowed.contains(text) else { return }
            problems.append(
                ManifestProblem(path: path, problem: "unknown \(noun) '\(text)'", expected: "one of \(allowed.joined(separator: ", "))"))
        }
        func checkHandler(_ handler: JSONValue?, at path: String) {
            guard let handler else { return }
            check(handler["returns"], at: "\(path).returns", allowed: HandlerReturnType.allCases.map(\.rawValue), noun: "return type")
            for (index, argument) in (handler["arguments"]?.arrayValue ?? []).enumerated() {
                check(
                    argument["type"], at: "\(path).arguments[\(index)].type", allowed: HandlerArgumentType.allCases.map(\.rawValue),
                    noun: "C type")
                check(
                    argument["source"], at: "\(path).arguments[\(index)].source", allowed: HandlerArgumentSource.allCases.map(\.rawValue),
                    noun: "argument source")
            }
        }
        for (index, widget) in (document["widgets"]?.arrayValue ?? []).enumerated() {
            for (familyIndex, family) in (widget["families"]?.arrayValue ?? []).enumerated() {
                check(
                    family, at: "widgets[\(index)].families[\(familyIndex)]", allowed: WidgetFamilyName.allCases.map(\.rawValue),
                    noun: "widget family")
            }
            for operation in ["placeholder", "snapshot", "timeline"] {
                checkHandler(widget[operation], at: "widgets[\(index)].\(operation)")
            }
        }
        let kinds = ["string", "int", "double", "bool", "date", "url", "enum", "entity"]
        for (index, intent) in (document["intents"]?.arrayValue ?? []).enumerated() {
            for (parameterIndex, parameter) in (intent["parameters"]?.arrayValue ?? []).enumerated() {
                check(
                    parameter["type"]?["kind"], at: "intents[\(index)].parameters[\(parameterIndex)].type.kind", allowed: kinds,
                    noun: "parameter type")
            }
            checkHandler(intent["perform"], at: "intents[\(index)].perform")
        }
        for (index, entity) in (document["entities"]?.arrayValue ?? []).enumerated() {
            for operation in QueryOperation.allCases {
                checkHandler(entity["queries"]?[operation.rawValue], at: "entities[\(index)].queries.\(operation.rawValue)")
            }
        }
        return problems
    }
}
