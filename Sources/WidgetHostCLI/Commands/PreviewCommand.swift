import Foundation
import WidgetDashboard
import WidgetHost
import WidgetWire

/// `widgethost preview PACKAGE|PLUGIN [NAME | --all | --widgets] [--watch] [--format text|html|svg|png] [--appearance light|dark] [-o FILE_OR_DIR]`:
/// a plugin's `#Preview` blocks, listed or drawn; or, for a package (built first) or with
/// `--widgets`, every widget in every family and every preview, again after each save with `--watch`.
struct PreviewCommand: CLICommand {
    static let name = "preview"
    static let summary = "Build and draw a plugin package's widgets and #Preview blocks (--watch: again on every save)"
    static let arguments = [
        ArgumentSpec(name: "PLUGIN", help: "A plugin package's directory (built with swift build first), a plugin path, or an id"),
        ArgumentSpec(name: "NAME", help: "The preview to draw: its name, or File.swift:line for an unnamed one (see the list)"),
    ]
    static let all = OptionSpec("--all", help: "Draw every preview of the plugin")
    static let widgets = OptionSpec(
        "--widgets", help: "Draw every widget in every family (placeholder, snapshot, timeline) and every preview (a package's default)")
    static let watch = OptionSpec("--watch", help: "Rebuild and draw again on every saved source file, until Ctrl-C")
    static let dashboard = OptionSpec(
        "--dashboard", help: "With --watch: also serve the drawings as a page that updates itself after each build (see --port)")
    static let port = OptionSpec("--port", value: "N", help: "With --dashboard: the page's port (default 0: a free one, printed)")
    static let output = OptionSpec(
        "-o", "--output", value: "FILE_OR_DIR", help: "Write the one drawing to FILE, or one file per entry into DIR")
    static let options = [
        all, widgets, watch, dashboard, port, WidgetDrawing.formatOption, WidgetDrawing.appearanceOption, output,
        WidgetDrawing.columnsOption,
    ]
    static let usage =
        "PLUGIN [NAME | --all] [--widgets] [--watch [--dashboard] [--port N]] [--format text|html|svg|png] [--appearance light|dark] [-o FILE_OR_DIR] [--columns N]"
    static let discussion = """
        Given a package directory (a Package.swift building a plugin library), builds it with swift
        build first (a failed build shows the compiler's errors and exits 1), then draws everything
        in the terminal, the plugin running in a worker: every widget in every family it supports
        (its placeholder, its snapshot and each timeline entry with its date, with the default
        configuration), then each entry of every #Preview block. --widgets draws the same for a
        plugin library. With --watch, builds and draws again whenever a file under Sources/ or
        Package.swift is saved (for a library: whenever the file is replaced): the compiler's
        errors show in place of the widgets until the next good build, and each build runs in a new
        worker, so the drawings are always the new code's. Ctrl-C stops, interrupting a build in
        progress. With --json, prints every widget's and preview's view tree instead of drawings
        (once: one JSON object; with --watch: a JSON line per event, "buildStarted", "buildFailed"
        with the errors, "drawn" with the view trees, "loadFailed", "stopped"). Off a terminal, --watch
        prints lines instead of redrawing: "preview: build started", "preview: build failed:" with
        the errors, and "preview: drew N drawings" after each drawing. --dashboard also serves the
        drawings (or the errors) as a web page on 127.0.0.1 (--port, default 0: a free port, printed)
        that updates itself after each build.

        Without NAME, lists the plugin's previews in source order: the name (File.swift:line when
        the #Preview has none), the widget kind it shows (or view, or Live Activity), its family
        and its number of entries. With NAME or --all, draws each entry of those previews: a
        widget preview at its family's size, a view preview at its layout (.fixedLayout,
        .sizeThatFitsLayout) or as a systemMedium widget. Live Activities are listed but not
        drawn: they are not supported on this platform. With --json, prints the list, or the
        previews' payloads (their entries' view trees) instead of drawings.

        text goes to the terminal as render draws it; png, svg and html need -o for more than
        one entry. -o DIR gets one file per entry, named after the preview: Listed-entries-1.png,
        Listed-entries-2.png, ..., or Previews-20.png for an unnamed #Preview at Previews.swift:20
        (every file written is printed).

        Loads the plugin (its init runs, as for every command) and calls its preview functions,
        which are the plugin's own code; no instance is created and no handler of the manifest
        runs. Like inspect, it uses the state directory, so previews that read the plugin's store
        or App Group data see what is there.

        Example:
          widgethost preview .
          widgethost preview ~/src/Weather --watch
          widgethost preview HelloWidget
          widgethost preview HelloWidget Greeting
          widgethost preview ./libweather.so --all --format png -o previews/ --appearance dark
        """

    let plugin: String
    let selection: PreviewSelection
    let drawing: WidgetDrawing
    let outputPath: String?
    /// `--watch`: build and draw again on every save.
    let watching: Bool
    /// `--dashboard`'s port (0: a free one), or nil without `--dashboard`.
    let dashboardPort: UInt16?

    init(_ parsed: ParsedArguments) throws {
        let positionals = parsed.positionals
        guard (1...2).contains(positionals.count) else {
            throw UsageError(
                problem: positionals.isEmpty
                    ? "missing PLUGIN"
                    : "unexpected argument \(positionals[2...].map { "\(EchoedInput.quoted($0))" }.joined(separator: " "))",
                location: "command preview", expected: "widgethost preview \(Self.usage)")
        }
        plugin = positionals[0]
        watching = parsed.flag(Self.watch)
        let everything =
            parsed.flag(Self.widgets)
            || (positionals.count == 1 && !parsed.flag(Self.all) && (watching || PluginPackageBuild.isPackage(plugin)))
        switch (positionals.count, parsed.flag(Self.all)) {
        case _ where everything:
            guard positionals.count == 1, !parsed.flag(Self.all) else {
                throw UsageError(
                    problem: "--widgets given with \(positionals.count == 2 ? "a preview name" : "--all")", location: "command preview",
                    expected: "--widgets alone (it draws every widget and every preview)")
            }
            selection = .everything
        case (2, true):
            throw UsageError(
                problem: "both a preview name (\(EchoedInput.quoted(positionals[1]))) and --all given", location: "command preview",
                expected: "a preview name, or --all")
        case (2, false): selection = .named(positionals[1])
        case (_, true): selection = .all
        default: selection = .list
        }
        outputPath = parsed.value(Self.output)
        drawing = try WidgetDrawing(parsed, command: Self.name, output: outputPath)
        let port = try NumericOption(option: Self.port, range: 0...65_535, wholeNumber: true, unit: "").readWhole(
            parsed, command: Self.name)
        dashboardPort = parsed.flag(Self.dashboard) ? UInt16(port ?? 0) : nil
        if (parsed.flag(Self.dashboard) || port != nil) && !watching {
            throw UsageError(
                problem: "\(parsed.flag(Self.dashboard) ? "--dashboard" : "--port") given without --watch", location: "command preview",
                expected: "--watch --dashboard [--port N]: the page updates itself after each build")
        }
        if watching && selection != .everything {
            throw UsageError(
                problem: "--watch given with \(positionals.count == 2 ? "a preview name" : "--all")", location: "command preview",
                expected: "--watch alone: it draws every widget and every preview after each build")
        }
        if selection == .everything, outputPath != nil || (parsed.value(WidgetDrawing.formatOption) != nil && drawing.format != .text) {
            throw UsageError(
                problem: "\(outputPath != nil ? "-o" : "--format \(drawing.format.rawValue)") given with every widget to draw",
                location: "command preview", expected: "text in the terminal (or a preview NAME or --all to write files)")
        }
        if selection == .list, outputPath != nil || parsed.value(WidgetDrawing.formatOption) != nil {
            throw UsageError(
                problem: "\(outputPath != nil ? "-o" : "--format") given without a preview to draw", location: "command preview",
                expected: "a preview NAME or --all to draw, or no drawing options to list the previews")
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let package = PluginPackageBuild.isPackage(plugin) ? URL(fileURLWithPath: plugin).standardizedFileURL : nil
        if selection == .everything {
            var loop = PreviewWatchLoop(package: package, library: package == nil ? plugin : nil, drawing: drawing, context: context)
            loop.page = dashboardPort.map { PreviewPageServer(title: package?.lastPathComponent ?? plugin, port: $0) }
            return watching ? try loop.runWatching() : try loop.runOnce()
        }
        var reference = plugin
        if let package {
            context.console.printError("Building \(package.path) (swift build)...")
            switch try PluginPackageBuild(directory: package).run() {
            case .built(let library, _): reference = library.path
            case .failed(let errors, let status):
                errors.forEach(context.console.printError)
                context.console.printError(PluginPackageBuild.failureLine(package, status: status))
                return .failure
            case .stopped: return .failure
            }
        }
        let loaded = try context.loadPlugin(reference)
        let answered = try loaded.drawnPreviews()
        let previews = answered.map(\.preview)
        if selection == .list {
            if context.globals.json {
                try context.console.printJSON(PreviewListFormatter.Report(pluginID: loaded.id, previews: previews))
            } else {
                context.console.print(lines: PreviewListFormatter(pluginID: loaded.id, previews: previews).lines())
            }
            return .success
        }
        let payloads = Dictionary(answered.compactMap { item in item.payload.map { (item.preview.id, $0) } }) { first, _ in first }
        var drawn: [PreviewOutput.Drawn] = []
        var failed = false
        for preview in try selection.chosen(from: previews, pluginID: loaded.id) {
            if let payload = payloads[preview.id], preview.failure.isEmpty {
                drawn.append(PreviewOutput.Drawn(preview: preview, payload: payload))
            } else {
                context.console.report(preview.failure)
                failed = true
            }
        }
        if context.globals.json {
            try context.console.printJSON(drawn.map(\.payload))
        } else {
            try PreviewOutput(
                pluginID: loaded.id, drawing: drawing, outputPath: outputPath, console: context.console,
                colorMode: context.colorMode(toTerminal: outputPath == nil && context.console.isTerminal)
            ).write(drawn)
        }
        return failed ? .failure : .success
    }
}
