import Foundation
import Testing

@testable import WidgetMacroExpansion

/// The handler answers real compiler messages, and answers malformed ones with a diagnostic.
@Suite struct MacroMessageHandlerTests {
    /// The answer to `message` as a JSON object, from a handler that first heard the compiler's capability.
    private func answer(_ message: [UInt8]) throws -> [String: Any] {
        var handler = MacroMessageHandler()
        _ = handler.respond(to: try Fixtures.message("capability"))
        return try JSONSerialization.jsonObject(with: Data(handler.respond(to: message))) as? [String: Any] ?? [:]
    }

    private func expansion(_ fixture: String) throws -> (source: String?, diagnostics: [[String: Any]]) {
        let result = try #require(try answer(try Fixtures.message(fixture))["expandMacroResult"] as? [String: Any])
        return (result["expandedSource"] as? String, result["diagnostics"] as? [[String: Any]] ?? [])
    }

    @Test func theCapabilityIsProtocolVersion7() throws {
        var handler = MacroMessageHandler()
        let answer = try JSONSerialization.jsonObject(with: Data(handler.respond(to: try Fixtures.message("capability"))))
        #expect((answer as? NSDictionary) == ["getCapabilityResult": ["capability": ["protocolVersion": 7]]] as NSDictionary)
    }

    @Test(arguments: ["preview-view", "preview-timeline", "preview-provider"])
    func everyCapturedPreviewExpandsToOneExportedFunction(fixture: String) throws {
        let request = try #require(try Fixtures.object(fixture)["expandFreestandingMacro"] as? [String: Any])
        let discriminator = try #require(request["discriminator"] as? String)
        let (source, diagnostics) = try expansion(fixture)
        #expect(diagnostics.isEmpty)
        let name = PreviewExpansion.uniqueName(discriminator: discriminator, providedName: "preview")
        #expect(source?.hasPrefix("@c(\(PreviewExpansion.symbol(forFunctionNamed: name))) public func \(name)(") == true)
        #expect(source?.contains("source: WidgetSDK.PreviewSource(file: \"Captured/Captured.swift\"") == true)
    }

    @Test func thePreviewSourceLineIsTheLineOfTheMacro() throws {
        // Captured.swift.txt has `#Preview("Greeting")` on line 10.
        #expect(try expansion("preview-view").source?.contains("line: 10)") == true)
    }

    @Test func theSeedsTaskItemGetsItsMembersAndTheConformance() throws {
        let member = try #require(try expansion("model-taskitem-member").source)
        #expect(member.contains("public let persistentBackingData = WidgetSDK.PersistentBackingData()"))
        for property in ["id", "title", "content", "isCompleted"] {
            #expect(member.contains("self.\(property) = try properties.decodePersistentProperty(forKey: \"\(property)\")"))
            #expect(member.contains("try properties.encodePersistentProperty(self.\(property), forKey: \"\(property)\")"))
        }
        #expect(!member.contains("displayRepresentation"))
        #expect(!member.contains("typeDisplayName"))
        // TaskItem has an id of its own, so the extension adds only the conformance.
        #expect(try expansion("model-taskitem-extension").source == "extension TaskItem: WidgetSDK.PersistentModel {}")
    }

    @Test func uniqueAndTransientPropertiesAreReadFromTheirAttributes() throws {
        let member = try #require(try expansion("model-item-member").source)
        #expect(member.contains("WidgetSDK.Schema.PropertyMetadata(name: \"name\", isUnique: true, originalName: nil)"))
        #expect(member.contains("WidgetSDK.Schema.PropertyMetadata(name: \"timestamp\", isUnique: false, originalName: nil)"))
        #expect(!member.contains("isSelected"))
        let extensionSource = try #require(try expansion("model-item-extension").source)
        #expect(extensionSource.contains("public var id: WidgetSDK.PersistentIdentifier { persistentModelID }"))
        #expect(try expansion("attribute-peer").source == "")
        #expect(try expansion("transient-peer").source == "")
    }

    @Test func aModelOnAStructIsAnErrorAtTheStructKeyword() throws {
        let request = try #require(try Fixtures.object("model-struct-member")["expandAttachedMacro"] as? [String: Any])
        let declaration = try #require(request["declSyntax"] as? [String: Any])
        let location = try #require(declaration["location"] as? [String: Any])
        let source = try #require(declaration["source"] as? String)
        let keyword = try #require(source.range(of: "struct"))
        let (expanded, diagnostics) = try expansion("model-struct-member")
        #expect(expanded == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["message"] as? String == "@Model applies to classes; 'Point' is a struct")
        #expect(diagnostics.first?["severity"] as? String == "error")
        let position = try #require(diagnostics.first?["position"] as? [String: Any])
        #expect(position["offset"] as? Int == (location["offset"] as? Int ?? 0) + source.utf8[..<keyword.lowerBound].count)
        #expect(position["fileName"] as? String == location["fileName"] as? String)
        // The extension role says nothing more: one error per mistake.
        let extensionRole = try expansion("model-struct-extension")
        #expect(extensionRole.source == "")
        #expect(extensionRole.diagnostics.isEmpty)
    }

    @Test func aPreviewWithoutAClosureIsAnErrorAtTheMacro() throws {
        var object = try Fixtures.object("preview-view")
        var request = try #require(object["expandFreestandingMacro"] as? [String: Any])
        var syntax = try #require(request["syntax"] as? [String: Any])
        syntax["source"] = "\n\n#Preview(\"Greeting\")"
        request["syntax"] = syntax
        object["expandFreestandingMacro"] = request
        let answer = try answer(Array(try JSONSerialization.data(withJSONObject: object)))
        let result = try #require(answer["expandMacroResult"] as? [String: Any])
        #expect(result["expandedSource"] == nil)
        let diagnostic = try #require((result["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["message"] as? String == "#Preview needs a closure that returns the view to preview")
        let location = try #require(syntax["location"] as? [String: Any])
        #expect((diagnostic["position"] as? [String: Any])?["offset"] as? Int == (location["offset"] as? Int ?? 0) + 2)
    }

    @Test func anUnknownMacroTypeIsAnError() throws {
        let text = String(decoding: try Fixtures.message("preview-view"), as: UTF8.self).replacingOccurrences(
            of: "\"typeName\":\"PreviewMacro\"", with: "\"typeName\":\"StringifyMacro\"")
        let result = try #require(try answer(Array(text.utf8))["expandMacroResult"] as? [String: Any])
        #expect(result["expandedSource"] == nil)
        let message = try #require((result["diagnostics"] as? [[String: Any]])?.first?["message"] as? String)
        #expect(message.contains("no macro type 'StringifyMacro'"))
    }

    @Test(arguments: [
        #"{"getCapability": "#, "not json", #"[1, 2]"#, #"{"expandFreestandingMacro": {"macro": 1}}"#, #"{"a": {}, "b": {}}"#,
    ])
    func bytesThatAreNotAMessageGetAnErrorAnswer(text: String) throws {
        let result = try #require(try answer(Array(text.utf8))["expandMacroResult"] as? [String: Any])
        #expect(result["expandedSource"] == nil)
        let diagnostic = try #require((result["diagnostics"] as? [[String: Any]])?.first)
        #expect((diagnostic["message"] as? String)?.hasPrefix("WidgetSDKMacros could not read a message") == true)
        #expect(diagnostic["severity"] as? String == "error")
    }

    @Test func anUnknownMessageGetsTheErrorAnswer() throws {
        let result = try #require(try answer(Array(#"{"expandEverything": {}}"#.utf8))["expandMacroResult"] as? [String: Any])
        let message = try #require((result["diagnostics"] as? [[String: Any]])?.first?["message"] as? String)
        #expect(message.contains("does not understand the message 'expandEverything'"))
    }

    @Test func loadingALibraryIsRefused() throws {
        let answer = try answer(Array(#"{"loadPluginLibrary": {"libraryPath": "/x.so", "moduleName": "X"}}"#.utf8))
        let result = try #require(answer["loadPluginLibraryResult"] as? [String: Any])
        #expect(result["loaded"] as? Bool == false)
        #expect((result["diagnostics"] as? [[String: Any]])?.count == 1)
    }

    @Test func anOldCompilerGetsThePerKindAnswer() throws {
        var handler = MacroMessageHandler()
        _ = handler.respond(to: Array(#"{"getCapability": {"capability": {"protocolVersion": 4}}}"#.utf8))
        let answer =
            try JSONSerialization.jsonObject(with: Data(handler.respond(to: try Fixtures.message("attribute-peer")))) as? [String: Any]
        let result = try #require(answer?["expandAttachedMacroResult"] as? [String: Any])
        #expect(result["expandedSources"] as? [String] == [""])
    }
}
