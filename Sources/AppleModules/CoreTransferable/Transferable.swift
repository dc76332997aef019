/// A type that can be moved between apps as bytes of a content type, as Core Transferable's `Transferable`.
///
/// ```swift
/// extension TodoItem: Transferable {
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .todoItem)
///     }
/// }
/// ```
public protocol Transferable {
    /// The representation ``transferRepresentation`` builds.
    associatedtype Representation: TransferRepresentation

    /// How the value is exported and imported, in order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of exporting and importing a ``Transferable`` value, as Core Transferable's `TransferRepresentation`.
public protocol TransferRepresentation<Item> {
    /// The value type represented.
    associatedtype Item: Transferable

    /// The exporters and importers this representation holds, in order of preference.
    var _conversions: [TransferConversion<Item>] { get }
}

/// How one representation turns a value into bytes of a content type and back: what the representations hold.
public struct TransferConversion<Item> {
    /// The content type of the bytes.
    public let contentType: UTType
    /// The value as bytes, if it can be exported.
    let exporter: ((Item) async throws -> Data)?
    /// A value from bytes, if it can be imported.
    let importer: ((Data) async throws -> Item)?
}

extension Transferable {
    /// The conversions of ``transferRepresentation``: those of this type (an opaque representation does not
    /// say its item type; the builder makes it this one).
    static var conversions: [TransferConversion<Self>] {
        transferRepresentation._conversions as? [TransferConversion<Self>] ?? []
    }

    /// The content types the value exports, in order of preference.
    public static var exportedContentTypes: [UTType] {
        conversions.filter { $0.exporter != nil }.map(\.contentType)
    }

    /// The value as bytes of `contentType` (the first representation that exports it).
    ///
    /// - Throws: ``TransferError/noRepresentation(_:)`` when no representation exports it; the exporter's errors.
    public func exported(as contentType: UTType) async throws -> Data {
        guard let exporter = Self.conversions.first(where: { $0.contentType == contentType })?.exporter
        else { throw TransferError.noRepresentation(contentType) }
        return try await exporter(self)
    }

    /// A value from `data`, bytes of `contentType` (the first representation that imports it).
    ///
    /// - Throws: ``TransferError/noRepresentation(_:)`` when no representation imports it; the importer's errors.
    public init(importing data: Data, contentType: UTType) async throws {
        guard let importer = Self.conversions.first(where: { $0.contentType == contentType })?.importer
        else { throw TransferError.noRepresentation(contentType) }
        self = try await importer(data)
    }
}

/// Why a value could not be transferred.
public enum TransferError: Error, CustomStringConvertible {
    /// No representation of the type exports or imports this content type.
    case noRepresentation(UTType)

    public var description: String {
        switch self {
        case .noRepresentation(let type): "no transfer representation for the content type \(type.identifier)"
        }
    }
}
