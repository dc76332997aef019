import Testing

@testable import WidgetMacroExpansion

/// The scanner splits Swift text into tokens, keeping strings, comments and interpolations whole.
@Suite struct SourceScannerTests {
    private func texts(_ source: String) throws -> [String] {
        try SourceScanner.tokens(of: source).map(\.text)
    }

    @Test func namesPunctuationOperatorsAndAttributes() throws {
        #expect(
            try texts("@Attribute(.unique) var name: [String: Int]? = nil")
                == ["@Attribute", "(", ".", "unique", ")", "var", "name", ":", "[", "String", ":", "Int", "]", "?", "=", "nil"])
        #expect(try texts("a..<b -> c?.d") == ["a", "..<", "b", "->", "c", "?", ".", "d"])
        #expect(try texts("#Preview(\"x\")") == ["#Preview", "(", "\"x\"", ")"])
    }

    @Test func stringsKeepTheirInterpolationsAndDelimiters() throws {
        #expect(
            try texts(#"Text("结果: \(NumberManager.number(")")))") x"#) == ["Text", "(", #""结果: \(NumberManager.number(")")))""#, ")", "x"])
        #expect(try texts(##"let raw = #"a "quoted" \(not) \#(yes)"#"##) == ["let", "raw", "=", ##"#"a "quoted" \(not) \#(yes)"#"##])
        #expect(try texts("\"\"\"\nline \"one\"\n\"\"\" y") == ["\"\"\"\nline \"one\"\n\"\"\"", "y"])
    }

    @Test func commentsAreSkippedAndLineBreaksRecorded() throws {
        let tokens = try SourceScanner.tokens(of: "a /* one /* nested */ still */ b // end\nc")
        #expect(tokens.map(\.text) == ["a", "b", "c"])
        #expect(tokens.map(\.startsLine) == [true, false, true])
    }

    @Test func offsetsCountUTF8Bytes() throws {
        let tokens = try SourceScanner.tokens(of: "\"é\" x")
        #expect(tokens.map(\.range) == [0..<4, 5..<6])
    }

    @Test func backtickedNamesLoseTheirBackticks() throws {
        let token = try #require(try SourceScanner.tokens(of: "`default`").first)
        #expect(token.kind == .identifier)
        #expect(token.name == "default")
    }

    @Test func unterminatedTextIsAnErrorWithItsPlace() {
        #expect(throws: SourceScanError(message: "unterminated string literal", offset: 4)) { try SourceScanner.tokens(of: "let \"abc") }
        #expect(throws: SourceScanError(message: "unterminated comment", offset: 2)) { try SourceScanner.tokens(of: "a /* b") }
        #expect(throws: SourceScanError(message: "unterminated string interpolation", offset: 3)) {
            try SourceScanner.tokens(of: "\"a\\(b")
        }
    }
}
