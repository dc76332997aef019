/// Reading a JSON number that is not a 64-bit integer without making a string and calling
/// `strtod` (about 1,500 instructions a number): the exact fast path of Clinger's algorithm.
extension JSONScanner {
    /// Powers of ten that a `Double` holds exactly (10^0 ... 10^22).
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }

    /// The value of the number in `range` (checked by ``number()``), when its digits fit 2^53 and
    /// its decimal exponent is within ±22: then one exact multiplication or division by an exact
    /// power of ten rounds correctly, as `strtod` does. `nil` otherwise (the caller asks `strtod`).
    func exactDouble(_ range: Range<Int>) -> Double? {
        var position = range.lowerBound
        let isNegative = bytes[position] == UInt8(ascii: "-")
        if isNegative { position += 1 }
        var digits: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var inFraction = false
        while position < range.upperBound {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                guard let written = writtenExponent(position + 1..<range.upperBound) else { return nil }
                exponent += written
                break
            } else {
                if digits != 0 || byte != UInt8(ascii: "0") { significantDigits += 1 }
                guard significantDigits <= 16 else { return nil }
                digits = digits &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                if inFraction { exponent -= 1 }
            }
            position += 1
        }
        guard digits <= 1 << 53, (-22...22).contains(exponent) else { return nil }
        let magnitude =
            exponent >= 0
            ? Double(digits) * Self.exactPowersOfTen[exponent] : Double(digits) / Self.exactPowersOfTen[-exponent]
        return isNegative ? -magnitude : magnitude
    }

    /// The exponent written after `e` (a sign, then digits), or `nil` if it has more than four digits.
    private func writtenExponent(_ range: Range<Int>) -> Int? {
        var position = range.lowerBound
        var sign = 1
        if bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
            if bytes[position] == UInt8(ascii: "-") { sign = -1 }
            position += 1
        }
        guard range.upperBound - position <= 4 else { return nil }
        var value = 0
        while position < range.upperBound {
            value = value * 10 + Int(bytes[position] &- UInt8(ascii: "0"))
            position += 1
        }
        return sign * value
    }
}
