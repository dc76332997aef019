// swift-tools-version:6.0
//
// libFuzzer targets over WidgetHost's parsers. A package of its own, depending on WidgetHost by
// path, so the sanitizer build never touches the normal `swift build` / `swift test`.
// Build and run them with `bash scripts/fuzz.sh` (it passes `-sanitize=fuzzer,address`).
import PackageDescription

let package = Package(
    name: "WidgetHostFuzz",
    dependencies: [.package(name: "WidgetHost", path: "..")],
    targets: [
        // libFuzzer's driver, which each target's main calls.
        .target(name: "CFuzzerDriver"),
        // Manifest bytes: precheck, typed decoding, the problem report of the slow path, validation.
        .executableTarget(name: "FuzzManifest", dependencies: ["CFuzzerDriver", .product(name: "WidgetHost", package: "WidgetHost")]),
        // Worker frames in both directions: what the host reads from a worker, what a worker reads from the host.
        .executableTarget(name: "FuzzWorkerFrames", dependencies: ["CFuzzerDriver", .product(name: "WidgetHost", package: "WidgetHost")]),
        // `--param NAME=VALUE` for every parameter type, `--now`/`--at` dates and numeric options
        // (the CLI's own command-line sources, linked in under CommandLine/).
        .executableTarget(name: "FuzzCLIValues", dependencies: ["CFuzzerDriver", .product(name: "WidgetHost", package: "WidgetHost")]),
        // Dashboard requests (query, headers, cookies, JSON bodies) through the server's routes, without a socket.
        .executableTarget(
            name: "FuzzDashboardRequests",
            dependencies: [
                "CFuzzerDriver", .product(name: "WidgetDashboard", package: "WidgetHost"),
                .product(name: "WidgetRuntime", package: "WidgetHost"),
                .product(name: "WidgetHost", package: "WidgetHost"),
            ]),
        // Plugin library files as the loader reads them before dlopen: the dynamic symbols, the
        // needed libraries and search paths (the shared SDK build check), SDK library names.
        .executableTarget(
            name: "FuzzPluginFiles", dependencies: ["CFuzzerDriver", .product(name: "WidgetHost", package: "WidgetHost")]),
        // Timeline payloads and view trees: decoding, then the layout pass for every family.
        .executableTarget(
            name: "FuzzViewTreeLayout", dependencies: ["CFuzzerDriver", .product(name: "WidgetRender", package: "WidgetHost")]),
    ]
)
