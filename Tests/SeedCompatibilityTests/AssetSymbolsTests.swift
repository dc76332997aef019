import Foundation
import Testing

/// `widgethost asset-symbols` writes the symbols Xcode 15 generates for an asset catalog, and widget code
/// written with them (`Color.brand`, `.foregroundStyle(.brand)`, `Image(.logo)`) type-checks with that file.
@Suite struct AssetSymbolsTests {
    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    @Test func generatedSymbolsTypeCheckWithCodeThatUsesThem() throws {
        let checker = try SwiftTypeChecker()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Assets.xcassets")
        for set in [
            "Brand.colorset", "AccentColor.colorset", "chase-blue.colorset", "Red.colorset", "LogoImage.imageset", "Palette/Ink.colorset",
        ] {
            try write("{}", to: catalog.appendingPathComponent(set).appendingPathComponent("Contents.json"))
        }
        try write(#"{"properties": {"provides-namespace": true}}"#, to: catalog.appendingPathComponent("Palette/Contents.json"))
        let generated = directory.appendingPathComponent("GeneratedAssetSymbols.swift")
        let process = Process()
        process.executableURL = checker.buildDirectory.appendingPathComponent("widgethost")
        process.arguments = ["asset-symbols", catalog.path, "-o", generated.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let source = try String(contentsOf: generated, encoding: .utf8)
        #expect(source.contains(#"// Not generated: "Red" (its symbol .red is taken)"#), "\(source)")

        let use = directory.appendingPathComponent("Use.swift")
        try write(
            """
            import SwiftUI
            import UIKit

            struct BrandView: View {
                var body: some View {
                    VStack {
                        Text("Hi").foregroundStyle(.brand)
                        Text("Ho").foregroundStyle(Color.chaseBlue)
                        Image(.logo).resizable()
                        Rectangle().fill(Color(.paletteInk)).background(Color.accent)
                    }
                }
            }
            let colors: [UIColor] = [.brand, UIColor(resource: .accent)]
            let logo: UIImage = .logo
            """, to: use)
        let outcome = try checker.typecheck([generated, use], moduleName: "AssetUse")
        #expect(outcome.status == 0 && outcome.errors.isEmpty, "\(outcome.output)")
    }
}
