import Foundation
import FoundationXML
import Testing
import WidgetLayout
import WidgetWire

/// Options and XML helpers shared by the renderer tests.
enum RenderTestSupport {
    static func options(
        _ family: WidgetFamilyName, _ appearance: Appearance = .light, pressed: String? = nil, pending: Bool = false
    ) -> RenderOptions {
        RenderOptions(
            family: family, appearance: appearance, now: SeedFixtures.now, timeZone: TimeZone(identifier: "UTC")!,
            pressedControlID: pressed,
            showsPendingContent: pending)
    }

    /// Parses `markup` as XML (the SVG and HTML renderers write well-formed XML).
    static func parse(_ markup: String) throws -> XMLDocument {
        try XMLDocument(xmlString: markup, options: [])
    }

    /// The elements matching an XPath query.
    static func elements(_ query: String, in document: XMLDocument) throws -> [XMLElement] {
        try document.nodes(forXPath: query).compactMap { $0 as? XMLElement }
    }

    /// The value of attribute `name` on `element` (through XPath: FoundationXML's `attribute(forName:)`
    /// misses attributes of elements in a default namespace, as SVG's are).
    static func attribute(_ name: String, of element: XMLElement) -> String? {
        (try? element.nodes(forXPath: "@" + name))?.first?.stringValue
    }

    /// Every seed fixture with the family it is shown in.
    static let seeds: [(name: String, node: ViewNode, family: WidgetFamilyName)] = [
        ("counter", SeedFixtures.counterMedium(), .systemMedium),
        ("counter-toggle", SeedFixtures.counterToggle(isOn: true), .systemMedium),
        ("toggle-button", SeedFixtures.toggleAndButton(), .systemSmall),
        ("custom-controls", SeedFixtures.customControls(), .systemSmall),
        ("task", SeedFixtures.task(isCompleted: true), .systemSmall),
        ("book", SeedFixtures.favoriteBook(), .systemSmall),
        ("soup", SeedFixtures.favoriteSoup(), .systemMedium),
    ]
}
