import WidgetHost
import WidgetWire

/// The manifest checks: the loader's own decoder and ``ManifestValidator`` (one set of rules,
/// never a second), their problems sorted by what they are about, so each check names one kind
/// of mistake. Every problem falls to exactly one check: the first kind whose paths it matches,
/// else manifest.decodes (bytes that do not decode) or manifest.references (rules of a decoded manifest).
enum ManifestChecks {
    /// A kind of problem: its check, and which JSON paths it covers.
    private struct Kind: Sendable {
        let id: String
        let summary: String
        let matches: @Sendable (String) -> Bool
    }

    private static let kinds: [Kind] = [
        Kind(id: "manifest.when", summary: "Every When refers to a real parameter") {
            $0.contains(".summary") && $0.contains(".condition")
        },
        Kind(id: "manifest.summaries", summary: "Summaries name real parameters") { $0.contains(".summary") },
        Kind(id: "manifest.defaults", summary: "Defaults are within their parameters' bounds") {
            $0.hasSuffix(".default") || $0.hasSuffix(".bounds")
        },
        Kind(id: "manifest.signatures", summary: "Every handler's declared signature is allowed") {
            $0.contains(".arguments") || $0.hasSuffix(".returns") || $0.hasSuffix(".symbol")
        },
        Kind(id: "manifest.families", summary: "Widget families are valid, each listed once") { $0.contains(".families") },
        Kind(id: "manifest.references", summary: "Configuration intents, parameter types and value parameters exist") {
            $0.contains(".type") || $0.hasSuffix(".configurationIntent") || $0.hasSuffix(".valueParameter")
        },
        Kind(id: "manifest.ids", summary: "Ids, kinds and names are unique and well-formed") {
            $0.hasPrefix("plugin.") || $0.hasSuffix(".id") || $0.hasSuffix(".kind") || $0.hasSuffix(".name") || $0.hasSuffix(".value")
        },
    ]

    static let all: [any ValidationCheck] =
        [
            Check("manifest.decodes", "The manifest is UTF-8 JSON in the wire schema's shape, under 4 MiB") { subject in
                guard case .undecodable(let problems) = try check(subject) else { return .passed() }
                return .failing(problems.filter { kind(of: $0.path) == nil }.map(\.description))
            }
        ]
        + kinds.map { kind in
            Check(kind.id, kind.summary) { subject in
                let check = try check(subject)
                return .failing(
                    problems(of: check).filter { (ManifestChecks.kind(of: $0.path)?.id ?? catchAll(check)) == kind.id }.map(\.description))
            }
        }

    private static func kind(of path: String) -> Kind? { kinds.first { $0.matches(path) } }

    /// Every problem the decoder or the validator reports.
    private static func problems(of check: ManifestCheck) -> [ManifestProblem] {
        switch check {
        case .undecodable(let problems), .decoded(_, let problems): problems
        }
    }

    /// The check of a problem no kind covers: manifest.decodes for bytes that do not decode, else manifest.references.
    private static func catchAll(_ check: ManifestCheck) -> String {
        if case .undecodable = check { "manifest.decodes" } else { "manifest.references" }
    }

    /// What the loader makes of the plugin's manifest (init, get_manifest, decode, validate).
    private static func check(_ subject: ValidationSubject) throws -> ManifestCheck {
        let probe = try subject.host.probe(subject.path)
        try LoadChecks.skippingEarlierSteps { try probe.initialize() }
        defer { probe.deinitialize() }
        let bytes = try LoadChecks.skippingEarlierSteps { try probe.manifestBytes() }
        return PluginProbe.check(manifest: bytes)
    }

    /// The decoded manifest of the probed plugin (its rules not checked); skips when it does not decode.
    static func decodedManifest(_ probe: PluginProbe) throws -> PluginManifest {
        try LoadChecks.skippingEarlierSteps { try probe.initialize() }
        defer { probe.deinitialize() }
        let bytes = try LoadChecks.skippingEarlierSteps { try probe.manifestBytes() }
        guard case .decoded(let manifest, _) = PluginProbe.check(manifest: bytes) else {
            throw CheckSkipped(reason: "the manifest does not decode (manifest.decodes)")
        }
        return manifest
    }
}
