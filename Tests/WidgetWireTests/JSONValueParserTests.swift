import Testing
import WidgetWire

/// JSON read and written without Foundation (the plugin side's perform path) agrees with
/// ``WireCoding``, which uses Foundation: the same values from the same bytes, the same bytes
/// from the same values, and nothing accepted that is not JSON.
struct JSONValueParserTests {
    static let documents = [
        #"{"parameters": {"value": 10, "name": "Soup", "on": true, "none": null}}"#,
        #"  [1, -2, 3.5, -0.25, 1e3, 2E-2, 1.0, 0, -0, 9223372036854775807, 9223372036854775808]  "#,
        #"{"nested": {"list": [[], {}, [{"a": "b"}]]}, "empty": ""}"#,
        #"["tab\tquote\" slash\/ back\\ \u00e9 \ud83d\ude00 \b\f\n\r", "héllo wörld"]"#,
        "\"plain\"", "true", "false", "null", "42",
        #"{"only": "one"}"#, #"{"a": 1, "b": [2]}"#, #"{"a": {"x": 1}, "b": {"y": 2, "z": 3}, "c": {}}"#,
    ]

    @Test func readsWhatWireCodingReads() throws {
        for document in Self.documents {
            let parsed = JSONValueParser.parse(Array(document.utf8))
            #expect(parsed == (try WireCoding.foundationDecode(JSONValue.self, from: Array(document.utf8))), "\(document)")
        }
    }

    /// A string's bytes are read eight at a time until one needs a look: a quote, an escape, a control
    /// character, or bytes beyond ASCII (valid or not) at every place in and around a word read the same.
    @Test func everyByteToLookAtIsFoundWhereverItFallsInAString() throws {
        let specials: [[UInt8]] = [
            Array(#"\""#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8), [0x01], [0x1F], Array("é".utf8), Array("加".utf8),
            [0xFF], [0xC3], [0x7F], [0x20],
        ]
        for length in [0, 7, 8, 9, 16, 21] {
            for position in 0...length {
                for special in specials {
                    var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    text.insert(contentsOf: special, at: position)
                    let document = [UInt8(ascii: "[")] + [0x22] + text + [0x22, UInt8(ascii: "]")]
                    let expected = try? WireCoding.foundationDecode(JSONValue.self, from: document)
                    #expect(JSONValueParser.parse(document) == expected, "\(special) at \(position) of \(length)")
                }
            }
        }
    }

    /// Bytes beyond ASCII are checked as the standard library's `String(validating:as:)` checks them:
    /// every sequence of one to four bytes drawn from the edges of UTF-8's ranges (overlong forms,
    /// surrogates, code points past U+10FFFF, cut-off and stray continuation bytes), inside a string.
    @Test func utf8IsCheckedAsTheStandardLibraryChecksIt() {
        let edges: [UInt8] = [
            0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF,
            0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        var sequences: [[UInt8]] = [[]]
        var mismatches: [[UInt8]] = []
        for _ in 1...4 {
            sequences = sequences.flatMap { sequence in edges.map { sequence + [$0] } }
            for sequence in sequences where sequence.contains(where: { $0 >= 0x80 }) {
                let text = String(validating: sequence, as: UTF8.self)
                let alone = JSONValueParser.parse([0x22] + sequence + [0x22])
                let beforeAnEscape = JSONValueParser.parse([0x22] + sequence + Array(#"\u0041""#.utf8))
                if alone != text.map(JSONValue.string) || beforeAnEscape != text.map({ .string($0 + "A") }) {
                    mismatches.append(sequence)
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func aRepeatedKeyKeepsItsLastValue() {
        #expect(JSONValueParser.parse(Array(#"{"a": 1, "a": 2}"#.utf8)) == .object(["a": 2]))
        #expect(JSONValueParser.parse(Array(#"{"a": 1, "b": 2, "a": 3}"#.utf8)) == .object(["a": 3, "b": 2]))
    }

    static let invalid = [
        "", " ", "{", "[1,]", "{\"a\" 1}", "{\"a\": 1,}", "01", "1.", ".5", "-", "1e", "+1", "tru", "nul", "\"open",
        "\"bad \\x escape\"", "\"lone \\ud83d surrogate\"", "\"raw \n newline\"", "[1] 2", "{1: 2}", "NaN",
        String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ]

    @Test func refusesWhatIsNotJSON() {
        for document in Self.invalid {
            #expect(JSONValueParser.parse(Array(document.utf8)) == nil, "\(document)")
        }
        #expect(JSONValueParser.parse([0x22, 0xFF, 0x22]) == nil, "invalid UTF-8")
    }

    @Test func writesWhatWireCodingWrites() throws {
        let values: [JSONValue] = [
            .object(["value": 3, "dialog": "Added \"3\"\n"]), .array([.double(2), .double(1.5), .double(-1e20), .integer(-7)]),
            .object(["b": .array([true, false, .null]), "a": .object([:]), "c": "x/y \u{1} é"]), .string(""), .array([]),
            .array([.integer(0), .integer(.min), .integer(.max), .integer(-1), .integer(10), .integer(1_000_000_007)]),
            .array([.double(0), .double(-0.0), .double(-3), .double(1_700_000_000), .double(9_007_199_254_740_991)]),
            .array([.double(9_007_199_254_740_992), .double(-9_007_199_254_740_993), .double(1e16), .double(1e15), .double(0.1)]),
            .object(["only": .object(["one": .double(-2)])]), .object(["": .null]),
        ]
        for value in values {
            var bytes: [UInt8] = []
            try JSONValueWriter.write(value, to: &bytes)
            #expect(bytes == (try WireCoding.foundationEncode(value)), "\(String(decoding: bytes, as: UTF8.self))")
        }
        var bytes: [UInt8] = []
        #expect(throws: JSONValueWriter.UnrepresentableNumber.self) { try JSONValueWriter.write(.double(.infinity), to: &bytes) }
    }

    @Test func performMessagesRoundTripWithoutFoundation() throws {
        let request = #"{"parameters": {"scoops": 2, "flavor": "mint"}}"#
        #expect(PerformRequest(parsing: request.utf8) == (try WireCoding.foundationDecode(PerformRequest.self, from: Array(request.utf8))))
        #expect(PerformRequest(parsing: #"{"params": {}}"#.utf8) == nil)
        for response in [PerformResponse(), PerformResponse(value: 3, dialog: "Done"), PerformResponse(value: .array(["a", 1.5]))] {
            #expect(try response.encodedBytes() == (try WireCoding.foundationEncode(response)))
        }
    }

    /// The host's side: the request it writes is the bytes ``WireCoding`` writes, and it reads a
    /// response as ``WireCoding`` does, refusing (for ``WireCoding`` to explain) what that refuses.
    @Test func hostSideOfPerformMessagesAgreesWithWireCoding() throws {
        let requests = [
            PerformRequest(parameters: [:]), PerformRequest(parameters: ["times": 3, "word": "hello"]),
            PerformRequest(parameters: ["at": .double(1_700_000_000.5), "tags": .array(["a/b", "c"]), "on": false]),
        ]
        for request in requests {
            #expect(try request.encodedBytes() == (try WireCoding.foundationEncode(request)))
        }
        let responses = [
            "{}", #"{"value": 42, "dialog": "Added 10"}"#, #"{"value": null, "dialog": null}"#,
            #" {"dialog": "Painted", "value": {"parameters": {"mood": "calm"}}, "extra": [1]} "#, #"{"value": [1, "two"]}"#,
        ]
        for response in responses {
            let decoded = try WireCoding.foundationDecode(PerformResponse.self, from: Array(response.utf8))
            #expect(PerformResponse(parsing: response.utf8) == decoded, "\(response)")
        }
        for refused in [#"{"dialog": 3}"#, "[1]", #"{"value": }"#, "null"] {
            #expect(PerformResponse(parsing: refused.utf8) == nil, "\(refused)")
            #expect(throws: (any Error).self) { try WireCoding.decode(PerformResponse.self, from: refused) }
        }
    }

    /// A perform request's parameters as the plugin reads them, a list: the values of the request's
    /// dictionary, a repeated name keeping its last value, and `nil` for whatever the parser refuses.
    @Test func membersOfANestedObjectAreTheValuesItsDictionaryHolds() throws {
        let requests = [
            #"{"parameters":{}}"#, #"{"parameters":{"value":10}}"#,
            #" { "other" : [1, {"a": null}], "parameters" : {"b": true, "a": "x"} } "#,
            #"{"parameters":{"a":1,"b":2,"a":3}}"#, #"{"parameters":{"x":1},"parameters":{"y":[2.5]}}"#,
            #"{"parameters":{"n":{"deep":{"er":[1,2,{"z":"é\u00e9"}]}}}}"#,
        ]
        for request in requests {
            let members = try #require(JSONValueParser.members(of: "parameters", in: request), "\(request)")
            #expect(Set(members.map(\.name)).count == members.count, "\(request)")
            let dictionary = Dictionary(members.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
            #expect(PerformRequest(parsing: request) == PerformRequest(parameters: dictionary), "\(request)")
        }
        #expect(JSONValueParser.members(of: "parameters", in: #"{"parameters":{"a":1,"b":2,"a":3}}"#)?.map(\.name) == ["b", "a"])
        let refused = [
            "", "[]", #"{"params":{}}"#, #"{"parameters":[1]}"#, #"{"parameters":{"a":1}"#, #"{"parameters":{"a":1}} x"#,
            #"{"parameters":{"a":tru}}"#, #"{"other":nope,"parameters":{}}"#, #"{"parameters":{"a":"\ud800"}}"#,
            "{\"parameters\":{\"a\":" + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}}",
        ]
        for request in refused {
            #expect(JSONValueParser.members(of: "parameters", in: request) == nil, "\(request)")
            #expect(PerformRequest(parsing: request) == nil, "\(request)")
        }
    }
}
