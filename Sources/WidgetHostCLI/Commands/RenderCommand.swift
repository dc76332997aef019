import Foundation
import WidgetHost
import WidgetRender
import WidgetRuntime
import WidgetWire

/// `widgethost render ID|PLUGIN KIND [--family F] [--format text|html|svg|png|json] [--appearance light|dark] [--at DATE] [-o FILE]`.
struct RenderCommand: CLICommand {
    static let name = "render"
    static let summary = "Draw a widget instance, or a widget's fresh timeline, as text, HTML, SVG, PNG or JSON"
    static let arguments = [
        ArgumentSpec(name: "ID|PLUGIN", help: "An instance (see list), or a plugin path or id followed by KIND"),
        ArgumentSpec(name: "KIND", help: "The widget's kind, after PLUGIN (see inspect)"),
    ]
    static let family = OptionSpec("--family", value: "FAMILY", help: "The widget family, with PLUGIN KIND (default: the widget's first)")
    static let param = OptionSpec("--param", value: "NAME=VALUE", repeatable: true, help: "A configuration value, with PLUGIN KIND")
    static let at = OptionSpec("--at", value: "DATE", help: "Draw the entry shown at DATE, ISO 8601 (default: now)")
    static let output = OptionSpec("-o", "--output", value: "FILE", help: "Write to FILE instead of standard output")
    static let options =
        [family, param] + ProviderCallOptions.all + [
            WidgetDrawing.formatOption, WidgetDrawing.appearanceOption, at, output, WidgetDrawing.columnsOption,
        ]
    static let usage =
        "ID|PLUGIN KIND [--family FAMILY] [--param NAME=VALUE]... \(ProviderCallOptions.usage) [--format text|html|svg|png|json] "
        + "[--appearance light|dark] [--at DATE] [-o FILE]"
    static let discussion = """
        With ID, draws the entry the stored instance shows at --at (its last good timeline if its
        entity no longer resolves or its last reload failed: a note on standard error says so).
        With PLUGIN KIND, asks the widget for a fresh timeline (values as for timeline) and draws
        the entry it shows at --at; with --placeholder or --snapshot, draws what that provider call
        gives instead (a widget whose timeline needs the network or the app's data shows its real
        look in its placeholder). A placeholder is drawn as the widget's view makes it, not redacted.

        text fits the widget to the terminal, in color (plain characters when standard output is
        not a terminal). html is a standalone page, svg a document, png an image at 2x. json is one
        line: the instance (id, plugin, kind, family, state), the date drawn, the texts shown in
        reading order (text, texts), percentage where a gauge or progress view gives one, and the
        entry's view tree (also with --json); widgethost watch prints the same line at every change. -o refuses an
        extension none of these formats writes (x.jpg).

        Example:
          widgethost render 3
          widgethost render 3 --format png -o counter.png --appearance dark
          widgethost render Counter MyWidget --family systemMedium --format svg -o counter.svg
          widgethost render Weather Forecast --placeholder --format png -o forecast.png
        """

    /// What to draw.
    enum Subject {
        case instance(InstanceID)
        case widget(plugin: String, kind: String)
    }

    let subject: Subject
    let familyName: String?
    let assignments: [String]
    let drawing: WidgetDrawing
    let date: Date?
    let outputPath: String?
    let call: ProviderCallOptions

    init(_ parsed: ParsedArguments) throws {
        let positionals = parsed.positionals
        switch positionals.count {
        case 1:
            guard let id = InstanceID(positionals[0]) else {
                throw UsageError(
                    problem: "\(EchoedInput.quoted(positionals[0])) is not an instance id", location: "command render",
                    expected: "an instance id as widgethost list shows, or PLUGIN KIND")
            }
            subject = .instance(id)
        case 2: subject = .widget(plugin: positionals[0], kind: positionals[1])
        case 0:
            throw UsageError(problem: "missing ID or PLUGIN KIND", location: "command render", expected: "widgethost render \(Self.usage)")
        default:
            throw UsageError(
                problem: "unexpected argument \(positionals[2...].map { "\(EchoedInput.quoted($0))" }.joined(separator: " "))",
                location: "command render",
                expected: "widgethost render \(Self.usage)")
        }
        familyName = parsed.value(Self.family)
        assignments = parsed.values(Self.param)
        call = try ProviderCallOptions(parsed, command: Self.name)
        if case .instance = subject, familyName != nil || !assignments.isEmpty || !call.isDefault {
            let given =
                familyName != nil
                ? "--family" : !assignments.isEmpty ? "--param" : call.isPreview ? "--preview" : "--\(call.operation.rawValue)"
            throw UsageError(
                problem: "\(given) given with an instance id", location: "command render",
                expected: "an instance drawn as it is (its family and configuration are stored), or PLUGIN KIND with \(given)")
        }
        // Made absolute now: a plugin that changes the working directory while it runs cannot move the file.
        outputPath = parsed.value(Self.output).map { URL(fileURLWithPath: $0).path }
        if let outputPath { try WidgetDrawing.checkExtension(of: outputPath) }
        drawing = try WidgetDrawing(
            parsed, command: Self.name, output: outputPath, fallback: parsed.flag(GlobalOptions.json) ? .json : .text)
        date = try parsed.date(Self.at)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let toTerminal = outputPath == nil && context.console.isTerminal
        try drawing.checkDestination(toTerminal: toTerminal, command: Self.name)
        let (snapshot, time, pending, marginsDisabled) = try entry(in: context)
        let options = RenderOptions(
            family: snapshot.family, appearance: drawing.appearance, now: Date(timeIntervalSince1970: time), showsPendingContent: pending,
            contentMarginsDisabled: marginsDisabled)
        let bytes =
            drawing.format == .json
            ? Array((try snapshot.jsonLine() + "\n").utf8)
            : try drawing.bytes(
                snapshot.view, options: options, title: title, terminal: toTerminal ? context.console.descriptor : nil,
                colorMode: context.colorMode(toTerminal: toTerminal))
        guard let outputPath else {
            context.console.write(bytes: bytes)
            return .success
        }
        try WidgetDrawing.write(bytes, to: outputPath)
        return .success
    }

    private var title: String {
        switch subject {
        case .instance(let id): "Widget #\(id)"
        case .widget(let plugin, let kind): "\(kind) (plugin \(plugin))"
        }
    }

    /// What to draw (the entry's snapshot), the time it is drawn at, whether a tap is pending, and whether
    /// the widget disables its content margins.
    private func entry(in context: CommandContext) throws -> (WidgetSnapshot, Double, Bool, Bool) {
        switch subject {
        case .instance(let id):
            let runtime = try context.runtime()
            let instance = try runtime.instance(id)
            let time = date?.timeIntervalSince1970 ?? runtime.now
            guard let snapshot = WidgetSnapshot(instance, at: time) else {
                throw RuntimeError.noTimeline(id, state: instance.state.description)
            }
            let shown = instance.showsPlaceholder ? "showing its placeholder until its first timeline" : "showing its last good timeline"
            switch instance.state {
            case .ok where instance.showsPlaceholder:
                context.console.printError("note: #\(id)'s timeline has no entries yet; \(shown)")
            case .ok: break
            case .unresolved:
                context.console.printError("note: #\(id) is \(instance.state); \(shown)")
            case .failed:
                context.console.printError("note: the last reload of #\(id) \(instance.state); \(shown)")
            }
            return (snapshot, time, instance.interactionPending, instance.entry(at: time)?.drawsWithoutMargins ?? false)
        case .widget(let plugin, let kind):
            let loaded = try context.loadPlugin(plugin)
            let family = try familyName.map { try loaded.family(named: $0, forWidget: kind) }
            let configuration = try call.configuration(of: loaded, forWidget: kind, assignments: assignments)
            // Drawn dark, the plugin's views read `colorScheme` as dark, as iOS renders them for it (light is the default).
            let options = TimelineOptions(
                operation: call.operation, family: family, isPreview: call.isPreview,
                colorScheme: drawing.appearance == .dark ? "dark" : nil)
            let payload = try loaded.timeline(kind: kind, configuration: configuration, options: options)
            let time = date?.timeIntervalSince1970 ?? (context.globals.now ?? Date()).timeIntervalSince1970
            // A placeholder or snapshot is its one entry, whatever its date.
            guard let entry = call.operation == .timeline ? TimelineCursor(payload).entry(at: time) : payload.entries.first else {
                throw UsageError(
                    problem: "the \(call.operation.rawValue) of \(kind) has no entries", location: "plugin \(loaded.id)",
                    expected: "a \(call.operation.rawValue) with an entry")
            }
            let shownFamily = try family ?? loaded.widget(kind).families.first ?? .systemSmall
            let snapshot = WidgetSnapshot(
                id: nil, plugin: loaded.id, kind: kind, family: shownFamily, state: .ok, view: entry.view, time: time)
            return (snapshot, time, false, entry.drawsWithoutMargins)
        }
    }
}
