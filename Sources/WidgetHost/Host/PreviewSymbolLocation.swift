import WidgetWire

/// Where a `#Preview` is in its plugin's source, read from the name of its preview function: what a
/// preview whose function failed is named by (it answered no location of its own). The macro's
/// mangled name carries the file and the zero-based line and column of the expansion:
/// `widgethost_preview__s7Weather0019WeatherWidgetswift_…MX21_0_…` is WeatherWidget.swift, line 22.
enum PreviewSymbolLocation {
    /// The file and line of the preview function `symbol`, or `nil` when its name does not say.
    static func location(of symbol: String) -> PreviewSourceLocation? {
        let bytes = Array(symbol.utf8)
        guard let expansion = firstIndex(of: Array("MX".utf8), in: bytes, from: 0),
            let line = number(in: bytes, from: expansion + 2), bytes.indices.contains(line.end), bytes[line.end] == UInt8(ascii: "_"),
            let file = fileName(in: bytes[..<expansion])
        else { return nil }
        return PreviewSourceLocation(file: file, line: line.value + 1)
    }

    /// `Name.swift` from the mangled file identifier before the expansion: a punycode identifier
    /// (`00`, its length, then the name's letters with the dot dropped, `swift_` and the dot's code),
    /// the last `swift_` ending it.
    private static func fileName(in bytes: ArraySlice<UInt8>) -> String? {
        let text = Array(bytes)
        let marker = Array("swift_".utf8)
        var end: Int?
        var search = 0
        while let next = firstIndex(of: marker, in: text, from: search) {
            end = next
            search = next + 1
        }
        guard let end else { return nil }
        var start = end
        while start > 0, isAlphanumeric(text[start - 1]) { start -= 1 }
        // The identifier's `00` and length: the last `00` followed by digits and then a name.
        var prefix = end - 2
        while prefix >= start {
            if text[prefix] == UInt8(ascii: "0"), text[prefix + 1] == UInt8(ascii: "0"),
                let length = number(in: text, from: prefix + 2), length.end < end, !isDigit(text[length.end])
            {
                return String(decoding: text[length.end..<end], as: UTF8.self) + ".swift"
            }
            prefix -= 1
        }
        return nil
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start >= 0, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index..<index + needle.count].elementsEqual(needle) {
            return index
        }
        return nil
    }

    private static func number(in bytes: [UInt8], from start: Int) -> (value: Int, end: Int)? {
        var index = start
        var value = 0
        while index < bytes.count, isDigit(bytes[index]), value < 10_000_000 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return index > start ? (value, index) : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
