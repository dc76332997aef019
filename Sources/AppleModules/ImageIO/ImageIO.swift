// Apple's ImageIO, for app code a widget shares that reads and writes image files (an image store in
// the App Group): sources read an image's size and properties from its bytes; destinations write
// the encoded bytes of the images added to them. Nothing is decoded or re-encoded here (the host
// draws no bitmaps): a destination writes the bytes its first image was made from, whatever type it
// was asked for, and fails for an image made of none.

@_exported import Foundation
@_exported import WidgetSDK

/// An image file's bytes, read: `CGImageSourceCreateWithData`.
public final class CGImageSource: @unchecked Sendable {
    let data: Data

    init(data: Data) { self.data = data }
}

/// Where images are written: `CGImageDestinationCreateWithData`.
public final class CGImageDestination: @unchecked Sendable {
    let output: NSMutableData?
    let url: URL?
    var images: [CGImage] = []

    init(output: NSMutableData?, url: URL?) {
        self.output = output
        self.url = url
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public var kCGImagePropertyPixelWidth: CFString { "PixelWidth" }
// swift-format-ignore: AlwaysUseLowerCamelCase
public var kCGImagePropertyPixelHeight: CFString { "PixelHeight" }
// swift-format-ignore: AlwaysUseLowerCamelCase
public var kCGImagePropertyOrientation: CFString { "Orientation" }
// swift-format-ignore: AlwaysUseLowerCamelCase
public var kCGImageDestinationLossyCompressionQuality: CFString { "kCGImageDestinationLossyCompressionQuality" }
// swift-format-ignore: AlwaysUseLowerCamelCase
public var kCGImageSourceCreateThumbnailFromImageAlways: CFString { "kCGImageSourceCreateThumbnailFromImageAlways" }
// swift-format-ignore: AlwaysUseLowerCamelCase
public var kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString { "kCGImageSourceCreateThumbnailFromImageIfAbsent" }
// swift-format-ignore: AlwaysUseLowerCamelCase
public var kCGImageSourceThumbnailMaxPixelSize: CFString { "kCGImageSourceThumbnailMaxPixelSize" }
// swift-format-ignore: AlwaysUseLowerCamelCase
public var kCGImageSourceCreateThumbnailWithTransform: CFString { "kCGImageSourceCreateThumbnailWithTransform" }
// swift-format-ignore: AlwaysUseLowerCamelCase
public var kCGImageSourceShouldCache: CFString { "kCGImageSourceShouldCache" }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A source of `data`; `nil` when it is not a PNG or JPEG whose size can be read.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    let bytes = Data(referencing: data)
    return UIImage(data: bytes)?.cgImage == nil ? nil : CGImageSource(data: bytes)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A source of the file at `url`; `nil` when it cannot be read or is not a PNG or JPEG.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url as URL) else { return nil }
    return CGImageSourceCreateWithData(data as NSData, options)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// How many images the source holds: one.
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int { 1 }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The source's image.
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    index == 0 ? UIImage(data: source.data)?.cgImage : nil
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The source's image as a thumbnail: the image itself (nothing is scaled here).
public func CGImageSourceCreateThumbnailAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    CGImageSourceCreateImageAtIndex(source, index, options)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The image's pixel width and height (`kCGImagePropertyPixelWidth`, `kCGImagePropertyPixelHeight`).
public func CGImageSourceCopyPropertiesAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard let image = CGImageSourceCreateImageAtIndex(source, index, options) else { return nil }
    return [kCGImagePropertyPixelWidth: image.width, kCGImagePropertyPixelHeight: image.height] as NSDictionary
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A destination that writes into `data`; the type and count are accepted.
public func CGImageDestinationCreateWithData(
    _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
)
    -> CGImageDestination?
{
    CGImageDestination(output: data, url: nil)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A destination that writes the file at `url`; the type and count are accepted.
public func CGImageDestinationCreateWithURL(
    _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
)
    -> CGImageDestination?
{
    CGImageDestination(output: nil, url: url as URL)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Adds `image` to the destination; the options (compression quality) are accepted.
public func CGImageDestinationAddImage(_ destination: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    destination.images.append(image)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes the first image's bytes; `false` when there is none, it was made of no bytes, or the file cannot be written.
public func CGImageDestinationFinalize(_ destination: CGImageDestination) -> Bool {
    guard let data = destination.images.first?.encodedBytes else { return false }
    if let output = destination.output {
        output.append(data)
        return true
    }
    guard let url = destination.url else { return false }
    return (try? data.write(to: url)) != nil
}
