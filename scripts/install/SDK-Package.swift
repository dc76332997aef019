// swift-tools-version:6.0
//
// The WidgetHost SDK as scripts/install.sh installs it (PREFIX/share/widgethost/sdk/Package.swift):
// only what a plugin package builds and tests with (WidgetSDK, Apple's module names over it, WidgetSDKTesting, the C header).
// Its targets are the root Package.swift's SDK targets, with the same paths and dependencies;
// scripts/test-install.sh builds a `widgethost new plugin` package against it.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "WidgetHost",
    products: [
        .library(
            name: "WidgetSDK",
            targets: [
                "WidgetSDK", "AppIntents", "WidgetKit", "SwiftUI", "SwiftData", "ActivityKit", "os", "CoreLocation", "UserNotifications",
                "WatchConnectivity", "Combine", "UIKit", "Charts", "Intents", "CoreGraphics", "OSLog", "EventKit", "HealthKit",
                "WeatherKit", "CoreData", "Contacts", "Network", "UniformTypeIdentifiers", "CryptoKit", "SwiftUICore", "ImageIO",
                "RelevanceKit", "CoreTransferable", "AVFAudio", "AVFoundation", "ManagedSettings", "FamilyControls", "MapKit", "Security",
            ]),
        .library(name: "WidgetSDKTesting", targets: ["WidgetSDKTesting"]),
        .library(name: "CWidgetABI", targets: ["CWidgetABI"]),
    ],
    targets: [
        .target(name: "CWidgetABI"),
        .target(name: "WidgetWire"),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "WidgetSQLite", dependencies: ["CSQLite"]),
        .target(name: "CHTTPTransfer"),
        .target(name: "CTypeMetadata"),
        .target(name: "CMainBundle"),
        .target(name: "CPluginSlots", dependencies: ["CWidgetABI"]),
        .target(
            name: "WidgetSDK",
            dependencies: [
                "CWidgetABI", "WidgetWire", "WidgetSQLite", "WidgetSDKMacros", "CHTTPTransfer", "CTypeMetadata", "CPluginSlots",
                "CMainBundle",
            ]),
        .macro(name: "WidgetSDKMacros", dependencies: ["WidgetMacroExpansion"]),
        .target(name: "WidgetSDKTesting", dependencies: ["WidgetSDK", "WidgetWire"]),
        .target(name: "WidgetMacroExpansion"),
        .target(name: "AppIntents", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/AppIntents"),
        .target(name: "WidgetKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/WidgetKit"),
        .target(name: "SwiftUI", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/SwiftUI"),
        .target(name: "SwiftData", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/SwiftData"),
        .target(name: "ActivityKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/ActivityKit"),
        .target(name: "osC", path: "Sources/AppleModules/osC"),
        .target(name: "os", dependencies: ["WidgetSDK", "osC"], path: "Sources/AppleModules/os"),
        .target(name: "CoreLocation", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/CoreLocation"),
        .target(name: "UserNotifications", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/UserNotifications"),
        .target(name: "WatchConnectivity", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/WatchConnectivity"),
        .target(name: "MapKit", dependencies: ["WidgetSDK", "CoreLocation"], path: "Sources/AppleModules/MapKit"),
        .target(name: "Security", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Security"),
        .target(name: "Combine", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Combine"),
        .target(name: "UIKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/UIKit"),
        .target(name: "Charts", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Charts"),
        .target(name: "Intents", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Intents"),
        .target(name: "CoreGraphics", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/CoreGraphics"),
        .target(name: "OSLog", dependencies: ["os"], path: "Sources/AppleModules/OSLog"),
        .target(name: "EventKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/EventKit"),
        .target(name: "HealthKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/HealthKit"),
        .target(name: "CoreData", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/CoreData"),
        .target(name: "WeatherKit", dependencies: ["WidgetSDK", "CoreLocation"], path: "Sources/AppleModules/WeatherKit"),
        .target(name: "Contacts", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Contacts"),
        .target(name: "Network", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Network"),
        .target(name: "UniformTypeIdentifiers", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/UniformTypeIdentifiers"),
        .target(name: "CryptoKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/CryptoKit"),
        .target(name: "SwiftUICore", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/SwiftUICore"),
        .target(name: "ImageIO", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/ImageIO"),
        .target(name: "RelevanceKit", dependencies: ["WidgetSDK", "CoreLocation"], path: "Sources/AppleModules/RelevanceKit"),
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"], path: "Sources/AppleModules/CoreTransferable"),
        // AVFAudio and AVFoundation: speech, sound players and the audio session, with no audio output (logged).
        .target(name: "AVFAudio", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/AVFAudio"),
        .target(name: "AVFoundation", dependencies: ["AVFAudio"], path: "Sources/AppleModules/AVFoundation"),
        // ManagedSettings and FamilyControls: Screen Time, which this platform does not have (denied, restricts nothing).
        .target(name: "ManagedSettings", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/ManagedSettings"),
        .target(name: "FamilyControls", dependencies: ["ManagedSettings"], path: "Sources/AppleModules/FamilyControls"),
    ]
)
