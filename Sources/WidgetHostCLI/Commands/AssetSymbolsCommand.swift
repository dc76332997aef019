/// `widgethost asset-symbols CATALOG [-o FILE]`: the asset symbols Xcode 15 generates for an asset
/// catalog (`Color.brand`, `Image(.logo)`), as a Swift file for the plugin's target.
struct AssetSymbolsCommand: CLICommand {
    static let name = "asset-symbols"
    static let summary = "Write the Swift symbols Xcode generates for an asset catalog (Color.brand, Image(.logo))"
    static let arguments = [ArgumentSpec(name: "CATALOG", help: "The asset catalog folder (Sources/MyWidget/Assets.xcassets)")]
    static let output = OptionSpec("-o", "--output", value: "FILE", help: "Write to FILE instead of standard output")
    static let options = [output]
    static let usage = "CATALOG [-o FILE]"
    static let discussion = """
        Xcode 15 and later generate a ColorResource and an ImageResource for each color and image set of
        a target's asset catalog, with Color, ShapeStyle, UIColor and UIImage members, and widget code
        names its assets by them (Color.brand, .foregroundStyle(.brand), Image(.logo)). Xcode cannot run
        here: write the same symbols once into the plugin's target, and again when the catalog changes.
        Declare the catalog a resource of the target (resources: [.copy("Assets.xcassets")]) so that
        its colors are drawn.

        Example:
          widgethost asset-symbols Sources/Weather/Assets.xcassets -o Sources/Weather/GeneratedAssetSymbols.swift
        """

    let catalog: String
    let outputPath: String?

    init(_ parsed: ParsedArguments) throws {
        catalog = try Self.positionals(parsed)[0]
        outputPath = parsed.value(Self.output)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let sets = try AssetCatalogSets.read(catalog)
        if sets.colors.isEmpty && sets.images.isEmpty {
            context.console.printError("note: \(catalog) holds no color or image sets (folders named NAME.colorset or NAME.imageset)")
        }
        let source = AssetSymbolSource.file(for: sets, catalogPath: catalog)
        guard let outputPath else {
            context.console.write(bytes: Array(source.utf8))
            return .success
        }
        try WidgetDrawing.write(Array(source.utf8), to: outputPath)
        context.console.printError("\(sets.colors.count) color and \(sets.images.count) image sets: \(outputPath)")
        return .success
    }
}
