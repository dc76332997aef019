/// How one entity or enum case is shown to people: a title, a subtitle and an image.
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation { .init(title: "\(display)") }
/// static let caseDisplayRepresentations: [RefreshInterval: DisplayRepresentation] = [.hourly: "Every Hour"]
/// ```
public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The main text.
    public var title: LocalizedStringResource
    /// Secondary text, if any.
    public var subtitle: LocalizedStringResource?
    /// An image shown beside the text, if any.
    public var image: Image?
    /// Other names people may use for the value.
    public var synonyms: [LocalizedStringResource]

    /// A representation with a title and optional details.
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// A representation titled by a string literal (`"Every Hour"`).
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(value))
    }

    /// A representation titled by an interpolated string (`"\(display)"`).
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The image of a display representation: an SF Symbol name, a named asset, or a URL.
    ///
    /// Only the symbol name reaches the host (`EntityRecord.symbol`); there are no asset catalogs on Linux.
    public struct Image: Hashable, Sendable {
        /// The SF Symbol name, for `Image(systemName:)`.
        public var systemName: String?
        /// The asset name, for `Image(named:)`.
        public var name: String?
        /// The image's address, for `Image(url:)`.
        public var url: URL?
        /// The image's encoded bytes (PNG, JPEG), for `Image(data:)`.
        public var data: Data?
        /// Whether the image is drawn as a template (tinted), as given.
        public var isTemplate: Bool = false

        /// An SF Symbol.
        public init(systemName: String, isTemplate: Bool = false) {
            self.systemName = systemName
            self.isTemplate = isTemplate
        }

        /// A named image asset.
        public init(named name: String, isTemplate: Bool = false) {
            self.name = name
            self.isTemplate = isTemplate
        }

        /// An image at a URL.
        public init(url: URL, isTemplate: Bool = false) {
            self.url = url
            self.isTemplate = isTemplate
        }

        /// An image of encoded bytes (a PNG an app made of a logo). Recorded: pickers here show titles.
        public init(data: Data, isTemplate: Bool = false) {
            self.data = data
            self.isTemplate = isTemplate
        }
    }
}
