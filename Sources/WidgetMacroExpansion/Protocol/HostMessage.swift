/// A message from the compiler to the macro plugin.
///
/// On the wire each is a JSON object with one key naming the message, as in
/// swift-syntax's `HostToPluginMessage`:
/// `{"getCapability": {"capability": {"protocolVersion": 7}}}`,
/// `{"expandFreestandingMacro": {"macro": …, "discriminator": …, "syntax": …}}`.
/// Fields this plugin does not use (`lexicalContext`, `staticBuildConfiguration`) are ignored.
enum HostMessage: Equatable, Sendable {
    /// The compiler's protocol version; the plugin answers with its own.
    case getCapability(protocolVersion: Int?)
    /// Expand a freestanding macro (`#Preview`).
    case expandFreestandingMacro(FreestandingExpansionRequest)
    /// Expand an attached macro (`@Model`) in one role.
    case expandAttachedMacro(AttachedExpansionRequest)
    /// Load a library of macros; this plugin has none to load.
    case loadPluginLibrary(libraryPath: String, moduleName: String)
    /// A message this plugin does not know, by its key.
    case unknown(String)
}

/// Which macro the compiler means: the module and type of `#externalMacro`, and the macro's name.
struct MacroReference: Codable, Equatable, Sendable {
    var moduleName: String
    var typeName: String
    var name: String
}

/// A piece of the source the macro is attached to or written as.
struct SyntaxText: Codable, Equatable, Sendable {
    /// `declaration`, `expression`, `attribute`, `type`, …
    var kind: String
    /// The text, leading trivia included.
    var source: String
    /// Where the text starts in its file.
    var location: SourceLocation
}

/// A place in a source file, as the compiler reports it.
struct SourceLocation: Codable, Equatable, Sendable {
    /// `Module/File.swift`.
    var fileID: String
    /// The file's full path.
    var fileName: String
    /// UTF-8 offset of the start in the file.
    var offset: Int
    var line: Int
    var column: Int
}

/// `expandFreestandingMacro`: expand `#Name(…)`.
struct FreestandingExpansionRequest: Codable, Equatable, Sendable {
    var macro: MacroReference
    var macroRole: String?
    /// Unique per expansion; unique names are formed from it.
    var discriminator: String
    var syntax: SyntaxText
}

/// `expandAttachedMacro`: expand `@Name` on a declaration, in one role.
struct AttachedExpansionRequest: Codable, Equatable, Sendable {
    var macro: MacroReference
    /// `member`, `extension`, `peer`, `accessor`, `memberAttribute`, …
    var macroRole: String
    var discriminator: String
    var attributeSyntax: SyntaxText
    var declSyntax: SyntaxText
    var parentDeclSyntax: SyntaxText?
    var extendedTypeSyntax: SyntaxText?
    var conformanceListSyntax: SyntaxText?
}

extension HostMessage: Decodable {
    private struct MessageKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Capability: Decodable {
        struct Version: Decodable { var protocolVersion: Int }
        var capability: Version?
    }

    private struct LibraryRequest: Decodable {
        var libraryPath: String
        var moduleName: String
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: MessageKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [], debugDescription: "a message is an object with one key; got \(container.allKeys.count) keys"))
        }
        switch key.stringValue {
        case "getCapability":
            self = .getCapability(protocolVersion: try container.decode(Capability.self, forKey: key).capability?.protocolVersion)
        case "expandFreestandingMacro":
            self = .expandFreestandingMacro(try container.decode(FreestandingExpansionRequest.self, forKey: key))
        case "expandAttachedMacro":
            self = .expandAttachedMacro(try container.decode(AttachedExpansionRequest.self, forKey: key))
        case "loadPluginLibrary":
            let request = try container.decode(LibraryRequest.self, forKey: key)
            self = .loadPluginLibrary(libraryPath: request.libraryPath, moduleName: request.moduleName)
        default:
            self = .unknown(key.stringValue)
        }
    }
}
