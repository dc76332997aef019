/// The symbols drawn as path data written for this project: the missing-symbol box, and the
/// few widely used names the icon font has no glyph for.
enum SymbolDrawings {
    /// The drawing for `name`, or for an unknown `.fill` name whose outline is drawn here, that outline filled.
    static func symbol(named name: String) -> SymbolDefinition? {
        if let exact = entries[name] { return exact }
        guard name.hasSuffix(".fill"), let outline = entries[String(name.dropLast(5))] else { return nil }
        let layers = outline.layers.map { layer in
            guard layer.style == .stroke, case .path(let data) = layer.shapes.first, data.contains("Z") else { return layer }
            return SymbolLayer(.fill, data, level: layer.level)
        }
        return SymbolDefinition(name: name, layers: layers, glyph: outline.glyph)
    }

    /// The names drawn here.
    static var names: [String] { Array(entries.keys) }

    /// What a name without a glyph draws: a rounded square with a question mark.
    static let missing = SymbolDefinition(
        name: "questionmark.square",
        layers: [
            .init(
                .stroke,
                "M6 3.5 H18 C19.4 3.5 20.5 4.6 20.5 6 V18 C20.5 19.4 19.4 20.5 18 20.5 H6 C4.6 20.5 3.5 19.4 3.5 18 V6 C3.5 4.6 4.6 3.5 6 3.5 Z"
            ),
            .init(.stroke, "M9.5 9.8 C9.5 8.4 10.6 7.4 12 7.4 C13.4 7.4 14.5 8.4 14.5 9.6 C14.5 11.4 12 11.6 12 13.6"),
            .init(.fill, "M10.8 16.6 A1.2 1.2 0 1 0 13.2 16.6 A1.2 1.2 0 1 0 10.8 16.6 Z"),
        ],
        glyph: "?", isMissing: true)

    /// A cloud with rain falling from it.
    private static let rainCloud: [SymbolLayer] = [
        .init(
            .stroke,
            "M7 14.5 H17.5 C19.7 14.5 21.5 12.9 21.5 10.9 C21.5 8.9 19.9 7.4 17.8 7.4 C17.2 4.6 14.8 2.6 11.8 2.6 C9 2.6 6.7 4.4 6.1 7 C3.9 7.3 2.5 9 2.5 10.9 C2.5 12.9 4.5 14.5 7 14.5 Z"
        ),
        .init(.stroke, "M8 17.5 L7 20.5 M12 17.5 L11 20.5 M16 17.5 L15 20.5", level: .secondary),
    ]

    private static let entries: [String: SymbolDefinition] = [
        // Material Icons has clouds with snow, fog and lightning, but none with rain.
        "cloud.rain": SymbolDefinition(name: "cloud.rain", layers: rainCloud, glyph: "☂"),
        // Drizzle and heavy rain are drawn as rain.
        "cloud.drizzle": SymbolDefinition(name: "cloud.drizzle", layers: rainCloud, glyph: "☂"),
        "cloud.heavyrain": SymbolDefinition(name: "cloud.heavyrain", layers: rainCloud, glyph: "☂"),
        // Rain with the sun or the moon behind the cloud is drawn as rain too.
        "cloud.sun.rain": SymbolDefinition(name: "cloud.sun.rain", layers: rainCloud, glyph: "☂"),
        "cloud.moon.rain": SymbolDefinition(name: "cloud.moon.rain", layers: rainCloud, glyph: "☂"),
        // Its pencils come with lines or notes, not with the square SF's compose symbol has.
        "square.and.pencil": SymbolDefinition(
            name: "square.and.pencil",
            layers: [
                .init(
                    .stroke,
                    "M11 4.5 H5.5 C4.4 4.5 3.5 5.4 3.5 6.5 V18.5 C3.5 19.6 4.4 20.5 5.5 20.5 H17.5 C18.6 20.5 19.5 19.6 19.5 18.5 V13"),
                .init(.stroke, "M10 14 L10.6 11.2 L18.5 3.3 L20.7 5.5 L12.8 13.4 Z"),
            ],
            glyph: "✎"),
    ]
}
