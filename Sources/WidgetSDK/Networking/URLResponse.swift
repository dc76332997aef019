import Foundation

/// What a server answered, as Foundation's `URLResponse` (in FoundationNetworking on Linux).
open class URLResponse: @unchecked Sendable {
    /// The URL of the response (after redirects).
    public let url: URL?
    /// The body's media type, from `Content-Type`.
    public let mimeType: String?
    /// The body's length as the server announced it; -1 when it did not.
    public let expectedContentLength: Int64
    /// The body's text encoding, from `Content-Type`'s `charset`.
    public let textEncodingName: String?

    public init(url: URL, mimeType: String?, expectedContentLength: Int, textEncodingName: String?) {
        self.url = url
        self.mimeType = mimeType
        self.expectedContentLength = Int64(expectedContentLength)
        self.textEncodingName = textEncodingName
    }

    /// The file name the response suggests: the URL's last path component.
    public var suggestedFilename: String? {
        url.map { $0.lastPathComponent.isEmpty ? "Unknown" : $0.lastPathComponent }
    }
}

/// What an HTTP server answered: the status and the header fields, as Foundation's `HTTPURLResponse`.
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    /// The status code (200, 404...).
    public let statusCode: Int
    /// The header fields, by name as the server wrote it.
    public let allHeaderFields: [AnyHashable: Any]
    private let fields: [String: String]

    public init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?) {
        self.statusCode = statusCode
        fields = headerFields ?? [:]
        allHeaderFields = fields
        let contentType = fields.first { $0.key.caseInsensitiveCompare("Content-Type") == .orderedSame }?.value
        let length = fields.first { $0.key.caseInsensitiveCompare("Content-Length") == .orderedSame }.flatMap { Int($0.value) }
        super.init(
            url: url, mimeType: contentType.map(Self.mimeType(in:)), expectedContentLength: length ?? -1,
            textEncodingName: contentType.flatMap(Self.charset(in:)))
    }

    /// The value of header `field` (case-insensitive), if the server sent it.
    public func value(forHTTPHeaderField field: String) -> String? {
        fields.first { $0.key.caseInsensitiveCompare(field) == .orderedSame }?.value
    }

    /// A short English text for a status code ("not found" for 404).
    public static func localizedString(forStatusCode statusCode: Int) -> String {
        switch statusCode {
        case 200: "no error"
        case 201: "created"
        case 204: "no content"
        case 301: "moved permanently"
        case 302: "found"
        case 304: "not modified"
        case 400: "bad request"
        case 401: "unauthorized"
        case 403: "forbidden"
        case 404: "not found"
        case 429: "too many requests"
        case 500: "internal server error"
        case 503: "service unavailable"
        default: "status \(statusCode)"
        }
    }

    private static func mimeType(in contentType: String) -> String {
        String(contentType.split(separator: ";", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    }

    private static func charset(in contentType: String) -> String? {
        contentType.split(separator: ";").dropFirst().lazy
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.lowercased().hasPrefix("charset=") }
            .map { String($0.dropFirst("charset=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
    }
}
