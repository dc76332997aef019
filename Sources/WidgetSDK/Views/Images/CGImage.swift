import Foundation

/// Core Graphics' `CGImage`, for app code a widget shares that passes images through it (an image
/// store that crops a photo and saves it with ImageIO): its size, the encoded bytes it was made from,
/// and crops that keep them. The host draws no bitmaps, so nothing here decodes or draws pixels.
///
/// ```swift
/// if let cgImage = UIImage(data: data)?.cgImage { print(cgImage.width, cgImage.height) }
/// ```
public final class CGImage: @unchecked Sendable {
    /// The encoded image (PNG, JPEG) it was made from, when it was made from bytes.
    let data: Data?
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    init(data: Data?, width: Int, height: Int) {
        self.data = data
        self.width = width
        self.height = height
    }

    /// The part of the image inside `rect` (clamped to the image): its size is the crop's, its bytes
    /// the whole image's, since nothing is decoded here; `nil` when the crop is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height).intersection(rect.integral)
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return nil }
        return CGImage(data: data, width: Int(bounds.width), height: Int(bounds.height))
    }
}

extension UIImage {
    /// The image as a `CGImage` (its size and bytes); `nil` for a symbol, an asset or an empty image.
    public var cgImage: CGImage? {
        guard let data, let size = ImageHeader.size(of: data) else { return nil }
        return CGImage(data: data, width: Int(size.width), height: Int(size.height))
    }

    /// An image of `cgImage`.
    public convenience init(cgImage: CGImage) {
        self.init(data: cgImage.data, name: nil, isSymbol: false)
    }

    /// An image of `cgImage`; the scale and orientation are accepted.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage)
    }

    /// How an image is turned, as UIKit names it; accepted.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}

extension CGImage {
    /// The encoded bytes the image was made from, for ImageIO's destinations.
    public var encodedBytes: Data? { data }
}
