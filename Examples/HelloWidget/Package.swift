// swift-tools-version:6.0
//
// HelloWidget: a WidgetHost widget plugin. `swift build` makes .build/debug/libHelloWidget.so;
// load it with `widgethost inspect .build/debug/libHelloWidget.so`.
import PackageDescription

let package = Package(
    name: "HelloWidget",
    products: [
        // The plugin: a shared library that widgethost loads.
        .library(name: "HelloWidget", type: .dynamic, targets: ["HelloWidget"])
    ],
    dependencies: [
        // The WidgetHost checkout that provides WidgetSDK.
        .package(name: "WidgetHost", path: "../..")
    ],
    targets: [
        .target(name: "HelloWidget", dependencies: [.product(name: "WidgetSDK", package: "WidgetHost")])
    ]
)
