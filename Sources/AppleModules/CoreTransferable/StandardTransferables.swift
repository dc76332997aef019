/// The standard types other representations use as proxies (`ProxyRepresentation(exporting: \.url)`).
extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(
            contentType: .url, exporting: { Data($0.absoluteString.utf8) },
            importing: { data in
                guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw TransferError.noRepresentation(.url) }
                return url
            })
    }
}
