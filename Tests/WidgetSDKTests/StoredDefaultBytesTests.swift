import Foundation
import Testing

@testable import WidgetSDK

/// HostDefaults' stored values read and written without Foundation's coders for the common scalars:
/// the same bytes Foundation's encoder writes, and the same values from the bytes older builds wrote.
struct StoredDefaultBytesTests {
    /// What `StoredDefault.bytes` wrote before it had a path without Foundation.
    private static func foundationBytes(_ value: StoredDefault) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return Array(try encoder.encode(value))
    }

    @Test(arguments: [
        StoredDefault.int(0), .int(-42), .int(Int.max), .int(Int.min), .bool(true), .bool(false), .string("a/b \"q\" é"),
        .double(2.5), .double(3), .double(.infinity), .double(-.infinity), .data(Data([0, 1, 255])),
    ])
    func bytesAreFoundationsAndReadBack(value: StoredDefault) throws {
        #expect(value.bytes == (try Self.foundationBytes(value)))
        #expect(StoredDefault(bytes: value.bytes) == value)
    }

    @Test func bytesOtherCodeWroteStillReadAsBefore() {
        #expect(StoredDefault(bytes: Array(#"{ "int" : 7 }"#.utf8)) == .int(7))
        #expect(StoredDefault(bytes: Array(#"{"double":"nan"}"#.utf8)).object is Double)
        #expect(StoredDefault(bytes: Array(#"{"int":1.5}"#.utf8)) == .data(Data(#"{"int":1.5}"#.utf8)))
        #expect(StoredDefault(bytes: Array("plain".utf8)) == .data(Data("plain".utf8)))
        #expect(StoredDefault(bytes: Array(#"{"int":1,"bool":true}"#.utf8)) == .int(1))
    }

    /// The integer read digit by digit reads what the general path reads, at its edges.
    @Test(arguments: [
        (#"{"int":-0}"#, StoredDefault.int(0)), (#"{"int":7}"#, .int(7)), (#"{"int":-9223372036854775808}"#, .int(.min)),
        (#"{"int":9223372036854775807}"#, .int(.max)), (#"{"int":9223372036854775808}"#, nil),
        (#"{"int":-9223372036854775809}"#, .int(.min)), (#"{"int":99999999999999999999}"#, nil), (#"{"int":01}"#, nil),
        (#"{"int":-}"#, nil), (#"{"int":}"#, nil), (#"{"int":1a}"#, nil), (#"{"int":--1}"#, nil),
    ])
    func integersAtTheEdgesReadAsBefore(text: String, expected: StoredDefault?) {
        #expect(StoredDefault(bytes: Array(text.utf8)) == expected ?? .data(Data(text.utf8)))
    }
}
