internal import CHTTPTransfer
import Foundation

// The one file of the SDK that touches CHTTPTransfer's pointers: it turns a URLRequest into a
// wh_http_perform call and its response into Foundation values.

/// One blocking HTTP transfer through libcurl, loaded the first time a plugin makes one.
enum HTTPTransfer {
    /// The response to `request`, or the `URLError` that says why there is none.
    static func perform(_ request: URLRequest) -> Result<(Data, URLResponse), URLError> {
        guard let url = request.url else { return .failure(URLError(.badURL)) }
        let headers = (request.allHTTPHeaderFields ?? [:]).map { "\($0.key): \($0.value)" }
        var response = wh_http_response_t()
        let method = request.httpMethod ?? "GET"
        let outcome = withCStrings(headers) { lines in
            if let body = request.httpBody {
                // One byte more, so that an empty body still has an address (a body of length 0, not none).
                return (Array(body) + [0]).withUnsafeBufferPointer { bytes in
                    wh_http_perform(
                        url.absoluteString, method, lines, headers.count, bytes.baseAddress, body.count, request.timeoutInterval, &response)
                }
            }
            return wh_http_perform(url.absoluteString, method, lines, headers.count, nil, 0, request.timeoutInterval, &response)
        }
        defer { wh_http_response_free(&response) }
        let reason = withUnsafeBytes(of: response.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard outcome == 0 else {
            return .failure(
                URLError(
                    error(forTransferCode: outcome == -1 ? -1 : Int(response.transfer_code)),
                    userInfo: [
                        NSLocalizedDescriptionKey: reason, NSURLErrorFailingURLErrorKey: url,
                    ]))
        }
        let body = response.body.map { Data(bytes: $0, count: response.body_length) } ?? Data()
        let headerText = response.headers.map {
            String(decoding: UnsafeRawBufferPointer(start: $0, count: response.headers_length), as: UTF8.self)
        }
        let finalURL = response.url.flatMap { URL(string: String(cString: $0)) } ?? url
        return .success((body, makeResponse(url: finalURL, status: response.status, headerText: headerText ?? "")))
    }

    /// An HTTP response for http(s) URLs; a plain one (with a media type guessed from nothing) otherwise.
    private static func makeResponse(url: URL, status: Int, headerText: String) -> URLResponse {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return URLResponse(url: url, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)
        }
        var fields: [String: String] = [:]
        for line in headerText.split(whereSeparator: \.isNewline).dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            fields[name] = fields[name].map { "\($0), \(value)" } ?? value
        }
        return HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)
            ?? URLResponse(url: url, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)
    }

    /// The URLError code for libcurl's code (CURLcode), or for "libcurl could not be loaded" (-1).
    static func error(forTransferCode code: Int) -> URLError.Code {
        switch code {
        case -1: .cannotLoadFromNetwork
        case 1: .unsupportedURL
        case 3: .badURL
        case 5, 6: .cannotFindHost
        case 7: .cannotConnectToHost
        case 28: .timedOut
        case 35: .secureConnectionFailed
        case 37: .fileDoesNotExist
        case 47: .httpTooManyRedirects
        case 52, 56: .networkConnectionLost
        case 60: .serverCertificateUntrusted
        default: .unknown
        }
    }

    /// Calls `body` with `strings` as an array of C strings, valid during the call.
    private static func withCStrings<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Result) -> Result {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
