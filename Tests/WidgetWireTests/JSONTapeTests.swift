import Testing

@testable import WidgetWire

/// ``JSONTape`` (how the host reads a timeline) accepts exactly what ``JSONValueParser`` accepts and
/// reads the same values, and its members and items are the ones a dictionary and an array would give.
struct JSONTapeTests {
    /// The value the tape of `document` makes of its root, or `nil` when the tape refuses it.
    private static func tapeValue(_ bytes: [UInt8]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { buffer in JSONTape.read(buffer).map { $0.value(0) } }
    }

    @Test func readsWhatTheParserReads() {
        let more = [
            #"{"a": 1, "b": {"c": [1, 2, {"d": null}]}, "a": 2}"#, #"[1e999, -1e999, 1.5e300, 12345678901234567890, -9223372036854775808]"#,
            #"{"é": "ü", "\u00e9": 1, "k\"ey": [true, false]}"#, String(repeating: "[", count: 256) + String(repeating: "]", count: 256),
        ]
        for document in JSONValueParserTests.documents + more {
            let bytes = Array(document.utf8)
            let parsed = JSONValueParser.parse(bytes)
            #expect(parsed != nil, "\(document)")
            #expect(Self.tapeValue(bytes) == parsed, "\(document)")
        }
    }

    /// Documents with far more tokens than the tape first makes room for (about one per six bytes):
    /// the list grows as they are read, and every value is still there.
    @Test func documentsDenseWithTokensReadAsTheParserReads() {
        let items = (0..<5000).map { "\($0 % 10)" }.joined(separator: ",")
        let members = (0..<3000).map { #""\#($0)":[]"# }.joined(separator: ",")
        for document in ["[\(items)]", "{\(members)}", "[[],[[]],{},[{}]]"] {
            let bytes = Array(document.utf8)
            #expect(Self.tapeValue(bytes) == JSONValueParser.parse(bytes), "\(document.prefix(40))")
        }
    }

    @Test func refusesWhatTheParserRefuses() {
        let more = [String(repeating: "[", count: 257) + String(repeating: "]", count: 257), "{\"a\": [1, 2}", "[{]", "{\"a\"}"]
        for document in JSONValueParserTests.invalid + more {
            #expect(Self.tapeValue(Array(document.utf8)) == nil, "\(document)")
        }
        #expect(Self.tapeValue([0x22, 0xFF, 0x22]) == nil, "invalid UTF-8")
        #expect(Self.tapeValue([0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D]) == nil, "invalid UTF-8 in a key")
    }

    /// Strings of 0 to 20 bytes with one byte or escape that needs a look at each place (a control
    /// character, an escape, a bad escape, UTF-8 beyond ASCII, a byte that is no UTF-8, DEL), alone
    /// (the string ends the buffer, within the last eight bytes), as a member followed by more, and cut
    /// off: the tape reads each as the parser does (the plain ASCII path and the general one agree).
    @Test func stringsWithAByteToLookAtAnywhereReadAsTheParserReads() {
        let specials: [[UInt8]] = [[0x1F], Array(#"\n"#.utf8), Array(#"\q"#.utf8), [0xC3, 0xA9], [0xFF], [0x7F], Array(#"\""#.utf8)]
        for length in 0...20 {
            for special in specials {
                for place in 0...length {
                    var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    text.insert(contentsOf: special, at: place)
                    let quoted = [0x22] + text + [0x22]
                    for document in [quoted, Array("{\"k\":".utf8) + quoted + Array(",\"n\":1}".utf8), [0x22] + text] {
                        #expect(Self.tapeValue(document) == JSONValueParser.parse(document), "\(document)")
                    }
                }
            }
        }
    }

    @Test func membersAndItemsAreTheOnesOfTheValue() throws {
        let document = Array(#"{"list": [{"x": 1}, [2, [3]], "s"], "name": "ab\u0063", "list": [true, null], "n": -2.5}"#.utf8)
        try document.withUnsafeBufferPointer { buffer in
            let tape = try #require(JSONTape.read(buffer))
            let list = try #require(tape.member("list", of: 0))
            #expect(tape.items(of: list).map(tape.value) == [.bool(true), .null], "a repeated key keeps its last value")
            #expect(tape.member("name", of: 0).flatMap(tape.string) == "abc")
            #expect(tape.member("n", of: 0).flatMap(tape.number) == -2.5)
            #expect(tape.member("missing", of: 0) == nil)
            #expect(tape.member("name", of: list) == nil, "an array has no members")
            #expect(tape.items(of: 0).isEmpty, "an object has no items")
            let name = try #require(tape.member("name", of: 0))
            #expect(tape.number(name) == nil && tape.bool(name) == nil && !tape.isNull(name))
        }
    }
}
