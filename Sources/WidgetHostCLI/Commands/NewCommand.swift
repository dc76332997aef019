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
        help: "The WidgetHost checkout or SDK to depend on (default: the SDK installed with this widgethost, or its checkout)")
    static let options = [path, sdk]
    static let usage = "plugin NAME [--path DIR] [--sdk PATH]"
    static let discussion = """
        Writes a SwiftPM package with a .dynamic library product that depends on WidgetSDK by path: a Greeting
        widget (an AppIntentConfiguration with a name parameter, a Button intent, an hourly timeline) and the
        export line. It builds and loads as it stands; then make it yours. Never overwrites an existing directory.

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
        let checkout: SDKCheckout
        if let sdkPath {
            checkout = try SDKCheckout(validating: Self.absolute(sdkPath))
        } else {
            checkout = try SDKCheckout.forExecutable(ExecutableLocation.url)
        }
        let parentDirectory = Self.absolute(parent ?? ".")
        let package = try PluginPackageWriter.create(name: name, in: parentDirectory, checkout: checkout)
        if context.globals.json {
            try context.console.printJSON(Report(package, checkout: checkout))
            return .success
        }
        let widgethost = ExecutableLocation.commandName(environment: context.environment)
        context.console.print(
            lines: ["Created the plugin package \(name) in \(package.directory.path) (WidgetSDK from \(checkout.root.path))."]
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

        init(_ package: PluginPackageWriter.CreatedPackage, checkout: SDKCheckout) {
            name = package.directory.lastPathComponent
            directory = package.directory.path
            files = package.files
            library = package.library
            widgetKind = package.widgetKind
            sdk = checkout.root.path
        }
    }
}
