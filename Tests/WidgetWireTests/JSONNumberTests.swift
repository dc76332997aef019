import Testing
import WidgetWire

/// Numbers that are not 64-bit integers are read without `strtod` when that is exact (up to 16
/// significant digits, decimal exponent within ±22) and by `strtod` otherwise: every one reads as the
/// `Double` Swift's own parser gives for the same text, bit for bit.
struct JSONNumberTests {
    /// Decimal texts around every edge of the exact path: digit counts, exponents, signs, zeros.
    static var texts: [String] {
        var texts = [
            "0.1", "-0.0", "0.0", "1.5", "2.675", "1765080000.123456", "1765080000.1234567", "9007199254740992.0",
            "9007199254740993.0", "0.30000000000000004", "1e22", "1e23", "1e-22", "1e-23", "123456789012345678.5",
            "4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308", "1e400", "-1e-400", "0.000000000000000000001",
            "1.00000000000000000000000000001", "12.5e+3", "12.5E-3", "-7.25e2", "1E0", "0e5", "100000000000000000000000.5",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<4_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = String(state >> 11 % 10_000_000_000_000_000)
            let point = Int(state % UInt64(digits.count))
            let exponent = Int((state >> 5) % 61) - 30
            var text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            if text.hasPrefix(".") { text = "0" + text }
            if text.hasSuffix(".") { text += "0" }
            if state & 1 == 0 { text = "-" + text }
            texts.append(state & 2 == 0 ? text : text + "e\(exponent)")
        }
        return texts
    }

    @Test func decimalsReadAsSwiftsParserReadsThem() throws {
        for text in Self.texts {
            let expected = try #require(Double(text), "\(text)")
            let read = JSONValueParser.parse(Array("[\(text)]".utf8))
            let value: Double? =
                switch read {
                case .array(let items) where items.count == 1:
                    switch items[0] {
                    case .double(let number): number
                    case .integer(let number): Double(number)
                    default: nil
                    }
                default: nil
                }
            let same = value?.bitPattern == expected.bitPattern || (value == 0 && expected == 0)
            #expect(same, "\(text): \(String(describing: value)) against \(expected)")
        }
    }
}
