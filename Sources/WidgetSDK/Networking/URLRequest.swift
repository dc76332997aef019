import Foundation

/// A URL request, as Foundation's `URLRequest` (which Linux keeps in FoundationNetworking): the
/// URL, the method, the headers, the body and a timeout, for ``URLSession``.
///
/// ```swift
/// var request = URLRequest(url: URL(string: "https://api.example.com/items")!)
/// request.httpMethod = "POST"
/// request.setValue("application/json", forHTTPHeaderField: "Content-Type")
/// request.httpBody = try JSONEncoder().encode(item)
/// ```
public struct URLRequest: Hashable, Sendable {
    /// How a request may use cached responses. Responses are not cached here, so every policy loads from the network.
    public enum CachePolicy: UInt, Sendable {
        case useProtocolCachePolicy = 0
        case reloadIgnoringLocalCacheData = 1
        case reloadIgnoringLocalAndRemoteCacheData = 4
        case returnCacheDataElseLoad = 2
        case returnCacheDataDontLoad = 3
        case reloadRevalidatingCacheData = 5

        /// The same as ``reloadIgnoringLocalCacheData``.
        public static let reloadIgnoringCacheData = CachePolicy.reloadIgnoringLocalCacheData
    }

    /// The URL.
    public var url: URL?
    /// The HTTP method; `GET` unless set.
    public var httpMethod: String? = "GET"
    /// The body.
    public var httpBody: Data?
    /// The header fields.
    public var allHTTPHeaderFields: [String: String]?
    /// Seconds to wait for the whole response.
    public var timeoutInterval: TimeInterval
    /// The cache policy (see ``CachePolicy``).
    public var cachePolicy: CachePolicy

    /// A GET request for `url`.
    public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60) {
        self.url = url
        self.cachePolicy = cachePolicy
        self.timeoutInterval = timeoutInterval
    }

    /// The value of header `field` (case-insensitive), if set.
    public func value(forHTTPHeaderField field: String) -> String? {
        allHTTPHeaderFields?.first { $0.key.caseInsensitiveCompare(field) == .orderedSame }?.value
    }

    /// Sets header `field` to `value`, replacing any value it had; `nil` removes it.
    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
        var fields = allHTTPHeaderFields ?? [:]
        for key in fields.keys where key.caseInsensitiveCompare(field) == .orderedSame { fields[key] = nil }
        fields[field] = value
        allHTTPHeaderFields = fields
    }

    /// Adds `value` to header `field`, after a comma if it has a value already.
    public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
        setValue(self.value(forHTTPHeaderField: field).map { "\($0),\(value)" } ?? value, forHTTPHeaderField: field)
    }
}
