import Foundation
import WidgetHost

/// `widgethost new plugin NAME [--path DIR] [--sdk PATH]`: a new plugin package from the built-in template.
struct NewCommand: CLICommand {
    static let name = "new"
    static let summary = "Create a plugin package that builds with swift build"
    static let arguments = [
        ArgumentSpec(name: "plugin", help: "What to create (only plugin for now)"),
        ArgumentSpec(name: "NAME", help: "The package, product and module name: a Swift identifier (HelloWidget)"),
    ]
    static let path = OptionSpec("--path", value: "DIR", help: "Create the package in DIR/NAME (default: ./NAME)")
    static let sdk = OptionSpec(
        "--sdk", value: "PATH",
        help:
            "The WidgetHost checkout, SDK sources or prebuilt SDK to build against "
            + "(default: the prebuilt SDK installed with this widgethost if this swift built it, else the installed SDK or the checkout)")
    static let options = [path, sdk]
    static let usage = "plugin NAME [--path DIR] [--sdk PATH]"
    static let discussion = """
        Writes a SwiftPM package with a .dynamic library product on WidgetSDK: a Greeting widget (an
        AppIntentConfiguration with a name parameter, a Button intent, an hourly timeline) and the export line.
        It links the prebuilt SDK that scripts/install.sh installs (PREFIX/lib/widgethost/sdk) when the swift on
        PATH built it, so its first build compiles only the plugin; else it depends on the SDK's sources by path.
        It builds and loads as it stands; then make it yours. Never overwrites an existing directory.

        Example:
          widgethost new plugin Weather --path ~/src
          cd ~/src/Weather && swift build && widgethost inspect .build/debug/libWeather.so
        """

    let name: String
    let parent: String?
    let sdkPath: String?

    init(_ parsed: ParsedArguments) throws {
        let positionals = try Self.positionals(parsed)
        guard positionals[0] == "plugin" else {
            throw UsageError(
                problem: "unknown kind \(EchoedInput.quoted(positionals[0]))", location: "command new",
                expected: "widgethost new \(Self.usage)")
        }
        name = positionals[1]
        parent = parsed.value(Self.path)
        sdkPath = parsed.value(Self.sdk)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        try PluginPackageWriter.validate(name: name)
        let choice = try PluginSDK.locate(
            explicit: sdkPath.map(Self.absolute), executable: ExecutableLocation.url, compiler: SwiftCompiler.version())
        let parentDirectory = Self.absolute(parent ?? ".")
        let package = try PluginPackageWriter.create(name: name, in: parentDirectory, sdk: choice.sdk)
        if context.globals.json {
            try context.console.printJSON(Report(package, sdk: choice.sdk))
            return .success
        }
        let widgethost = ExecutableLocation.commandName(environment: context.environment)
        context.console.print(
            lines: (choice.note.map { [$0] } ?? [])
                + ["Created the plugin package \(name) in \(package.directory.path) (\(Self.describe(choice.sdk)))."]
                + package.files.map { "  \($0)" }
                + [
                    "Next:",
                    "  cd \(Self.shellQuoted(package.directory.path))",
                    "  swift build",
                    "  \(widgethost) inspect \(package.library)",
                    "  \(widgethost) timeline \(package.library) \(package.widgetKind) --param name=Ada",
                ])
        return .success
    }

    /// Where the package's WidgetSDK comes from, for the summary line.
    static func describe(_ sdk: PluginSDK) -> String {
        switch sdk {
        case .prebuilt(let prebuilt):
            "links the prebuilt WidgetSDK in \(prebuilt.root.path), \(prebuilt.configuration) build \(prebuilt.buildID)"
        case .sources(let checkout): "WidgetSDK from \(checkout.root.path)"
        }
    }

    /// `path` made absolute against the current directory (`~` is the shell's to expand).
    static func absolute(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL
    }

    /// `text` as one shell word: unchanged when it is plain, else in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let plain = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+=:@%,")
        if !text.isEmpty, text.unicodeScalars.allSatisfy({ plain.contains($0) }) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The JSON of `new plugin --json`.
    struct Report: Encodable {
        let name: String
        let directory: String
        let files: [String]
        let library: String
        let widgetKind: String
        let sdk: String
        let prebuiltSDK: Bool

        init(_ package: PluginPackageWriter.CreatedPackage, sdk: PluginSDK) {
            name = package.directory.lastPathComponent
            directory = package.directory.path
            files = package.files
            library = package.library
            widgetKind = package.widgetKind
            self.sdk = sdk.root.path
            prebuiltSDK = sdk.isPrebuilt
        }
    }
}
