import Foundation

/// Loads data from URLs, as Foundation's `URLSession`, which Linux keeps in FoundationNetworking.
///
/// ```swift
/// let (data, response) = try await URLSession.shared.data(from: url)
/// guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
/// ```
///
/// FoundationNetworking links libcurl and some 30 more libraries, about 15 ms at every plugin
/// load; this session loads libcurl the first time a plugin makes a request, so a plugin pays
/// nothing for networking until it uses it. It covers what widget code uses: `data(from:)`,
/// `data(for:)` and `dataTask(with:completionHandler:)` over HTTP and HTTPS (redirects
/// followed, no cache, no cookies, no delegate). A failure is a `URLError` (`.cannotFindHost`,
/// `.timedOut`...). Code that needs all of FoundationNetworking imports it and writes
/// `FoundationNetworking.URLSession`.
open class URLSession: @unchecked Sendable {
    /// The shared session.
    public static let shared = URLSession(configuration: .default)

    /// The session's configuration.
    public let configuration: URLSessionConfiguration

    /// A session with `configuration`.
    public init(configuration: URLSessionConfiguration) {
        self.configuration = configuration
    }

    /// The data at `url`, and the response.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(for: URLRequest(url: url, timeoutInterval: configuration.timeoutIntervalForRequest))
    }

    /// The response to `request`, and its data.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let prepared = prepare(request)
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: HTTPTransfer.perform(prepared).mapError { $0 as any Error })
            }
        }
    }

    /// A task that loads `url` when resumed and calls `completionHandler` with the result.
    public func dataTask(
        with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    )
        -> URLSessionDataTask
    {
        dataTask(with: URLRequest(url: url, timeoutInterval: configuration.timeoutIntervalForRequest), completionHandler: completionHandler)
    }

    /// A task that sends `request` when resumed and calls `completionHandler` with the result.
    public func dataTask(
        with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    )
        -> URLSessionDataTask
    {
        URLSessionDataTask(request: prepare(request), completionHandler: completionHandler)
    }

    /// `request` with the configuration's extra headers.
    private func prepare(_ request: URLRequest) -> URLRequest {
        var prepared = request
        for (field, value) in configuration.httpAdditionalHeaders ?? [:] where prepared.value(forHTTPHeaderField: field) == nil {
            prepared.setValue(value, forHTTPHeaderField: field)
        }
        return prepared
    }
}

/// How a ``URLSession`` makes requests.
public final class URLSessionConfiguration: @unchecked Sendable {
    /// The usual configuration.
    public static var `default`: URLSessionConfiguration { URLSessionConfiguration() }
    /// A configuration that keeps nothing on disk (the same here: nothing is ever kept).
    public static var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }

    /// Seconds to wait for a response.
    public var timeoutIntervalForRequest: TimeInterval = 60
    /// Seconds a whole transfer may take (requests use ``timeoutIntervalForRequest``).
    public var timeoutIntervalForResource: TimeInterval = 604_800
    /// Header fields added to every request that does not set them.
    public var httpAdditionalHeaders: [String: String]?
    /// Whether requests wait for a connection (they do not here).
    public var waitsForConnectivity = false
    /// The cache policy of requests; nothing is cached here, so every policy loads from the network.
    public var requestCachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy
    /// Whether requests may use a cellular network (recorded; every request uses the host's network).
    public var allowsCellularAccess = true
    /// Whether requests may use an expensive network (recorded; every request uses the host's network).
    public var allowsExpensiveNetworkAccess = true
    /// Whether requests may use a network in Low Data Mode (recorded; every request uses the host's network).
    public var allowsConstrainedNetworkAccess = true
    /// Whether the system may defer transfers (recorded; requests run when made).
    public var isDiscretionary = false
    /// Connections per host (recorded; each request opens its own).
    public var httpMaximumConnectionsPerHost = 6
    /// Whether requests send and keep cookies (recorded; no cookies are kept here).
    public var httpShouldSetCookies = true
    /// The app group whose container a background session downloads into (recorded).
    public var sharedContainerIdentifier: String?
    /// The identifier of a background configuration; `nil` for the others.
    public private(set) var identifier: String?

    private init() {}

    /// A configuration for transfers iOS runs in the background; here its requests run as any others.
    public static func background(withIdentifier identifier: String) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration()
        configuration.identifier = identifier
        return configuration
    }
}

/// A request a ``URLSession`` makes when resumed, as `URLSessionDataTask`.
public final class URLSessionDataTask: @unchecked Sendable {
    /// The request.
    public let originalRequest: URLRequest?
    private let completionHandler: @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    private var started = false

    init(request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) {
        originalRequest = request
        self.completionHandler = completionHandler
    }

    /// Starts the request (once); the completion handler runs on another thread when it ends.
    public func resume() {
        guard !started, let request = originalRequest else { return }
        started = true
        let completionHandler = completionHandler
        DispatchQueue.global(qos: .userInitiated).async {
            switch HTTPTransfer.perform(request) {
            case .success(let (data, response)): completionHandler(data, response, nil)
            case .failure(let error): completionHandler(nil, nil, error)
            }
        }
    }

    /// Cancels a task that has not started.
    public func cancel() {
        started = true
    }
}
