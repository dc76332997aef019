import Foundation

/// A type of data, as `UTType` (`.png`, `.json`, `UTType(filenameExtension: "jpg")`).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier (`public.png`).
    public let identifier: String
    /// The file extension files of the type have, if any.
    public let preferredFilenameExtension: String?
    /// The MIME type of the type, if any.
    public let preferredMIMEType: String?
    /// The types it conforms to directly.
    let parents: [String]

    init(_ identifier: String, extension fileExtension: String? = nil, mime: String? = nil, parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = fileExtension
        preferredMIMEType = mime
        self.parents = parents
    }

    /// The system type `identifier` names, or a dynamic type of that identifier.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = Self.known.first { $0.identifier == identifier } ?? UTType(identifier, parents: ["public.data"])
    }

    /// The type of files with `filenameExtension`, if it is a known one.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard let type = Self.known.first(where: { $0.preferredFilenameExtension == lowered || Self.aliases[lowered] == $0.identifier })
        else { return nil }
        self = type
    }

    /// The type of data with `mimeType`, if it is a known one.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let type = Self.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = type
    }

    /// A type the app declares (`UTType(exportedAs: "com.example.note")`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [(parentType ?? .data).identifier])
    }

    /// A type another app declares.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// Whether the type is `type` or conforms to it through its parents.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { parent in Self.known.first { $0.identifier == parent }?.conforms(to: type) ?? (parent == type.identifier)
        }
    }

    /// Whether the type is one of the system's.
    public var isDeclared: Bool { Self.known.contains(self) }

    public var description: String { identifier }

    public static let item = UTType("public.item", parents: [])
    public static let content = UTType("public.content", parents: ["public.item"])
    public static let data = UTType("public.data", parents: ["public.item"])
    public static let text = UTType("public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", extension: "txt", mime: "text/plain", parents: ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", parents: ["public.plain-text"])
    public static let json = UTType("public.json", extension: "json", mime: "application/json", parents: ["public.text"])
    public static let xml = UTType("public.xml", extension: "xml", mime: "application/xml", parents: ["public.text"])
    public static let html = UTType("public.html", extension: "html", mime: "text/html", parents: ["public.text"])
    public static let commaSeparatedText = UTType(
        "public.comma-separated-values-text", extension: "csv", mime: "text/csv", parents: ["public.text"])
    public static let propertyList = UTType("com.apple.property-list", extension: "plist", parents: ["public.data"])
    public static let image = UTType("public.image", parents: ["public.data", "public.content"])
    public static let png = UTType("public.png", extension: "png", mime: "image/png", parents: ["public.image"])
    public static let jpeg = UTType("public.jpeg", extension: "jpeg", mime: "image/jpeg", parents: ["public.image"])
    public static let gif = UTType("com.compuserve.gif", extension: "gif", mime: "image/gif", parents: ["public.image"])
    public static let heic = UTType("public.heic", extension: "heic", mime: "image/heic", parents: ["public.image"])
    public static let svg = UTType("public.svg-image", extension: "svg", mime: "image/svg+xml", parents: ["public.image"])
    public static let pdf = UTType("com.adobe.pdf", extension: "pdf", mime: "application/pdf", parents: ["public.data", "public.content"])
    public static let audio = UTType("public.audio", parents: ["public.data", "public.content"])
    public static let movie = UTType("public.movie", parents: ["public.data", "public.content"])
    public static let video = UTType("public.video", parents: ["public.movie"])
    public static let url = UTType("public.url", parents: ["public.data"])
    public static let fileURL = UTType("public.file-url", parents: ["public.url"])
    public static let folder = UTType("public.folder", parents: ["public.item"])

    private static let known: [UTType] = [
        item, content, data, text, plainText, utf8PlainText, json, xml, html, commaSeparatedText, propertyList, image, png, jpeg, gif,
        heic, svg, pdf, audio, movie, video, url, fileURL, folder,
    ]
    private static let aliases = ["jpg": "public.jpeg", "htm": "public.html", "text": "public.plain-text"]
}
