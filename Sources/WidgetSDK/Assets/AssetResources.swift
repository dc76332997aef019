import Foundation

/// A color set of the plugin's asset catalog, as the symbols Xcode 15 generates for a catalog name
/// them (`ColorResource.brand`, used as `Color(.brand)`); `widgethost asset-symbols` writes those
/// symbols for a catalog here.
///
/// ```swift
/// extension ColorResource { static let brand = ColorResource(name: "Brand", bundle: .main) }
/// Text("Hi").foregroundStyle(Color(.brand))
/// ```
public struct ColorResource: Hashable, Sendable {
    /// The color set's name in the catalog.
    public let name: String

    /// The color set `name`; the bundle is accepted (the plugin's catalog is the one read).
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

/// An image set of the plugin's asset catalog, as Xcode's generated symbols name it
/// (`ImageResource.logo`, used as `Image(.logo)`). The renderer draws an asset image as a placeholder.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog.
    public let name: String

    /// The image set `name`; the bundle is accepted.
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Color {
    /// The color of an asset catalog color set (`Color(.brand)`), as `Color("Brand")`.
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}

extension Image {
    /// The image of an asset catalog image set (`Image(.logo)`), as `Image("Logo")`.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}

extension UIColor {
    /// The color of an asset catalog color set, as `UIColor(named:)`.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }
}

extension UIImage {
    /// The image of an asset catalog image set, as `UIImage(named:)`.
    public convenience init(resource: ImageResource) {
        self.init(data: nil, name: resource.name, isSymbol: false)
    }
}
