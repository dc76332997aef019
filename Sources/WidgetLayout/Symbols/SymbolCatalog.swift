/// The SF Symbols WidgetHost can draw, as icons written for this project (free to distribute).
///
/// `symbol(named:)` never fails: an unknown name draws ``fallback`` (a rounded square with
/// a "?"), and an unknown `.fill` name whose outline exists draws that outline filled.
public enum SymbolCatalog {
    /// The icon for `name`: an exact entry, a filled outline for an unknown `.fill` name, else ``fallback``.
    public static func symbol(named name: String) -> SymbolDefinition {
        if let exact = entries[name] { return exact }
        if name.hasSuffix(".fill"), let outline = entries[String(name.dropLast(5))] {
            let layers = outline.layers.map { layer in
                layer.style == .stroke && layer.path.contains("Z") ? SymbolLayer(.fill, layer.path) : layer
            }
            return SymbolDefinition(name: name, layers: layers, glyph: outline.glyph)
        }
        var unknown = fallback
        unknown.name = name
        return unknown
    }

    /// Whether `name` has its own entry (no fallback needed).
    public static func contains(_ name: String) -> Bool { entries[name] != nil }

    /// Every name with its own entry.
    public static var names: [String] { entries.keys.sorted() }

    /// What unknown names draw: a rounded square with a question mark.
    public static let fallback = SymbolDefinition(
        name: "questionmark.square",
        layers: [
            .init(
                .stroke,
                "M6 3.5 H18 C19.4 3.5 20.5 4.6 20.5 6 V18 C20.5 19.4 19.4 20.5 18 20.5 H6 C4.6 20.5 3.5 19.4 3.5 18 V6 C3.5 4.6 4.6 3.5 6 3.5 Z"
            ),
            .init(.stroke, "M9.5 9.8 C9.5 8.4 10.6 7.4 12 7.4 C13.4 7.4 14.5 8.4 14.5 9.6 C14.5 11.4 12 11.6 12 13.6"),
            .init(.fill, "M10.8 16.6 A1.2 1.2 0 1 0 13.2 16.6 A1.2 1.2 0 1 0 10.8 16.6 Z"),
        ],
        glyph: "?")

    private static let circle = "M3 12 A9 9 0 1 0 21 12 A9 9 0 1 0 3 12 Z"
    private static let checkKnockout = "M6.36 13.46 L10.58 17.55 L17.71 9.18 L15.89 7.62 L10.42 14.05 L8.04 11.74 Z"
    private static let star =
        "M12 3 L14.53 9.32 L21.32 9.77 L16.09 14.13 L17.76 20.73 L12 17.1 L6.24 20.73 L7.91 14.13 L2.68 9.77 L9.47 9.32 Z"
    private static let heart =
        "M12 20.5 C12 20.5 3 15 3 9 C3 6 5.2 4 7.8 4 C9.7 4 11.2 5.1 12 6.6 C12.8 5.1 14.3 4 16.2 4 C18.8 4 21 6 21 9 C21 15 12 20.5 12 20.5 Z"
    private static let person = "M8 8 A4 4 0 1 0 16 8 A4 4 0 1 0 8 8 Z M4 21 C4 16.6 7.6 14 12 14 C16.4 14 20 16.6 20 21 Z"
    private static let bell = "M6 16.5 V11 C6 7.7 8.7 5 12 5 C15.3 5 18 7.7 18 11 V16.5 L19.5 18.5 H4.5 Z"
    private static let book =
        "M12 6.5 C10.3 5.2 7.8 4.5 3 4.5 V18.5 C7.8 18.5 10.3 19.2 12 20.5 C13.7 19.2 16.2 18.5 21 18.5 V4.5 C16.2 4.5 13.7 5.2 12 6.5 Z"
    private static let cloud =
        "M7 18 H17.5 C19.7 18 21.5 16.3 21.5 14.2 C21.5 12.1 19.9 10.5 17.8 10.5 C17.2 7.6 14.8 5.5 11.8 5.5 C9 5.5 6.7 7.4 6.1 10.1 C3.9 10.4 2.5 12.2 2.5 14.2 C2.5 16.3 4.5 18 7 18 Z"
    private static let drop =
        "M12 2.5 C12 2.5 5.5 10 5.5 14.5 C5.5 18.3 8.4 21.5 12 21.5 C15.6 21.5 18.5 18.3 18.5 14.5 C18.5 10 12 2.5 12 2.5 Z"
    private static let flame =
        "M12 21.5 C8 21.5 5.5 18.8 5.5 15.3 C5.5 11.5 8.5 9.5 9.5 6 C9.8 5 10 3.8 10 2.5 C13.5 4.5 15.5 7.5 15.5 10.5 C16.3 10 16.8 9.2 17 8.2 C18 9.6 18.5 12.3 18.5 15 C18.5 18.8 15.9 21.5 12 21.5 Z"
    private static let bolt = "M13 2.5 L5 13.5 H11.5 L10.5 21.5 L19 10.5 H12.5 Z"
    private static let bookmark = "M6.5 3.5 H17.5 V21 L12 16.5 L6.5 21 Z"
    private static let tag = "M3.5 3.5 H11 L20.5 13 L13 20.5 L3.5 11 Z"
    private static let leaf = "M5 19.5 C5 10 10 4.5 20 4 C20 14 14.5 19.5 6.5 19.5 Z"
    private static let envelope = "M3 5.5 H21 V18.5 H3 Z"
    private static let location = "M20.5 3.5 L3.5 11 L11 13 L13 20.5 Z"
    private static let flag =
        "M5 4 C8 2.5 10.5 5.5 13 4.5 C15 3.7 17 3.5 19 4 V13 C17 12.5 15 12.7 13 13.5 C10.5 14.5 8 11.5 5 13 Z"
    private static let moon = "M20 14.5 A8.5 8.5 0 1 1 9.5 4 A7 7 0 0 0 20 14.5 Z"
    private static let house = "M12 2.8 L21.5 10.8 L20.4 12.1 L19 10.9 V21 H14 V15 H10 V21 H5 V10.9 L3.6 12.1 L2.5 10.8 Z"
    private static let phone =
        "M5 3.5 H8.5 L10 8 L7.8 9.5 C8.9 11.8 10.7 13.8 13.2 15.2 L14.8 13 L19.5 14.5 V18.5 C19.5 19.6 18.6 20.5 17.5 20.5 C10 20.5 3.5 13.5 3.5 5 C3.5 4.2 4.2 3.5 5 3.5 Z"
    private static let lockBody = "M5.5 11 H18.5 V20.5 H5.5 Z"
    private static let lockShackle = "M8 11 V7.5 C8 5.3 9.8 3.5 12 3.5 C14.2 3.5 16 5.3 16 7.5 V11"
    private static let paperplane = "M21 3 L3 10.5 L10 13.5 L13 21 Z"
    private static let triangle = "M12 3.5 L21.5 20 H2.5 Z"
    private static let square =
        "M6 3.5 H18 C19.4 3.5 20.5 4.6 20.5 6 V18 C20.5 19.4 19.4 20.5 18 20.5 H6 C4.6 20.5 3.5 19.4 3.5 18 V6 C3.5 4.6 4.6 3.5 6 3.5 Z"

    private static func entry(_ name: String, _ glyph: String, _ layers: [SymbolLayer]) -> (String, SymbolDefinition) {
        (name, SymbolDefinition(name: name, layers: layers, glyph: glyph))
    }

    private static let entries: [String: SymbolDefinition] = Dictionary(
        uniqueKeysWithValues: [
            entry("house", "⌂", [.init(.stroke, "M3 10.8 L12 3.2 L21 10.8 M5.5 9 V20.5 H18.5 V9 M10 20.5 V15 H14 V20.5")]),
            entry("house.fill", "⌂", [.init(.fill, house)]),
            entry("person", "☺", [.init(.stroke, person)]),
            entry("person.fill", "☻", [.init(.fill, person)]),
            entry("magnifyingglass", "⌕", [.init(.stroke, "M4 10 A6 6 0 1 0 16 10 A6 6 0 1 0 4 10 Z M14.5 14.5 L20 20")]),
            entry("star", "☆", [.init(.stroke, star)]),
            entry("star.fill", "★", [.init(.fill, star)]),
            entry("heart", "♡", [.init(.stroke, heart)]),
            entry("heart.fill", "♥", [.init(.fill, heart)]),
            entry("checkmark", "✓", [.init(.stroke, "M5 12.5 L10 17.5 L19 6.5")]),
            entry("checkmark.circle", "✓", [.init(.stroke, circle), .init(.stroke, "M7.5 12.5 L10.5 15.5 L16.5 8.5")]),
            entry("checkmark.circle.fill", "✔", [.init(.evenOddFill, circle + " " + checkKnockout)]),
            entry("circle", "○", [.init(.stroke, circle)]),
            entry("circle.fill", "●", [.init(.fill, circle)]),
            entry("square", "□", [.init(.stroke, square)]),
            entry("square.fill", "■", [.init(.fill, square)]),
            entry("xmark", "✕", [.init(.stroke, "M6 6 L18 18 M18 6 L6 18")]),
            entry("plus", "+", [.init(.stroke, "M12 5 V19 M5 12 H19")]),
            entry("minus", "−", [.init(.stroke, "M5 12 H19")]),
            entry("plus.circle", "⊕", [.init(.stroke, circle), .init(.stroke, "M12 7.5 V16.5 M7.5 12 H16.5")]),
            entry("minus.circle", "⊖", [.init(.stroke, circle), .init(.stroke, "M7.5 12 H16.5")]),
            entry(
                "gear", "⚙",
                [
                    .init(
                        .stroke,
                        "M18.79 10.28 L21.39 10.57 L21.39 13.43 L18.79 13.72 L18.01 15.58 L19.65 17.63 L17.63 19.65 L15.58 18.01 L13.72 18.79 L13.43 21.39 L10.57 21.39 L10.28 18.79 L8.42 18.01 L6.37 19.65 L4.35 17.63 L5.99 15.58 L5.21 13.72 L2.61 13.43 L2.61 10.57 L5.21 10.28 L5.99 8.42 L4.35 6.37 L6.37 4.35 L8.42 5.99 L10.28 5.21 L10.57 2.61 L13.43 2.61 L13.72 5.21 L15.58 5.99 L17.63 4.35 L19.65 6.37 L18.01 8.42 Z"
                    ),
                    .init(.stroke, "M9 12 A3 3 0 1 0 15 12 A3 3 0 1 0 9 12 Z"),
                ]),
            entry(
                "bell", "⍾", [.init(.stroke, bell), .init(.stroke, "M10 21 C10.5 21.7 11.2 22 12 22 C12.8 22 13.5 21.7 14 21 M12 3 V5")]),
            entry(
                "bell.fill", "⍾", [.init(.fill, bell), .init(.fill, "M9.8 19.8 H14.2 C14 21.1 13.1 22 12 22 C10.9 22 10 21.1 9.8 19.8 Z")]),
            entry("calendar", "▦", [.init(.stroke, "M4 5.5 H20 V20.5 H4 Z M4 10 H20 M8 3 V7 M16 3 V7")]),
            entry("clock", "◷", [.init(.stroke, circle), .init(.stroke, "M12 7 V12 L15.5 14")]),
            entry(
                "sun.max", "☀",
                [
                    .init(.stroke, "M8 12 A4 4 0 1 0 16 12 A4 4 0 1 0 8 12 Z"),
                    .init(
                        .stroke,
                        "M18.8 12 L21.3 12 M16.81 16.81 L18.58 18.58 M12 18.8 L12 21.3 M7.19 16.81 L5.42 18.58 M5.2 12 L2.7 12 M7.19 7.19 L5.42 5.42 M12 5.2 L12 2.7 M16.81 7.19 L18.58 5.42"
                    ),
                ]),
            entry("moon", "☾", [.init(.stroke, moon)]),
            entry("cloud", "☁", [.init(.stroke, cloud)]),
            entry(
                "cloud.rain", "☂",
                [
                    .init(
                        .stroke,
                        "M7 14.5 H17.5 C19.7 14.5 21.5 12.9 21.5 10.9 C21.5 8.9 19.9 7.4 17.8 7.4 C17.2 4.6 14.8 2.6 11.8 2.6 C9 2.6 6.7 4.4 6.1 7 C3.9 7.3 2.5 9 2.5 10.9 C2.5 12.9 4.5 14.5 7 14.5 Z"
                    ),
                    .init(.stroke, "M8 17.5 L7 20.5 M12 17.5 L11 20.5 M16 17.5 L15 20.5"),
                ]),
            entry("bolt", "ϟ", [.init(.stroke, bolt)]),
            entry("flame", "♨", [.init(.stroke, flame)]),
            entry("drop", "◊", [.init(.stroke, drop)]),
            entry("leaf", "❦", [.init(.stroke, leaf), .init(.stroke, "M4.5 21 L13 12")]),
            entry("book", "▥", [.init(.stroke, book), .init(.stroke, "M12 6.5 V20.5")]),
            entry(
                "book.fill", "▥",
                [
                    .init(
                        .fill,
                        "M11.2 6 C9.6 4.9 7.2 4.3 2.5 4.3 V18.8 C7.2 18.8 9.6 19.3 11.2 20.4 Z M12.8 6 C14.4 4.9 16.8 4.3 21.5 4.3 V18.8 C16.8 18.8 14.4 19.3 12.8 20.4 Z"
                    )
                ]),
            entry(
                "cup.and.saucer", "☕",
                [
                    .init(
                        .stroke,
                        "M5 8 H16 V13 C16 16 13.8 18 10.5 18 C7.2 18 5 16 5 13 Z M16 9.5 H17.5 C19 9.5 20 10.5 20 11.8 C20 13.1 19 14 17.5 14 H15.8 M3 20.5 H18 M8.5 3 V5.5 M12 3 V5.5"
                    )
                ]),
            entry(
                "fork.knife", "Ψ",
                [
                    .init(
                        .stroke,
                        "M7 3 V21 M4.5 3 V8 C4.5 9.5 5.6 10.5 7 10.5 C8.4 10.5 9.5 9.5 9.5 8 V3 M17 21 V3 C14.8 4.5 14 7.5 14 10.5 C14 12 15 13 17 13"
                    )
                ]),
            entry(
                "cart", "⊻",
                [
                    .init(.stroke, "M2.5 4 H5.5 L8 15.5 H18.5 L20.5 7.5 H6.5"),
                    .init(
                        .fill,
                        "M8.2 19.5 A1.5 1.5 0 1 0 11.2 19.5 A1.5 1.5 0 1 0 8.2 19.5 Z M15.2 19.5 A1.5 1.5 0 1 0 18.2 19.5 A1.5 1.5 0 1 0 15.2 19.5 Z"
                    ),
                ]),
            entry("bookmark", "⚐", [.init(.stroke, bookmark)]),
            entry("bookmark.fill", "⚑", [.init(.fill, bookmark)]),
            entry("trash", "⌫", [.init(.stroke, "M4 6.5 H20 M9.5 6.5 V4 H14.5 V6.5 M6 6.5 L7 20.5 H17 L18 6.5 M10 10 V17 M14 10 V17")]),
            entry("pencil", "✎", [.init(.stroke, "M4 20 L5 15.5 L16 4.5 L19.5 8 L8.5 19 Z M13.5 7 L17 10.5")]),
            entry(
                "square.and.pencil", "✎",
                [
                    .init(
                        .stroke,
                        "M11 4.5 H5.5 C4.4 4.5 3.5 5.4 3.5 6.5 V18.5 C3.5 19.6 4.4 20.5 5.5 20.5 H17.5 C18.6 20.5 19.5 19.6 19.5 18.5 V13 M10 14 L10.6 11.2 L18.5 3.3 L20.7 5.5 L12.8 13.4 Z"
                    )
                ]),
            entry(
                "list.bullet", "☰",
                [
                    .init(.stroke, "M9 6 H20.5 M9 12 H20.5 M9 18 H20.5"),
                    .init(
                        .fill,
                        "M3.2 6 A1.4 1.4 0 1 0 6 6 A1.4 1.4 0 1 0 3.2 6 Z M3.2 12 A1.4 1.4 0 1 0 6 12 A1.4 1.4 0 1 0 3.2 12 Z M3.2 18 A1.4 1.4 0 1 0 6 18 A1.4 1.4 0 1 0 3.2 18 Z"
                    ),
                ]),
            entry(
                "arrow.clockwise", "↻",
                [.init(.stroke, "M19.5 12 A7.5 7.5 0 1 1 16.3 5.86 M16.71 6.14 L15.68 2.28 M16.71 6.14 L12.73 6.49")]),
            entry("arrow.right", "→", [.init(.stroke, "M4 12 H20 M14 6 L20 12 L14 18")]),
            entry("chevron.right", "›", [.init(.stroke, "M9 5 L16 12 L9 19")]),
            entry("play.fill", "▶", [.init(.fill, "M7 4.5 V19.5 L19.5 12 Z")]),
            entry("pause.fill", "⏸", [.init(.fill, "M6.5 4.5 H10 V19.5 H6.5 Z M14 4.5 H17.5 V19.5 H14 Z")]),
            entry(
                "music.note", "♪",
                [
                    .init(.stroke, "M13.5 17 V3.5 C15 5.5 18.5 6 18.5 9"),
                    .init(.fill, "M7.5 17.5 A3 2.4 0 1 0 13.5 17.5 A3 2.4 0 1 0 7.5 17.5 Z"),
                ]),
            entry("phone", "✆", [.init(.stroke, phone)]),
            entry("phone.fill", "✆", [.init(.fill, phone)]),
            entry("envelope", "✉", [.init(.stroke, envelope), .init(.stroke, "M3 5.5 L12 13 L21 5.5")]),
            entry("location", "➤", [.init(.stroke, location)]),
            entry("location.fill", "➤", [.init(.fill, location)]),
            entry("map", "▧", [.init(.stroke, "M3 6 L9 3.5 L15 6 L21 3.5 V18 L15 20.5 L9 18 L3 20.5 Z M9 3.5 V18 M15 6 V20.5")]),
            entry("tag", "⌑", [.init(.stroke, tag), .init(.stroke, "M6.8 7.5 A1.2 1.2 0 1 0 9.2 7.5 A1.2 1.2 0 1 0 6.8 7.5 Z")]),
            entry("flag", "⚐", [.init(.stroke, flag), .init(.stroke, "M5 21 V3.5")]),
            entry("flag.fill", "⚑", [.init(.fill, flag), .init(.stroke, "M5 21 V3.5")]),
            entry("lock", "⚿", [.init(.stroke, lockBody), .init(.stroke, lockShackle)]),
            entry("lock.fill", "⚿", [.init(.fill, lockBody), .init(.stroke, lockShackle)]),
            entry("paperplane", "✈", [.init(.stroke, paperplane), .init(.stroke, "M10 13.5 L21 3")]),
            entry(
                "sparkles", "✦",
                [
                    .init(
                        .fill,
                        "M10 6 Q10 13 17 13 Q10 13 10 20 Q10 13 3 13 Q10 13 10 6 Z M18 2.5 Q18 6 21.5 6 Q18 6 18 9.5 Q18 6 14.5 6 Q18 6 18 2.5 Z"
                    )
                ]),
            entry(
                "info.circle", "ⓘ",
                [
                    .init(.stroke, circle), .init(.stroke, "M12 11 V17"),
                    .init(.fill, "M10.8 7.6 A1.2 1.2 0 1 0 13.2 7.6 A1.2 1.2 0 1 0 10.8 7.6 Z"),
                ]),
            entry(
                "exclamationmark.triangle", "⚠",
                [
                    .init(.stroke, triangle), .init(.stroke, "M12 9.5 V14"),
                    .init(.fill, "M10.9 17 A1.1 1.1 0 1 0 13.1 17 A1.1 1.1 0 1 0 10.9 17 Z"),
                ]),
            entry(
                "questionmark.circle", "?",
                [
                    .init(.stroke, circle),
                    .init(.stroke, "M9.3 9.3 C9.3 7.7 10.5 6.6 12 6.6 C13.6 6.6 14.8 7.7 14.8 9.1 C14.8 11.3 12 11.5 12 13.8"),
                    .init(.fill, "M10.8 17.2 A1.2 1.2 0 1 0 13.2 17.2 A1.2 1.2 0 1 0 10.8 17.2 Z"),
                ]),
            entry(
                "ellipsis", "…",
                [
                    .init(
                        .fill,
                        "M3.5 12 A1.8 1.8 0 1 0 7.1 12 A1.8 1.8 0 1 0 3.5 12 Z M10.2 12 A1.8 1.8 0 1 0 13.8 12 A1.8 1.8 0 1 0 10.2 12 Z M16.9 12 A1.8 1.8 0 1 0 20.5 12 A1.8 1.8 0 1 0 16.9 12 Z"
                    )
                ]),
            entry(
                "photo", "▨",
                [
                    .init(.stroke, "M3.5 5 H20.5 V19 H3.5 Z M3.5 16 L9 11 L13 15 L16 12.5 L20.5 16.5"),
                    .init(.fill, "M14.5 8.5 A1.5 1.5 0 1 0 17.5 8.5 A1.5 1.5 0 1 0 14.5 8.5 Z"),
                ]),
        ])
}
