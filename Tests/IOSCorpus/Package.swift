// swift-tools-version:6.0
//
// The iOS widget corpus: widget extensions written as iOS 17 app developers write them
// (Apple's imports, `@main`, `#Preview`, `@Model`...), each built as a WidgetHost plugin with
// one line added (its `PluginEntry.swift`). It is the contract of issue 9: the SDK is done when
// every target here builds unchanged. One package, so the SDK compiles once for all of them.
//
// Build one with `swift build --package-path Tests/IOSCorpus --product WaterTracker`;
// `bash scripts/corpus.sh` builds each and prints what does not build (see GAPS.md).
import PackageDescription

/// The widget extensions, each a dynamic library the host loads.
let extensions = [
    "TodoList", "WaterTracker", "LockScreenGauges", "DeliveryActivity", "TapCounter", "Countdown", "QuoteOfTheDay",
    "WeatherNow", "HabitStreak", "MoonPhase", "ParkingSpot", "WorkoutComplications",
]

let package = Package(
    name: "IOSCorpus",
    products: extensions.map { .library(name: $0, type: .dynamic, targets: [$0]) },
    dependencies: [.package(name: "WidgetHost", path: "../..")],
    targets: extensions.map {
        // Swift 5 language mode, as a widget extension written for iOS 17 builds; every file sees
        // WidgetSDK, as `widgethost new plugin` packages do (a Foundation-only file finds URLSession).
        .target(
            name: $0, dependencies: [.product(name: "WidgetSDK", package: "WidgetHost")],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "WidgetSDK"])])
    }
)
