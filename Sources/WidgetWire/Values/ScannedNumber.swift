/// A JSON number as ``JSONScanner/number()`` read it: its bytes, and its decimal significand and
/// exponent, so that most reals are made without a string and `strtod` (about 1,500 instructions a
/// number) by the exact fast path of Clinger's algorithm.
struct ScannedNumber {
    /// The number's bytes.
    var range: Range<Int>
    /// Whether it has no fraction or exponent.
    var isIntegral: Bool
    /// The significant digits read, as an integer (exact while there are at most 19 of them).
    var significand: UInt64 = 0
    /// How many significant digits there are (leading zeros are not).
    var significantDigits = 0
    /// The power of ten the significand is multiplied by.
    var exponent = 0

    init(range: Range<Int>, isIntegral: Bool) {
        self.range = range
        self.isIntegral = isIntegral
    }

    /// Adds one digit (its ASCII byte) of the integer part, or of the fraction when `inFraction`.
    @inline(__always)
    mutating func add(_ byte: UInt8, inFraction: Bool) {
        if inFraction { exponent -= 1 }
        if significantDigits == 0 && byte == UInt8(ascii: "0") { return }
        significantDigits += 1
        if significantDigits <= 19 { significand = significand &* 10 &+ UInt64(byte &- UInt8(ascii: "0")) }
    }

    /// The value when the significand fits 2^53 and the exponent is within ±22: then one exact
    /// multiplication or division by an exact power of ten rounds correctly, as `strtod` does; else `nil`.
    func exactValue(negative: Bool) -> Double? {
        guard significantDigits <= 16, significand <= 1 << 53, (-22...22).contains(exponent) else { return nil }
        let magnitude =
            exponent >= 0
            ? Double(significand) * Self.exactPowersOfTen[exponent] : Double(significand) / Self.exactPowersOfTen[-exponent]
        return negative ? -magnitude : magnitude
    }

    /// Powers of ten that a `Double` holds exactly (10^0 ... 10^22).
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }
}
