import Foundation
import WidgetDashboard
import WidgetHost
import WidgetRender
import WidgetRuntime
import WidgetWire

/// `widgethost preview PACKAGE|PLUGIN` drawing everything (``PreviewGallery``), once or, with
/// `--watch`, again after every saved source file: each build's library loads in a new plugin
/// host, so in a new worker process (a Swift library cannot be unloaded, so a worker restart is
/// the only way to run new code, and old code never runs after a rebuild).
///
/// Once: build progress and errors go to standard error, the drawings to standard output.
/// Watching on a terminal: the screen is redrawn after each build, showing the compiler's errors
/// instead of the widgets while the build fails. Watching off a terminal: `preview:` lines say
/// when a build started, failed (with its errors) or was drawn (after its drawings).
struct PreviewWatchLoop {
    /// The package to build, or nil when the plugin library is given.
    let package: URL?
    /// The plugin library: given, or found after each build.
    let library: String?
    let drawing: WidgetDrawing
    let context: CommandContext
    /// `--dashboard`: the page that shows each build's drawings too, and updates itself.
    var page: PreviewPageServer?

    /// Builds and draws once; `.failure` if the build failed, `.badInput` if the plugin cannot load.
    /// With `--json`, prints the gallery's ``PreviewGalleryReport`` instead of its drawings.
    func runOnce() throws -> ExitCode {
        let isolation = try workerIsolation()
        let console = context.console
        if let package { console.printError("Building \(package.path) (swift build)...") }
        switch try cycle(isolation: isolation) {
        case .built(let gallery, let pluginID, let summary):
            if context.globals.json {
                try console.printJSON(PreviewGalleryReport(pluginID: pluginID, gallery: gallery))
            } else {
                console.write(try text(of: gallery))
            }
            if package != nil { console.printError(summary) }
            return .success
        case .buildFailed(let errors, let line):
            errors.forEach(console.printError)
            console.printError(line)
            return .failure
        case .loadFailed(let lines):
            lines.forEach(console.printError)
            return .badInput
        case .stopped:
            return .failure
        }
    }

    /// Builds and draws until SIGINT or SIGTERM, again after every saved source file.
    func runWatching() throws -> ExitCode {
        let isolation = try workerIsolation()
        let watcher =
            try package.map { try SourceTreeWatcher(package: $0) }
            ?? SourceTreeWatcher(file: try context.searchPath.locate(library ?? ""))
        watcher.installSignalHandlers()
        defer { watcher.restoreSignalHandlers() }
        let live = context.console.isTerminal && !context.globals.json
        if let page {
            context.console.print("preview: drawings also at \(try page.start())")
        }
        defer { page?.stop() }
        repeat {
            watcher.discardChanges()
            if watcher.isStopRequested { break }
            let result = try cycle(isolation: isolation, watching: live ? .onTerminal : .asLines, stopping: watcher)
            if case .stopped = result { break }
            try show(result, live: live)
        } while watcher.waitForChange() == .changed
        if context.globals.json {
            try printEvent(PreviewWatchEvent(event: "stopped"))
        } else {
            context.console.print("preview: stopped")
        }
        return .success
    }

    /// What one build and drawing gave.
    enum Cycle {
        case built(gallery: PreviewGallery, pluginID: String, summary: String)
        case buildFailed(errors: [String], line: String)
        case loadFailed([String])
        /// A stop (SIGINT, SIGTERM) arrived during the build, which was interrupted.
        case stopped
    }

    /// How a build's start is announced while watching.
    enum Watching {
        /// On the screen's first line (the summary of the last build), until the screen is redrawn.
        case onTerminal
        /// As a `preview: build started` line (or, with `--json`, a `buildStarted` event).
        case asLines
    }

    /// Builds (if a package), loads the library in a new worker, and draws it. A stop that
    /// `stopping` hears during the build interrupts it.
    private func cycle(isolation: PluginIsolation, watching: Watching? = nil, stopping: SourceTreeWatcher? = nil) throws -> Cycle {
        var path = library ?? ""
        var built = ""
        if let package {
            switch watching {
            case .onTerminal: context.console.write("\u{1B}[H\u{1B}[2Kpreview: building \(package.path)...")
            case .asLines where context.globals.json:
                try printEvent(PreviewWatchEvent(event: "buildStarted", summary: "preview: build started: \(package.path)"))
            case .asLines: context.console.print("preview: build started: \(package.path)")
            case nil: break
            }
            switch try PluginPackageBuild(directory: package).run(stopping: stopping) {
            case .stopped:
                return .stopped
            case .failed(let errors, let status):
                let line = PluginPackageBuild.failureLine(package, status: status)
                page?.showErrors(errors, summary: line)
                return .buildFailed(errors: errors, line: line)
            case .built(let url, let seconds):
                path = url.path
                built = "built in \(String(format: "%.1f", seconds)) s, "
            }
        }
        let started = Date()
        let host = try context.makePluginHost(isolation: isolation)
        defer { host.shutDown() }
        let plugin: LoadedPlugin
        do {
            plugin = try host.load(try context.searchPath.locate(path).path)
        } catch {
            let lines = Diagnostic.of(error).map { "error: \($0.description)" }
            page?.showErrors(lines, summary: "the plugin did not load")
            return .loadFailed(lines)
        }
        let gallery = PreviewGallery(of: plugin, appearance: drawing.appearance)
        let summary =
            "preview: drew \(gallery.drawingCount) drawings of plugin \(plugin.id) (\(built)drawn "
            + "\(String(format: "%.2f", Date().timeIntervalSince(started))) s later)"
        page?.show(drawings: try gallery.pageDrawings(), summary: summary)
        return .built(gallery: gallery, pluginID: plugin.id, summary: summary)
    }

    /// The gallery's drawings as text, as the terminal (or the file standard output is) gets them.
    private func text(of gallery: PreviewGallery) throws -> String {
        let terminal = context.console.isTerminal ? context.console.descriptor : nil
        return try gallery.text(drawing: drawing, terminal: terminal, colorMode: context.colorMode(toTerminal: terminal != nil))
    }

    /// Prints one `--watch --json` event as a line of JSON.
    private func printEvent(_ event: PreviewWatchEvent) throws {
        context.console.print(try WireCoding.encodeString(event))
    }

    /// Shows a cycle's result while watching: redrawn on a terminal (`live`), else as lines
    /// (with `--json`, one event line).
    private func show(_ cycle: Cycle, live: Bool) throws {
        if context.globals.json { return try printEvent(Self.event(of: cycle)) }
        let console = context.console
        if live { console.write("\u{1B}[H\u{1B}[2J") }
        let time = DateText().full(Date().timeIntervalSince1970)
        switch cycle {
        case .built(let gallery, _, let summary):
            if live { console.print("\(summary) at \(time); watching for saved files, Ctrl-C to stop") }
            console.write(try text(of: gallery))
            if !live { console.print(summary) }
        case .buildFailed(let errors, let line):
            if !live { console.print("preview: build failed:") }
            console.print(lines: errors)
            console.print(live ? "\(line) at \(time); watching for saved files, Ctrl-C to stop" : "preview: \(line)")
        case .loadFailed(let lines):
            console.print(lines: lines)
            if !live { console.print("preview: the plugin did not load") }
        case .stopped:
            break
        }
    }

    /// A cycle's `--watch --json` line.
    private static func event(of cycle: Cycle) -> PreviewWatchEvent {
        switch cycle {
        case .built(let gallery, let pluginID, let summary):
            PreviewWatchEvent(event: "drawn", summary: summary, report: PreviewGalleryReport(pluginID: pluginID, gallery: gallery))
        case .buildFailed(let errors, let line): PreviewWatchEvent(event: "buildFailed", summary: line, errors: errors)
        case .loadFailed(let lines): PreviewWatchEvent(event: "loadFailed", summary: "the plugin did not load", errors: lines)
        case .stopped: PreviewWatchEvent(event: "stopped")
        }
    }

    /// Worker isolation for the plugin: the only way a rebuilt library runs its new code.
    private func workerIsolation() throws -> PluginIsolation {
        let isolation = try context.isolation(longRunning: true)
        guard case .worker = isolation else {
            throw UsageError(
                problem: "preview of a package or with --watch runs the plugin in a worker, and --isolation in-process was given",
                location: "command preview",
                expected: "no --isolation in-process (a rebuilt Swift library cannot be reloaded in process)")
        }
        return isolation
    }
}
