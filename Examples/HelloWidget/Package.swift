// swift-tools-version:6.0
//
// HelloWidget: a WidgetHost widget plugin. `swift build` makes .build/debug/libHelloWidget.so;
// load it with `widgethost inspect .build/debug/libHelloWidget.so`. `swift test` runs its tests.
import PackageDescription

let package = Package(
    name: "HelloWidget",
    products: [
        // The plugin: a shared library that widgethost loads.
        .library(name: "HelloWidget", type: .dynamic, targets: ["HelloWidget"])
    ],
    dependencies: [
        // The WidgetHost checkout that provides WidgetSDK and WidgetSDKTesting.
        .package(name: "WidgetHost", path: "../..")
    ],
    targets: [
        // The Swift 5 language mode, as Xcode builds a widget extension: iOS 17 widget code declares
        // `static var title`, which the Swift 6 mode refuses as shared mutable state.
        .target(
            name: "HelloWidget", dependencies: [.product(name: "WidgetSDK", package: "WidgetHost")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The plugin's tests, with no host process: a clock and store per test, rendered timelines, intents.
        // Deleting the Tests folder? Delete this target too (else SwiftPM reports overlapping sources).
        .testTarget(
            name: "HelloWidgetTests",
            dependencies: ["HelloWidget", .product(name: "WidgetSDKTesting", package: "WidgetHost")]),
    ]
)
