import Foundation
import Testing
import WidgetTestSupport

/// Apple's module names over WidgetSDK (one folder each in `Sources/AppleModules`) are listed in three
/// places that must agree: the root package's WidgetSDK product, the SDK package `scripts/install.sh`
/// installs, and the modules `scripts/build-sdk.sh` copies into the prebuilt SDK. A module missing
/// from one builds here and fails for a plugin built against the installed or prebuilt SDK.
struct SDKModuleListsTests {
    let root = BuiltProducts.repositoryRoot

    @Test func everyAppleModuleIsInTheInstalledAndPrebuiltSDK() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources/AppleModules").path)
            .filter { $0 != "osC" && !$0.hasPrefix(".") }
        #expect(folders.count >= 14)
        let rootPackage = try text("Package.swift")
        let installed = try text("scripts/install/SDK-Package.swift")
        let prebuilt = try text("scripts/build-sdk.sh")
        let copied = try #require(prebuilt.range(of: "swift_modules=(").map { prebuilt[$0.upperBound...].prefix { $0 != ")" } })
        let copiedModules = Set(copied.split(whereSeparator: \.isWhitespace).map(String.init))
        for module in folders {
            let target = #".target(name: "\#(module)", dependencies: ["#
            let path = #"path: "Sources/AppleModules/\#(module)")"#
            #expect(rootPackage.contains(target) && rootPackage.contains(path), "\(module): no target in Package.swift")
            #expect(installed.contains(target) && installed.contains(path), "\(module): no target in scripts/install/SDK-Package.swift")
            #expect(productTargets(in: installed).contains(module), "\(module): not in the installed WidgetSDK product")
            #expect(productTargets(in: rootPackage).contains(module), "\(module): not in the root WidgetSDK product")
            #expect(copiedModules.contains(module), "\(module): not copied by scripts/build-sdk.sh")
        }
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The targets of the first `.library(name: "WidgetSDK", targets: [...])` in `package`.
    private func productTargets(in package: String) -> Set<String> {
        guard let product = package.range(of: #"name: "WidgetSDK","#), let open = package[product.upperBound...].firstIndex(of: "["),
            let close = package[open...].firstIndex(of: "]")
        else { return [] }
        return Set(
            package[package.index(after: open)..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""]))
            })
    }
}
