import Foundation

extension NSAttributedString {
    /// The kind of document `init(data:options:documentAttributes:)` reads.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// HTML: its text is read, its tags and styles are not.
        public static let html = DocumentType(rawValue: "NSHTML")
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// RTF: read as plain text.
        public static let rtf = DocumentType(rawValue: "NSRTF")
    }

    /// An option of `init(data:options:documentAttributes:)`.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The ``DocumentType`` of the data.
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The data's text encoding, a `String.Encoding` raw value (UTF-8 when absent).
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
    }

    /// Text read from a document: for HTML (Apple's importer, as widget code uses it to show a short
    /// formatted snippet), its text with the tags dropped, line breaks for `<br>` and block ends, and
    /// character references decoded; its styles are not kept. Plain text and RTF are read as text.
    ///
    /// - Throws: `CocoaError(.fileReadCorruptFile)` when the data is not text in its encoding.
    public convenience init(
        data: Data, options: [DocumentReadingOptionKey: Any] = [:], documentAttributes: UnsafeMutablePointer<NSDictionary?>?
    ) throws {
        let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
        guard let text = String(data: data, encoding: encoding) ?? String(data: data, encoding: .utf16) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let type = options[.documentType] as? DocumentType
        self.init(string: type == .html ? HTMLText.plainText(of: text) : text)
    }
}

/// The text of HTML, as an attributed-string importer reads it without styles.
enum HTMLText {
    private static let breaks: Set<String> = ["br", "/p", "/div", "/li", "/h1", "/h2", "/h3", "/h4", "/h5", "/h6", "/tr"]
    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "#39": "'",
    ]

    static func plainText(of html: String) -> String {
        var text = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[html.index(after: index)..<close].split(separator: " ").first.map { $0.lowercased() } ?? ""
                if breaks.contains(tag.hasSuffix("/") ? String(tag.dropLast()) : tag) { text.append("\n") }
                if tag == "style" || tag == "script", let end = html.range(of: "</\(tag)>", range: close..<html.endIndex) {
                    index = end.upperBound
                    continue
                }
                index = html.index(after: close)
            } else if character == "&", let semicolon = html[index...].prefix(10).firstIndex(of: ";") {
                let name = String(html[html.index(after: index)..<semicolon])
                text.append(entity(name) ?? "&\(name);")
                index = html.index(after: semicolon)
            } else {
                text.append(character)
                index = html.index(after: index)
            }
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func entity(_ name: String) -> String? {
        if let known = entities[name] { return known }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}

extension AttributedString {
    /// The text of `nsStr` (its attributes are not carried over on Linux).
    public init(_ nsStr: NSAttributedString) {
        self.init(nsStr.string)
    }
}
