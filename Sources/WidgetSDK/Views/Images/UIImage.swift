import Foundation

/// UIKit's `UIImage`, for widget code that loads images (a downloaded picture cached in the App Group, an
/// asset) and shows them with `Image(uiImage:)`. The host draws no bitmaps: such an image is drawn as the
/// placeholder of an asset image, and an image made with `UIImage(systemName:)` as its symbol.
///
/// ```swift
/// if let data = try? Data(contentsOf: cachedURL), let picture = UIImage(data: data) {
///     Image(uiImage: picture).resizable().scaledToFill()
/// }
/// ```
open class UIImage: @unchecked Sendable {
    /// The encoded image (PNG or JPEG), when it was made from bytes or a file.
    let data: Data?
    /// The asset or symbol name, when it was made from one.
    let name: String?
    let isSymbol: Bool

    /// The image's size in points: read from a PNG's or JPEG's header; zero when unknown.
    open var size: CGSize { data.flatMap(ImageHeader.size(of:)) ?? .zero }
    /// Pixels per point: 1.
    open var scale: CGFloat { 1 }

    init(data: Data?, name: String?, isSymbol: Bool) {
        self.data = data
        self.name = name
        self.isSymbol = isSymbol
    }

    /// An empty image (`UIImage()`, the fallback of `UIImage(named:) ?? UIImage()`): it draws nothing.
    public convenience init() { self.init(data: nil, name: nil, isSymbol: false) }

    /// An image of the encoded `data`; `nil` when it is empty.
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(data: data, name: nil, isSymbol: false)
    }

    /// An image of the encoded `data`; the scale is accepted.
    public convenience init?(data: Data, scale: CGFloat) { self.init(data: data) }

    /// The image in the file at `path`; `nil` when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
        self.init(data: data, name: nil, isSymbol: false)
    }

    /// The asset `name` (there are no asset catalogs: drawn as an asset's placeholder).
    public convenience init?(named name: String) { self.init(data: nil, name: name, isSymbol: false) }

    /// The asset `name`; the bundle and traits are accepted.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any? = nil) {
        self.init(named: name)
    }

    /// The SF Symbol `name`, drawn as the symbol.
    public convenience init?(systemName name: String) { self.init(data: nil, name: name, isSymbol: true) }

    /// The encoded image as PNG: the bytes it was made from.
    open func pngData() -> Data? { data }

    /// The encoded image as JPEG: the bytes it was made from.
    open func jpegData(compressionQuality: CGFloat) -> Data? { data }

    /// The image drawn as a template or as is; accepted.
    open func withRenderingMode(_ renderingMode: Any) -> UIImage { self }

    /// The image tinted; accepted.
    open func withTintColor(_ color: UIColor) -> UIImage { self }

    /// A thumbnail of `size` (iOS 15): the image itself.
    open func preparingThumbnail(of size: CGSize) -> UIImage? { self }
}

extension Image {
    /// An image from UIKit: a symbol's, or an asset's placeholder (the host draws no bitmaps).
    public init(uiImage: UIImage) {
        if uiImage.isSymbol, let name = uiImage.name {
            self.init(systemName: name)
        } else {
            self.init(uiImage.name ?? "uiImage")
        }
    }
}

/// The size in a PNG's or JPEG's header.
enum ImageHeader {
    static func size(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return CGSize(width: CGFloat(bigEndian(bytes, 16, 4)), height: CGFloat(bigEndian(bytes, 20, 4)))
        }
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                return CGSize(width: CGFloat(bigEndian(bytes, index + 7, 2)), height: CGFloat(bigEndian(bytes, index + 5, 2)))
            }
            index += 2 + bigEndian(bytes, index + 2, 2)
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
