// swift-tools-version:6.0
//
// WidgetHost: AppIntents/WidgetKit-style widgets on Linux.
//
// The host (WidgetHost, widgethost) and the plugin SDK (WidgetSDK) never
// import each other: they share only the C header (CWidgetABI) and the wire
// schema (WidgetWire). See Sources/WidgetWire/Documentation.docc.
import CompilerPluginSupport
import PackageDescription

/// Apple's module names over WidgetSDK, for plugins that keep iOS code's imports.
let appleModules: [Target.Dependency] = [
    "AppIntents", "WidgetKit", "SwiftUI", "SwiftData", "ActivityKit", "os", "CoreLocation", "UserNotifications", "WatchConnectivity",
    "Combine", "UIKit", "Charts", "Intents", "CoreGraphics", "OSLog", "EventKit", "HealthKit", "WeatherKit", "CoreData", "Contacts",
    "Network", "UniformTypeIdentifiers", "CryptoKit", "SwiftUICore", "ImageIO", "RelevanceKit", "CoreTransferable", "AVFAudio",
    "AVFoundation", "ManagedSettings", "FamilyControls", "MapKit", "Security",
]

let package = Package(
    name: "WidgetHost",
    products: [
        // What plugin authors import: WidgetSDK, or Apple's module names, which re-export it
        // so that widget code written for iOS keeps its imports.
        .library(
            name: "WidgetSDK",
            targets: [
                "WidgetSDK", "AppIntents", "WidgetKit", "SwiftUI", "SwiftData", "ActivityKit", "os", "CoreLocation", "UserNotifications",
                "WatchConnectivity", "Combine", "UIKit", "Charts", "Intents", "CoreGraphics", "OSLog", "EventKit", "HealthKit",
                "WeatherKit", "CoreData", "Contacts", "Network", "UniformTypeIdentifiers", "CryptoKit", "SwiftUICore", "ImageIO",
                "RelevanceKit", "CoreTransferable", "AVFAudio", "AVFoundation", "ManagedSettings", "FamilyControls", "MapKit", "Security",
            ]),
        // For a plugin's own `swift test`, with no host process: a clock and store per test, provider
        // contexts, intents performed, timelines rendered and queried, text snapshots.
        .library(name: "WidgetSDKTesting", targets: ["WidgetSDKTesting"]),
        // The same two as static archives, for scripts/build-sdk.sh's prebuilt SDK (a new plugin links them instead of
        // compiling the SDK): every SDK module's objects in one archive, and the testing product's in another.
        .library(
            name: "WidgetSDKPrebuilt", type: .static,
            targets: [
                "WidgetSDK", "AppIntents", "WidgetKit", "SwiftUI", "SwiftData", "ActivityKit", "os", "CoreLocation", "UserNotifications",
                "WatchConnectivity", "Combine", "UIKit", "Charts", "Intents", "CoreGraphics", "OSLog", "EventKit", "HealthKit",
                "WeatherKit", "CoreData", "Contacts", "Network", "UniformTypeIdentifiers", "CryptoKit", "SwiftUICore", "ImageIO",
                "RelevanceKit", "CoreTransferable", "AVFAudio", "AVFoundation", "ManagedSettings", "FamilyControls", "MapKit", "Security",
            ]),
        .library(name: "WidgetSDKTestingPrebuilt", type: .static, targets: ["WidgetSDKTesting"]),
        // The header, for plugins written in C and for hosts in other languages.
        .library(name: "CWidgetABI", targets: ["CWidgetABI"]),
        // The plugin host (loading, calling, services, manifest, values, isolation, storage), for integrators.
        .library(name: "WidgetHost", targets: ["WidgetHost"]),
        // The widget runtime over the host (instances, configuration, scheduling, the daemon), for integrators.
        .library(name: "WidgetRuntime", targets: ["WidgetRuntime"]),
        // The CLI.
        .executable(name: "widgethost", targets: ["WidgetHostCLI"]),
        // The plugin worker alone (links only the plugin host): what worker mode starts, found beside `widgethost`.
        .executable(name: "widgethost-worker", targets: ["WidgetHostWorker"]),
        // Host timings: plugin load, perform round trip, raw libffi baseline (run with -c release).
        .executable(name: "widgethost-bench", targets: ["HostBenchmarks"]),
        // Runtime at scale: 10,000 to 1,000,000 instances on a virtual clock, real-clock lateness, idle wake-ups (run with -c release).
        .executable(name: "widgethost-runtime-bench", targets: ["RuntimeBenchmarks"]),
        // Example plugins (shared libraries the host loads).
        .library(name: "Counter", type: .dynamic, targets: ["CounterSeed"]),
        .library(name: "Appearance", type: .dynamic, targets: ["AppearanceSeed"]),
        .library(name: "Tasks", type: .dynamic, targets: ["TasksSeed"]),
        .library(name: "Favorites", type: .dynamic, targets: ["FavoritesSeed"]),
        .library(name: "Pomodoro", type: .dynamic, targets: ["PomodoroInC"]),
        .library(name: "AppleTemplate", type: .dynamic, targets: ["AppleTemplate"]),
        // A test plugin whose parameters offer dynamic options (`@Parameter(optionsProvider:)`).
        .library(name: "OptionsFixture", type: .dynamic, targets: ["OptionsFixture"]),
        .library(name: "CityFixture", type: .dynamic, targets: ["CityFixture"]),
        // Test plugins for state as apps keep it and the frameworks beside WidgetKit; the neighbour
        // uses the same App Group suite, to show that each plugin's defaults are its own.
        .library(name: "AppStateFixture", type: .dynamic, targets: ["AppStateFixture"]),
        .library(name: "AppStateNeighbour", type: .dynamic, targets: ["AppStateNeighbour"]),
        // A test plugin with a `#Preview` of every documented form.
        .library(name: "PreviewFixture", type: .dynamic, targets: ["PreviewFixture"]),
        // A test plugin that keeps its data as SwiftData apps do (`@Model`, an App Group URL, `@Query`).
        .library(name: "SwiftDataFixture", type: .dynamic, targets: ["SwiftDataFixture"]),
        // A test plugin whose custom toggle and button styles hold buttons of their own.
        .library(name: "NestedControlsFixture", type: .dynamic, targets: ["NestedControlsFixture"]),
        // A test plugin of iOS 17 widget API: a required entity taken from `defaultResult()`, a disabled button.
        .library(name: "ConeFixture", type: .dynamic, targets: ["ConeFixture"]),
        // Two test plugins in one image with one copy of WidgetSDK, each exporting its entry under a name
        // of its own: what a shared SDK library does for plugins of their own images.
        .library(name: "SharedImageFixture", type: .dynamic, targets: ["SharedImageRed", "SharedImageBlue"]),
        // Renderers (layout pass + terminal, HTML, SVG, PNG), for the CLI, the dashboard and integrators.
        // `import WidgetRender` brings them all, with the wire schema.
        .library(name: "WidgetRender", targets: ["WidgetRender"]),
        // The live web dashboard (`widgethost serve`), for integrators who embed it.
        .library(name: "WidgetDashboard", targets: ["WidgetDashboard"]),
    ],
    targets: [
        // MARK: ABI and wire schema
        .target(name: "CWidgetABI"),
        .target(name: "WidgetWire"),

        // MARK: System libraries
        .systemLibrary(name: "CFFI", pkgConfig: "libffi", providers: [.apt(["libffi-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // SHA-256 of plugin files (their trust pins): OpenSSL's libcrypto.
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .target(name: "WidgetSQLite", dependencies: ["CSQLite"]),
        // The daemon's system calls: wall-clock timer, notification socket, signal self-pipe, lock file.
        .target(name: "CSystemEvents", dependencies: ["CPluginCallGuard"]),
        // The plugin workers' system calls: socket pair, posix_spawn, frames, kill, waitid.
        .target(name: "CWorkerProcess"),
        // The plugin workers' sandbox: Landlock, no-new-privileges, a seccomp socket filter.
        .target(name: "CSandbox"),
        // In-process plugin calls: one line and exit 1 for a crash, an exit() or a hang during a call.
        .target(name: "CPluginCallGuard"),
        // The objects loaded in the process (dl_iterate_phdr): which shared WidgetSDK build is loaded, before a plugin's dlopen.
        .target(name: "CLoadedObjects"),

        // MARK: SDK
        // URLSession's transfers: libcurl, loaded (dlopen) at a plugin's first request, not at its load.
        .target(name: "CHTTPTransfer"),
        // Reads the plugin's own Swift type metadata records, so the SDK finds every AppIntent a plugin declares.
        .target(name: "CTypeMetadata"),
        // The identity of Foundation's main bundle (`Bundle.main.bundleIdentifier`), which a plugin's code reads.
        .target(name: "CMainBundle"),
        // The entry tables of the plugins one SDK image serves, one per slot (an SDK library shared by several plugins).
        .target(name: "CPluginSlots", dependencies: ["CWidgetABI"]),
        .target(
            name: "WidgetSDK",
            dependencies: [
                "CWidgetABI", "WidgetWire", "WidgetSQLite", "WidgetSDKMacros", "CHTTPTransfer", "CTypeMetadata", "CPluginSlots",
                "CMainBundle",
            ]),
        // The macros (#Preview, @Model, @Attribute, @Relationship, @Transient): a compiler plugin with no dependencies
        // beyond its message handling and source reading, which are a library of their own so tests can call them.
        .macro(name: "WidgetSDKMacros", dependencies: ["WidgetMacroExpansion"]),
        // Test helpers over WidgetSDK's package-level hooks (Sources/WidgetSDK/Testing).
        .target(name: "WidgetSDKTesting", dependencies: ["WidgetSDK", "WidgetWire"]),
        .target(name: "WidgetMacroExpansion"),
        // Apple's module names over WidgetSDK (each one `@_exported import WidgetSDK`).
        .target(name: "AppIntents", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/AppIntents"),
        .target(name: "WidgetKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/WidgetKit"),
        .target(name: "SwiftUI", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/SwiftUI"),
        .target(name: "SwiftData", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/SwiftData"),
        // The frameworks a widget extension imports beside WidgetKit: what works here, and what
        // cannot work here reporting so at run time (see PortingFromiOS.md).
        .target(name: "ActivityKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/ActivityKit"),
        // `os` is a C module (for `import os.log`) with this Swift module over it (Logger, OSLog, os_log).
        .target(name: "osC", path: "Sources/AppleModules/osC"),
        .target(name: "os", dependencies: ["WidgetSDK", "osC"], path: "Sources/AppleModules/os"),
        .target(name: "CoreLocation", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/CoreLocation"),
        .target(name: "UserNotifications", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/UserNotifications"),
        .target(name: "WatchConnectivity", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/WatchConnectivity"),
        .target(name: "MapKit", dependencies: ["WidgetSDK", "CoreLocation"], path: "Sources/AppleModules/MapKit"),
        .target(name: "Security", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Security"),
        .target(name: "Combine", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Combine"),
        .target(name: "UIKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/UIKit"),
        // Swift Charts' marks, drawn as shapes (Chart is a view over WidgetSDK's public API).
        .target(name: "Charts", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Charts"),
        // SiriKit's intent base classes and Xcode's iOS 14-16 template `ConfigurationIntent`.
        .target(name: "Intents", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Intents"),
        // Core Graphics' name over Foundation's geometry and WidgetSDK's CGColor; `OSLog` over `os`.
        .target(name: "CoreGraphics", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/CoreGraphics"),
        .target(name: "OSLog", dependencies: ["os"], path: "Sources/AppleModules/OSLog"),
        // EventKit, denied: no calendars, events or reminders on this platform.
        .target(name: "EventKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/EventKit"),
        // HealthKit, unavailable: no health data on this platform, as on an iPad.
        .target(name: "HealthKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/HealthKit"),
        // An import of Core Data that uses none of it builds (Foundation and WidgetSDK re-exported).
        .target(name: "CoreData", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/CoreData"),
        // WeatherKit, with no service: requests throw WeatherError.permissionDenied.
        .target(name: "WeatherKit", dependencies: ["WidgetSDK", "CoreLocation"], path: "Sources/AppleModules/WeatherKit"),
        // Contacts, denied: no contacts database on this platform.
        .target(name: "Contacts", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Contacts"),
        // Network: NWPathMonitor reports a satisfied path (the host decides whether plugins reach the network).
        .target(name: "Network", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/Network"),
        // UniformTypeIdentifiers: UTType with the common system types.
        .target(name: "UniformTypeIdentifiers", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/UniformTypeIdentifiers"),
        // CryptoKit: SHA256.
        .target(name: "CryptoKit", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/CryptoKit"),
        // SwiftUICore: the core of SwiftUI, as the iOS 18 SDK names it (WidgetSDK, re-exported).
        .target(name: "SwiftUICore", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/SwiftUICore"),
        // ImageIO: image sources read sizes; destinations write the bytes an image was made from.
        .target(name: "ImageIO", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/ImageIO"),
        // RelevanceKit: widget relevance clues, which act only on watchOS (values here), with Core Location regions.
        .target(name: "RelevanceKit", dependencies: ["WidgetSDK", "CoreLocation"], path: "Sources/AppleModules/RelevanceKit"),
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"], path: "Sources/AppleModules/CoreTransferable"),
        // AVFAudio and AVFoundation: speech, sound players and the audio session, with no audio output (logged).
        .target(name: "AVFAudio", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/AVFAudio"),
        .target(name: "AVFoundation", dependencies: ["AVFAudio"], path: "Sources/AppleModules/AVFoundation"),
        // ManagedSettings and FamilyControls: Screen Time, which this platform does not have (denied, restricts nothing).
        .target(name: "ManagedSettings", dependencies: ["WidgetSDK"], path: "Sources/AppleModules/ManagedSettings"),
        .target(name: "FamilyControls", dependencies: ["ManagedSettings"], path: "Sources/AppleModules/FamilyControls"),

        // MARK: Host
        .target(
            name: "WidgetHost",
            dependencies: [
                "CWidgetABI", "CFFI", "CCrypto", "WidgetWire", "WidgetSQLite", "CWorkerProcess", "CPluginCallGuard", "CSandbox",
                "CLoadedObjects",
            ]),
        // MARK: Runtime (instances, scheduling, the daemon; over the host)
        .target(name: "WidgetRuntime", dependencies: ["WidgetHost", "WidgetWire", "WidgetSQLite", "CSystemEvents"]),
        // The CLI (its executable is `widgethost`).
        .executableTarget(
            name: "WidgetHostCLI",
            dependencies: ["WidgetHost", "WidgetRuntime", "WidgetWire", "WidgetRender", "WidgetDashboard", "WidgetDesktop"]),
        // The worker executable: `PluginWorker.main` and nothing else.
        .executableTarget(name: "WidgetHostWorker", dependencies: ["WidgetHost"]),
        .executableTarget(
            name: "HostBenchmarks", dependencies: ["WidgetHost", "WidgetRuntime", "WidgetWire"], path: "Benchmarks/HostBenchmarks"),
        .executableTarget(
            name: "RuntimeBenchmarks", dependencies: ["WidgetHost", "WidgetRuntime", "WidgetWire"], path: "Benchmarks/RuntimeBenchmarks"),

        // MARK: Rendering (layout pass shared by every renderer; pango/cairo only in WidgetPango)
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .target(name: "WidgetLayout", dependencies: ["WidgetWire"]),
        .target(name: "WidgetPango", dependencies: ["CPangoCairo", "WidgetLayout", "WidgetWire"]),
        .target(name: "WidgetRenderTerminal", dependencies: ["WidgetLayout", "WidgetWire"]),
        .target(name: "WidgetRenderHTML", dependencies: ["WidgetLayout", "WidgetPango", "WidgetRenderSVG", "WidgetWire"]),
        .target(name: "WidgetRenderSVG", dependencies: ["WidgetLayout", "WidgetPango", "WidgetWire"]),
        .target(name: "WidgetRenderPNG", dependencies: ["WidgetLayout", "WidgetPango", "WidgetWire"]),
        // Re-exports the layout pass, pango and the four renderers (and the wire schema): one import for integrators.
        .target(
            name: "WidgetRender",
            dependencies: [
                "WidgetLayout", "WidgetPango", "WidgetRenderTerminal", "WidgetRenderHTML", "WidgetRenderSVG", "WidgetRenderPNG",
                "WidgetWire",
            ]),

        // MARK: Dashboard (libmicrohttpd only in WidgetDashboard's HTTPServer)
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        // The page's script and style sheet, embedded in the binary at build time (C23 #embed).
        .target(name: "CDashboardAssets", exclude: ["page.js", "page.css"]),
        .target(
            name: "WidgetDashboard",
            dependencies: [
                "CMicroHTTPD", "CDashboardAssets", "WidgetHost", "WidgetRuntime", "WidgetWire", "WidgetLayout", "WidgetPango",
                "WidgetRenderHTML",
            ]),

        // MARK: Desktop (GTK 3 and gtk-layer-shell only in CDesktopWindow; only the CLI links them)
        .systemLibrary(name: "CGTK", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
        .systemLibrary(name: "CGTKLayerShell", pkgConfig: "gtk-layer-shell-0", providers: [.apt(["libgtk-layer-shell-dev"])]),
        // The monitors' connector names: RandR on X11, xdg-output on Wayland (both come with GTK's own -dev packages).
        .systemLibrary(name: "CXRandR", pkgConfig: "xrandr", providers: [.apt(["libxrandr-dev"])]),
        .systemLibrary(name: "CWaylandClient", pkgConfig: "wayland-client", providers: [.apt(["libwayland-dev"])]),
        // The GTK calls of `widgethost desktop` behind a small header of plain C types.
        .target(name: "CDesktopWindow", dependencies: ["CGTK", "CGTKLayerShell", "CXRandR", "CWaylandClient"]),
        // `widgethost desktop`: every instance in a window of its own on the desktop layer, drawn with the PNG renderer.
        .target(
            name: "WidgetDesktop",
            dependencies: ["CDesktopWindow", "WidgetHost", "WidgetRuntime", "WidgetWire", "WidgetLayout", "WidgetPango", "WidgetRenderPNG"]),

        // MARK: Plugins
        // Their targets (modules) are named apart from their products (libCounter.so): target names must be unique
        // across a package graph, and a plugin package that depends on this checkout for WidgetSDK may well name its
        // own target Counter or Tasks. Each seed's PluginEntry passes its plugin id, which defaults to the module name.
        .target(
            name: "CounterSeed", dependencies: ["WidgetSDK"] + appleModules, path: "Plugins/Counter", exclude: ["PORTING.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "AppearanceSeed", dependencies: ["WidgetSDK"] + appleModules, path: "Plugins/Appearance", exclude: ["PORTING.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "TasksSeed", dependencies: ["WidgetSDK"] + appleModules, path: "Plugins/Tasks", exclude: ["PORTING.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "FavoritesSeed", dependencies: ["WidgetSDK"] + appleModules, path: "Plugins/Favorites", exclude: ["PORTING.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Widget code as Xcode's template and Apple's documentation write it, with Apple's imports and `@main`.
        .target(
            name: "AppleTemplate", dependencies: ["WidgetSDK"] + appleModules, path: "Plugins/AppleTemplate",
            exclude: ["README.md"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // A plugin in plain C, against the header alone.
        .target(name: "PomodoroInC", dependencies: ["CWidgetABI"], path: "Plugins/Pomodoro", exclude: ["README.md"]),
        // A test plugin (Swift SDK) whose parameters offer dynamic options.
        .target(name: "OptionsFixture", dependencies: ["WidgetSDK"], path: "Tests/Fixtures/OptionsFixture"),
        // iOS 17/18 widget code as published: a dependent parameter, relevance, an OpenURLIntent button.
        .target(
            name: "CityFixture", dependencies: ["WidgetSDK", "AppIntents", "WidgetKit", "SwiftUI", "RelevanceKit"],
            path: "Tests/Fixtures/CityFixture"),
        .target(
            name: "AppStateFixture", dependencies: ["WidgetSDK"] + appleModules, path: "Tests/Fixtures/AppStateFixture",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "AppStateNeighbour", dependencies: ["WidgetSDK"] + appleModules, path: "Tests/Fixtures/AppStateNeighbour",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // A test plugin (Swift SDK) with a `#Preview` of every documented form.
        .target(name: "PreviewFixture", dependencies: ["WidgetSDK"], path: "Tests/Fixtures/PreviewFixture"),
        // A test plugin (Swift SDK, Apple's module names) keeping its data as SwiftData apps do.
        .target(name: "SwiftDataFixture", dependencies: ["WidgetSDK"] + appleModules, path: "Tests/Fixtures/SwiftDataFixture"),
        // A test plugin (Swift SDK) whose custom toggle and button styles hold buttons of their own.
        .target(name: "NestedControlsFixture", dependencies: ["WidgetSDK"], path: "Tests/Fixtures/NestedControlsFixture"),
        // A test plugin (Swift SDK) of iOS 17 widget API: required entities, disabled buttons, timer progress.
        .target(name: "ConeFixture", dependencies: ["WidgetSDK"], path: "Tests/Fixtures/ConeFixture"),
        // Two test plugins (Swift SDK) of one image, with the same intent name and App Group suite.
        .target(name: "SharedImageRed", dependencies: ["WidgetSDK"], path: "Tests/Fixtures/SharedImageFixture/Red"),
        .target(name: "SharedImageBlue", dependencies: ["WidgetSDK"], path: "Tests/Fixtures/SharedImageFixture/Blue"),

        // MARK: Tests
        // What the test targets share: temporary directories, subprocesses, the built products, the C fixtures, the CLI.
        .target(name: "WidgetTestSupport", path: "Tests/Support"),
        .testTarget(name: "WidgetWireTests", dependencies: ["WidgetWire"]),
        .testTarget(name: "WidgetSQLiteTests", dependencies: ["WidgetSQLite"]),
        .testTarget(
            name: "WidgetSDKTests",
            dependencies: [
                "WidgetSDK", "WidgetWire", "CWidgetABI", "ActivityKit", "CoreLocation", "UserNotifications", "WatchConnectivity", "os",
                "Charts", "Intents", "CoreGraphics", "OSLog", "EventKit", "HealthKit", "WeatherKit", "CoreData", "Combine", "Contacts",
                "Network", "UniformTypeIdentifiers", "CryptoKit", "SwiftUICore", "ImageIO", "RelevanceKit", "CoreTransferable", "AVFAudio",
                "AVFoundation", "ManagedSettings", "FamilyControls", "MapKit", "Security",
            ]),
        // The macro plugin: its message handling and source reading, and the built executable fed real compiler messages.
        .testTarget(name: "WidgetMacroExpansionTests", dependencies: ["WidgetMacroExpansion"], exclude: ["Fixtures"]),
        // The testing product's public API against the Counter seed and fixtures of its own.
        .testTarget(
            name: "WidgetSDKTestingTests", dependencies: ["WidgetSDKTesting", "WidgetSDK", "CounterSeed"], exclude: ["__Snapshots__"]),
        .testTarget(name: "WidgetSDKPersistenceTests", dependencies: ["WidgetSDK", "SwiftData", "WidgetSQLite"]),
        // Calls the preview functions of the built PreviewFixture plugin, as a host would, and decodes their payloads.
        .testTarget(name: "WidgetSDKPreviewTests", dependencies: ["WidgetWire", "CWidgetABI"]),
        // Type-checks the seeds' code with the changes PortingFromiOS.md lists, against the built WidgetSDK.
        .testTarget(
            name: "SeedCompatibilityTests", dependencies: ["WidgetSDK"] + appleModules,
            exclude: ["Seeds", "DocumentedAPI"]),
        // Runs the seed plugins through the real widgethost CLI (built next to the test bundle).
        .testTarget(name: "SeedPluginTests", dependencies: ["WidgetTestSupport"]),
        // The host, the runtime and the CLI (through the built executable; `new plugin`'s template through `@testable import`).
        .testTarget(
            name: "WidgetHostTests",
            dependencies: [
                "WidgetHost", "WidgetRuntime", "WidgetHostCLI", "WidgetWire", "WidgetSQLite", "WidgetTestSupport", "WidgetPango",
            ]),
        .testTarget(name: "WidgetLayoutTests", dependencies: ["WidgetLayout", "WidgetWire"]),
        .testTarget(
            name: "WidgetRenderTests",
            dependencies: [
                "WidgetRender", "WidgetLayout", "WidgetPango", "WidgetRenderTerminal", "WidgetRenderHTML", "WidgetRenderSVG",
                "WidgetRenderPNG",
                "WidgetWire",
            ]),
        // `widgethost desktop` under Xvfb and a headless sway, screenshots and clicks (the real CLI).
        .testTarget(
            name: "WidgetDesktopTests", dependencies: ["WidgetHost", "WidgetRuntime", "WidgetTestSupport"], exclude: ["screen.py"]),
        .testTarget(
            name: "WidgetDashboardTests",
            dependencies: ["WidgetDashboard", "WidgetHost", "WidgetRuntime", "WidgetWire", "WidgetTestSupport"]),
    ]
)
