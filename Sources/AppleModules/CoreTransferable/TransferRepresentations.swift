/// A value exported and imported as its `Codable` encoding (JSON by default).
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    public let _conversions: [TransferConversion<Item>]

    /// A representation of `contentType`, encoded with `JSONEncoder` and decoded with `JSONDecoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// A representation of `contentType`, encoded with `encoder` and decoded with `decoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: JSONEncoder, decoder: JSONDecoder) {
        _conversions = [
            TransferConversion(
                contentType: contentType, exporter: { try encoder.encode($0) }, importer: { try decoder.decode(Item.self, from: $0) })
        ]
    }
}

/// A value exported and imported as bytes its closures make and read.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public let _conversions: [TransferConversion<Item>]

    /// Exports with `exporting` and imports with `importing`.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        _conversions = [TransferConversion(contentType: contentType, exporter: exporting, importer: importing)]
    }

    /// Exports only.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        _conversions = [TransferConversion(contentType: exportedContentType, exporter: exporting, importer: nil)]
    }

    /// Imports only.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        _conversions = [TransferConversion(contentType: importedContentType, exporter: nil, importer: importing)]
    }
}

/// A value represented by another ``Transferable`` value (a URL, a string).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    public let _conversions: [TransferConversion<Item>]

    /// Exports the proxy `exporting` makes, and imports through `importing`.
    public init(exporting: @escaping (Item) throws -> Proxy, importing: @escaping (Proxy) throws -> Item) {
        _conversions = Proxy.conversions.map { proxy in
            TransferConversion(
                contentType: proxy.contentType,
                exporter: proxy.exporter.map { export in { item in try await export(try exporting(item)) } },
                importer: proxy.importer.map { read in { data in try importing(try await read(data)) } })
        }
    }

    /// Exports the proxy `exporting` makes; imports nothing.
    public init(exporting: @escaping (Item) throws -> Proxy) {
        _conversions = Proxy.conversions.compactMap { proxy in
            proxy.exporter.map { export in
                TransferConversion(
                    contentType: proxy.contentType, exporter: { item in try await export(try exporting(item)) }, importer: nil)
            }
        }
    }
}

/// A value exported and imported as a file. There are no files to hand between apps here: it builds, and
/// exports and imports nothing.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public let _conversions: [TransferConversion<Item>] = []

    /// A file representation of `contentType`.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {}

    /// An export-only file representation.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {}
}

/// A file sent by a ``FileRepresentation``.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received by a ``FileRepresentation``.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// Several representations, in order of preference: what ``TransferRepresentationBuilder`` makes.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
    public let _conversions: [TransferConversion<Item>]
}

/// Builds a type's ``Transferable/transferRepresentation`` from the representations listed.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> [TransferConversion<Item>]
    where R.Item == Item {
        representation._conversions
    }

    public static func buildBlock(_ parts: [TransferConversion<Item>]...) -> TupleTransferRepresentation<Item> {
        TupleTransferRepresentation(_conversions: parts.flatMap { $0 })
    }
}

extension TransferRepresentation {
    /// A name for exported files. Recorded nowhere: no file is exported here.
    public func suggestedFileName(_ fileName: String) -> Self { self }

    /// Exports only when `condition` holds. Accepted.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
}
