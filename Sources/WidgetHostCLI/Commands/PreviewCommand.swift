import Foundation
import WidgetHost
import WidgetWire

/// `widgethost preview PLUGIN [NAME | --all] [--format text|html|svg|png] [--appearance light|dark] [-o FILE_OR_DIR]`:
/// a plugin's `#Preview` blocks, listed or drawn.
struct PreviewCommand: CLICommand {
    static let name = "preview"
    static let summary = "List a plugin's #Preview blocks, or draw them (each entry of a preview timeline)"
    static let arguments = [
        ArgumentSpec(name: "PLUGIN", help: "A plugin path, or an id in the plugin directories"),
        ArgumentSpec(name: "NAME", help: "The preview to draw: its name, or File.swift:line for an unnamed one (see the list)"),
    ]
    static let all = OptionSpec("--all", help: "Draw every preview of the plugin")
    static let output = OptionSpec(
        "-o", "--output", value: "FILE_OR_DIR", help: "Write the one drawing to FILE, or one file per entry into DIR")
    static let options = [all, WidgetDrawing.formatOption, WidgetDrawing.appearanceOption, output, WidgetDrawing.columnsOption]
    static let usage = "PLUGIN [NAME | --all] [--format text|html|svg|png] [--appearance light|dark] [-o FILE_OR_DIR] [--columns N]"
    static let discussion = """
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
          widgethost preview HelloWidget
          widgethost preview HelloWidget Greeting
          widgethost preview ./libweather.so --all --format png -o previews/ --appearance dark
        """

    let plugin: String
    let selection: PreviewSelection
    let drawing: WidgetDrawing
    let outputPath: String?

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
        switch (positionals.count, parsed.flag(Self.all)) {
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
        if selection == .list, outputPath != nil || parsed.value(WidgetDrawing.formatOption) != nil {
            throw UsageError(
                problem: "\(outputPath != nil ? "-o" : "--format") given without a preview to draw", location: "command preview",
                expected: "a preview NAME or --all to draw, or no drawing options to list the previews")
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadPlugin(plugin)
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
