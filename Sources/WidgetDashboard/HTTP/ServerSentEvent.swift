/// One server-sent event, framed as the `text/event-stream` format wants: optional `event:`
/// and `id:` lines, one `data:` line per line of data, and a blank line.
///
/// ```swift
/// ServerSentEvent(event: "instance", data: "3").encoded  // "event: instance\ndata: 3\n\n"
/// ```
public struct ServerSentEvent: Hashable, Sendable {
    /// The event type the page listens for (`instance`); `nil` means `message`.
    public var event: String?
    /// The payload; newlines become separate `data:` lines, which the browser joins again.
    public var data: String
    /// The event id the browser sends back as `Last-Event-ID` when it reconnects.
    public var id: String?

    /// An event of type `event` carrying `data`.
    public init(event: String? = nil, data: String, id: String? = nil) {
        self.event = event
        self.data = data
        self.id = id
    }

    /// The event in wire format. Carriage returns and newlines inside `event` and `id` are
    /// dropped, so a value cannot forge another field.
    public var encoded: String {
        var text = ""
        if let event { text += "event: \(Self.singleLine(event))\n" }
        if let id { text += "id: \(Self.singleLine(id))\n" }
        let normalized = data.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        for line in normalized.split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
        return text + "\n"
    }

    /// A comment line (`: keep-alive`), which browsers ignore: keeps idle connections open.
    public static func comment(_ text: String) -> String { ": \(singleLine(text))\n\n" }

    private static func singleLine(_ text: String) -> String {
        text.filter { $0 != "\n" && $0 != "\r" }
    }
}
