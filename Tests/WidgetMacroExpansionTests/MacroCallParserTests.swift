import Testing

@testable import WidgetMacroExpansion

/// Freestanding macro uses are read into their arguments and trailing closures.
@Suite struct MacroCallParserTests {
    @Test func argumentsAndLabeledTrailingClosures() throws {
        let call = try MacroCallParser.parse(
            "\n#Preview(\"Small\", as: .systemSmall, using: ConfigurationAppIntent.smiley) {\n    EmojiWidget()\n} timeline: {\n    SimpleEntry(date: .now)\n}"
        )
        #expect(call.name == "Preview")
        #expect(call.offset == 1)
        #expect(call.arguments.map(\.label) == [nil, "as", "using"])
        #expect(call.arguments.map(\.text) == ["\"Small\"", ".systemSmall", "ConfigurationAppIntent.smiley"])
        #expect(call.trailingClosures.map(\.label) == [nil, "timeline"])
        #expect(call.trailingClosures.map(\.text) == ["{\n    EmojiWidget()\n}", "{\n    SimpleEntry(date: .now)\n}"])
    }

    @Test func attributesBeforeTheMacroUseAreLeftOut() throws {
        let call = try MacroCallParser.parse("@available(iOS 17, watchOS 10, *)\n@MainActor\n#Preview(\"P\") {\n    Text(\"a\")\n}")
        #expect(call.name == "Preview")
        #expect(call.offset == 45)
        #expect(call.arguments.map(\.text) == ["\"P\""])
        #expect(call.trailingClosures.map(\.text) == ["{\n    Text(\"a\")\n}"])
    }

    @Test func aMacroWithoutParentheses() throws {
        let call = try MacroCallParser.parse("#Preview { Text(\"a, b\") }")
        #expect(call.arguments.isEmpty)
        #expect(call.trailingClosures.map(\.text) == ["{ Text(\"a, b\") }"])
    }

    @Test func commasInsideBracketsDoNotSplitArguments() throws {
        let call = try MacroCallParser.parse("#Preview(traits: .fixedLayout(width: 1, height: 2), .landscapeLeft, body: { [a, b] })")
        #expect(call.arguments.map(\.text) == [".fixedLayout(width: 1, height: 2)", ".landscapeLeft", "{ [a, b] }"])
        #expect(call.arguments.map(\.label) == ["traits", nil, "body"])
        #expect(call.arguments[2].isClosure)
    }

    @Test func textThatIsNotAMacroUseIsAnError() {
        #expect(throws: SourceParseError.self) { try MacroCallParser.parse("Preview()") }
        #expect(throws: SourceParseError(message: "the arguments of #Preview have unbalanced brackets", offset: 8)) {
            try MacroCallParser.parse("#Preview(\"x\"")
        }
        #expect(throws: SourceParseError(message: "expected a closure after #Preview's arguments", offset: 14)) {
            try MacroCallParser.parse("#Preview(\"x\") 42")
        }
        #expect(throws: SourceParseError(message: "an argument of #Preview is empty", offset: 8)) {
            try MacroCallParser.parse("#Preview(,)")
        }
    }
}
