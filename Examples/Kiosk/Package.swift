// swift-tools-version:6.0
//
// Kiosk: a program that embeds WidgetHost's runtime and keeps a PNG of each widget instance
// current at a panel's resolution (800×480 by default; --eink for black-and-white panels).
import PackageDescription

let package = Package(
    name: "Kiosk",
    dependencies: [
        // The WidgetHost checkout that provides the runtime and the renderers.
        .package(name: "WidgetHost", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Kiosk",
            dependencies: [
                .product(name: "WidgetRuntime", package: "WidgetHost"), .product(name: "WidgetHost", package: "WidgetHost"),
                .product(name: "WidgetRender", package: "WidgetHost"),
            ])
    ]
)
