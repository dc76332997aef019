/// A message from the macro plugin to the compiler, as in swift-syntax's `PluginToHostMessage`.
///
/// `{"getCapabilityResult": {"capability": {"protocolVersion": 7}}}`,
/// `{"expandMacroResult": {"expandedSource": "…", "diagnostics": []}}`.
enum PluginResponse: Equatable, Sendable {
    /// The plugin's protocol version.
    case capability(protocolVersion: Int)
    /// The expansion of a macro (`nil` when it failed) and what to report.
    case expansion(source: String?, diagnostics: [PluginDiagnostic])
    /// The same, for compilers older than protocol version 5, which want the per-kind answers.
    case legacyFreestandingExpansion(source: String?, diagnostics: [PluginDiagnostic])
    /// The same, for compilers older than protocol version 5.
    case legacyAttachedExpansion(source: String?, diagnostics: [PluginDiagnostic])
    /// The answer to `loadPluginLibrary`: this plugin loads no libraries.
    case libraryNotLoaded(diagnostics: [PluginDiagnostic])

    /// The protocol version this plugin speaks (swift-syntax's `PROTOCOL_VERSION_NUMBER`).
    static let protocolVersion = 7
}

/// A diagnostic the compiler shows at a place in the user's file.
struct PluginDiagnostic: Codable, Equatable, Sendable {
    enum Severity: String, Codable, Sendable {
        case error, warning, note
    }

    /// A UTF-8 offset in a file.
    struct Position: Codable, Equatable, Sendable {
        var fileName: String
        var offset: Int

        /// The position the compiler reads as "no particular place".
        static let none = Position(fileName: "", offset: 0)
    }

    /// A range of UTF-8 offsets in a file, for highlights.
    struct PositionRange: Codable, Equatable, Sendable {
        var fileName: String
        var startOffset: Int
        var endOffset: Int
    }

    /// A note shown with the diagnostic.
    struct Note: Codable, Equatable, Sendable {
        var position: Position
        var message: String
    }

    /// A suggested edit; this plugin suggests none, so the list is always empty.
    struct FixIt: Codable, Equatable, Sendable {
        var message: String
    }

    var message: String
    var severity: Severity
    var position: Position
    var highlights: [PositionRange] = []
    var notes: [Note] = []
    var fixIts: [FixIt] = []

    init(message: String, severity: Severity, position: Position) {
        self.message = message
        self.severity = severity
        self.position = position
    }
}

extension PluginResponse: Encodable {
    private enum MessageKey: String, CodingKey {
        case getCapabilityResult, expandMacroResult, expandFreestandingMacroResult, expandAttachedMacroResult, loadPluginLibraryResult
    }

    private struct Capability: Encodable {
        struct Version: Encodable { var protocolVersion: Int }
        var capability: Version
    }

    private struct Expansion: Encodable {
        var expandedSource: String?
        var diagnostics: [PluginDiagnostic]
    }

    private struct LegacyAttachedExpansion: Encodable {
        var expandedSources: [String]?
        var diagnostics: [PluginDiagnostic]
    }

    private struct LibraryResult: Encodable {
        var loaded: Bool
        var diagnostics: [PluginDiagnostic]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MessageKey.self)
        switch self {
        case .capability(let version):
            try container.encode(Capability(capability: .init(protocolVersion: version)), forKey: .getCapabilityResult)
        case .expansion(let source, let diagnostics):
            try container.encode(Expansion(expandedSource: source, diagnostics: diagnostics), forKey: .expandMacroResult)
        case .legacyFreestandingExpansion(let source, let diagnostics):
            try container.encode(Expansion(expandedSource: source, diagnostics: diagnostics), forKey: .expandFreestandingMacroResult)
        case .legacyAttachedExpansion(let source, let diagnostics):
            try container.encode(
                LegacyAttachedExpansion(expandedSources: source.map { [$0] }, diagnostics: diagnostics), forKey: .expandAttachedMacroResult)
        case .libraryNotLoaded(let diagnostics):
            try container.encode(LibraryResult(loaded: false, diagnostics: diagnostics), forKey: .loadPluginLibraryResult)
        }
    }
}
