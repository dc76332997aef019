import Foundation

/// Answers the compiler's plugin messages for WidgetSDK's macros.
///
/// Every message gets an answer: the capability, an expansion, or an
/// `expandMacroResult` without source whose error diagnostic says what was wrong
/// (JSON that is not a message, an unknown message, a macro this plugin does
/// not implement, source text a macro cannot use). Nothing here traps.
public struct MacroMessageHandler: Sendable {
    /// The macros this plugin implements, by the `type:` of their `#externalMacro`.
    enum MacroType: String {
        /// `#Preview`, every form.
        case preview = "PreviewMacro"
        /// `@Model`.
        case model = "ModelMacro"
        /// `@Attribute`, `@Relationship`, `@Transient`: markers `@Model` reads; they expand to nothing.
        case propertyMarker = "PersistentPropertyMacro"
        /// `@Animatable` and `@AnimatableIgnored`.
        case animatable = "AnimatableMacro"
    }

    /// The compiler's protocol version, once it said it (0 until then, as swift-syntax assumes).
    private var hostProtocolVersion = 0

    /// A handler that has not heard from the compiler yet.
    public init() {}

    /// The answer to one message, both as JSON bytes without the frame.
    public mutating func respond(to message: [UInt8]) -> [UInt8] {
        let response: PluginResponse
        do {
            response = respond(to: try JSONDecoder().decode(HostMessage.self, from: Data(message)))
        } catch {
            response = .expansion(
                source: nil,
                diagnostics: [
                    PluginDiagnostic(message: "WidgetSDKMacros could not read a message: \(error)", severity: .error, position: .none)
                ])
        }
        return Self.encode(response)
    }

    /// The answer to one decoded message.
    mutating func respond(to message: HostMessage) -> PluginResponse {
        switch message {
        case .getCapability(let version):
            hostProtocolVersion = version ?? 0
            return .capability(protocolVersion: PluginResponse.protocolVersion)
        case .expandFreestandingMacro(let request):
            let outcome = expand(request)
            return answer(outcome, in: request.syntax, legacy: PluginResponse.legacyFreestandingExpansion)
        case .expandAttachedMacro(let request):
            let outcome = expand(request)
            let place = request.macroRole == "member" || request.macroRole == "extension" ? request.declSyntax : request.attributeSyntax
            return answer(outcome, in: place, legacy: PluginResponse.legacyAttachedExpansion)
        case .loadPluginLibrary(let path, _):
            return .libraryNotLoaded(diagnostics: [
                PluginDiagnostic(
                    message: "WidgetSDKMacros loads no plugin libraries (asked for \(path))", severity: .error, position: .none)
            ])
        case .unknown(let name):
            return .expansion(
                source: nil,
                diagnostics: [
                    PluginDiagnostic(
                        message: "WidgetSDKMacros does not understand the message '\(name)'; it speaks protocol version "
                            + "\(PluginResponse.protocolVersion) (getCapability, expandFreestandingMacro, expandAttachedMacro)",
                        severity: .error, position: .none)
                ])
        }
    }

    private func expand(_ request: FreestandingExpansionRequest) -> ExpansionOutcome {
        let offset = SwiftSource.firstNonTriviaOffset(in: request.syntax.source)
        switch MacroType(rawValue: request.macro.typeName) {
        case .preview: return PreviewExpansion.expand(request)
        case .model, .propertyMarker, .animatable: return .error("#\(request.macro.name) is not a freestanding macro", at: offset)
        case nil: return unknownMacro(request.macro, at: offset)
        }
    }

    private func expand(_ request: AttachedExpansionRequest) -> ExpansionOutcome {
        let offset = SwiftSource.firstNonTriviaOffset(in: request.attributeSyntax.source)
        switch MacroType(rawValue: request.macro.typeName) {
        case .model:
            return ModelExpansion.expand(request)
        case .propertyMarker:
            return request.macroRole == "peer"
                ? .expanded("") : .error("@\(request.macro.name) has no '\(request.macroRole)' role", at: offset)
        case .animatable:
            return AnimatableExpansion.expand(request)
        case .preview:
            return .error("@\(request.macro.name) is not an attached macro", at: offset)
        case nil:
            return unknownMacro(request.macro, at: offset)
        }
    }

    private func unknownMacro(_ macro: MacroReference, at offset: Int) -> ExpansionOutcome {
        let known = [MacroType.preview, .model, .propertyMarker, .animatable].map(\.rawValue).joined(separator: ", ")
        return .error(
            "WidgetSDKMacros has no macro type '\(macro.typeName)' (for '\(macro.name)' in module \(macro.moduleName)); it has \(known)",
            at: offset)
    }

    /// The response for `outcome`, with its diagnostics placed in `syntax`'s file.
    private func answer(
        _ outcome: ExpansionOutcome, in syntax: SyntaxText, legacy: (String?, [PluginDiagnostic]) -> PluginResponse
    ) -> PluginResponse {
        let diagnostics = outcome.diagnostics.map { diagnostic in
            PluginDiagnostic(
                message: diagnostic.message, severity: diagnostic.severity,
                position: .init(fileName: syntax.location.fileName, offset: syntax.location.offset + diagnostic.offset))
        }
        return hostProtocolVersion >= 5 ? .expansion(source: outcome.source, diagnostics: diagnostics) : legacy(outcome.source, diagnostics)
    }

    private static func encode(_ response: PluginResponse) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain structs cannot fail; an empty answer would still be a frame the compiler reads as malformed.
        return (try? Array(encoder.encode(response))) ?? []
    }
}
