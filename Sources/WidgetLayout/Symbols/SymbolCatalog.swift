import WidgetWire

/// The SF Symbols WidgetHost can draw, by name: glyphs of the icon font (``SymbolGlyph/fontFamily``)
/// mapped in ``SymbolGlyphTable``, composed into `.circle`/`.square`/`.fill` forms, and a few
/// drawings of this project's own for names the font has no glyph for.
///
/// `symbol(named:)` never fails: a name without a glyph draws ``fallback`` (a rounded square with a "?").
/// `hasGlyph(_:)` says which names those are, for tools that list them:
/// `SymbolCatalog.hasGlyph("arrow.circlepath")` is `true`.
public enum SymbolCatalog {
    /// The symbol for `name`, monochrome at regular weight.
    public static func symbol(named name: String) -> SymbolDefinition {
        symbol(named: name, style: SymbolStyle())
    }

    /// The symbol for `name` drawn in `style`; ``fallback`` (renamed `name`) when it has no glyph.
    public static func symbol(named name: String, style: SymbolStyle) -> SymbolDefinition {
        if let composed = SymbolComposer.compose(name, style: style) { return composed }
        if let drawn = SymbolDrawings.symbol(named: name) { return drawn }
        var unknown = fallback
        unknown.name = name
        return unknown
    }

    /// Whether `name` draws a symbol of its own (not the missing-symbol box).
    public static func hasGlyph(_ name: String) -> Bool {
        SymbolComposer.covers(name) || SymbolDrawings.symbol(named: name) != nil
    }

    /// The SF Symbol names `node` shows that have no glyph, sorted and each once: what
    /// `widgethost inspect` lists for a plugin's views.
    public static func namesWithoutGlyph(in node: ViewNode) -> [String] {
        var names = Set<String>()
        node.forEach { _, node in
            if case .image(let image) = node, let name = image.systemName { names.insert(name) }
        }
        return names.filter { !hasGlyph($0) }.sorted()
    }

    /// Whether `name` has its own row in the glyph table or its own drawing (no composition needed).
    public static func contains(_ name: String) -> Bool {
        SymbolGlyphTable.entry(named: name) != nil || SymbolDrawings.names.contains(name)
    }

    /// Every name with its own row or drawing, sorted.
    public static var names: [String] { Set(SymbolGlyphTable.entries.map(\.name) + SymbolDrawings.names).sorted() }

    /// What names without a glyph draw: a rounded square with a question mark.
    public static var fallback: SymbolDefinition { SymbolDrawings.missing }
}
