/// Text made from UTF-8 bytes that must be valid, checked by a loop over the bytes rather than the
/// standard library's generic `String(validating:as:)`, which costs about a thousand instructions for
/// a short string (a widget's Chinese or emoji labels, read on every timeline).
enum UTF8Text {
    /// The text of `bytes`, or `nil` if they are not valid UTF-8 (RFC 3629: no overlong forms, no
    /// surrogates, nothing above U+10FFFF, no cut-off sequence); what `String(validating:as:)` answers.
    static func string(validating bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard isValid(bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `bytes` are valid UTF-8.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            // The second byte's range depends on the lead: it is where overlong forms, surrogates and
            // code points above U+10FFFF are refused (RFC 3629, section 4).
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: return false
            }
            guard count - index >= length else { return false }
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return false }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
