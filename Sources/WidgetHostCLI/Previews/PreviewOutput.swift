import Foundation
import WidgetHost
import WidgetRender

/// Where `widgethost preview` draws the previews it was asked for: every entry on standard
/// output (text, under a heading per preview), or one file per entry (``PreviewFileNames``).
struct PreviewOutput {
    /// A preview to draw and what its function returned.
    struct Drawn {
        let preview: PluginPreview
        let payload: PreviewPayload
    }

    let pluginID: String
    let drawing: WidgetDrawing
    /// `-o`: the file of the one drawing, or the directory of several.
    let outputPath: String?
    let console: Console
    /// How text drawn to standard output is colored.
    let colorMode: TerminalRenderer.ColorMode

    /// Draws every entry of `drawn`; a Live Activity, which this platform does not draw, and a
    /// preview without entries get one note line each instead.
    func write(_ drawn: [Drawn]) throws {
        var drawable: [Drawn] = []
        for answered in drawn {
            // Drawn dark, the entries the views made with a dark `colorScheme`, as Xcode's dark canvas shows them.
            var payload = answered.payload
            payload.entries = payload.entries(dark: drawing.appearance == .dark)
            let item = Drawn(preview: answered.preview, payload: payload)
            if let activity = item.payload.liveActivity {
                note(
                    "preview \(EchoedInput.quoted(item.preview.title)) is a Live Activity (\(PreviewListFormatter.describe(activity))): not supported on this platform"
                )
            } else if item.payload.entries.isEmpty {
                note("preview \(EchoedInput.quoted(item.preview.title)) has no entries to draw")
            } else {
                drawable.append(item)
            }
        }
        let count = drawable.reduce(0) { $0 + $1.payload.entries.count }
        guard count > 0 else { return }
        let measurer = PangoTextMeasurer()
        if let outputPath {
            try writeFiles(drawable, count: count, to: outputPath, measurer: measurer)
        } else {
            try writeStandardOutput(drawable, count: count, measurer: measurer)
        }
    }

    /// One line: on standard output with text drawings there, else on standard error.
    private func note(_ text: String) {
        if outputPath == nil && drawing.format == .text { console.print(text) } else { console.printError("note: \(text)") }
    }

    private func writeStandardOutput(_ drawable: [Drawn], count: Int, measurer: PangoTextMeasurer) throws {
        try drawing.checkDestination(toTerminal: console.isTerminal, command: PreviewCommand.name)
        guard drawing.format == .text || count == 1 else {
            throw UsageError(
                problem: "\(count) \(drawing.format.rawValue) drawings would go to standard output", location: "command preview",
                expected: "-o DIR (one file per entry), or one preview entry")
        }
        let terminal = console.isTerminal ? console.descriptor : nil
        let dates = DateText()
        for item in drawable {
            if drawing.format == .text { console.print(heading(item.preview)) }
            for (index, entry) in item.payload.entries.enumerated() {
                if drawing.format == .text && item.payload.entries.count > 1 {
                    console.print("entry \(index + 1) of \(item.payload.entries.count), \(dates.full(entry.date)):")
                }
                let options = PreviewDrawing.options(for: item.payload, entry: entry, appearance: drawing.appearance, measurer: measurer)
                console.write(
                    bytes: try drawing.bytes(
                        entry.view, options: options, title: title(item.preview), terminal: terminal, colorMode: colorMode))
            }
        }
    }

    private func writeFiles(_ drawable: [Drawn], count: Int, to path: String, measurer: PangoTextMeasurer) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard count > 1 || isDirectory.boolValue || path.hasSuffix("/") else {
            let item = drawable[0]
            let options = PreviewDrawing.options(
                for: item.payload, entry: item.payload.entries[0], appearance: drawing.appearance, measurer: measurer)
            try WidgetDrawing.write(
                try drawing.bytes(item.payload.entries[0].view, options: options, title: title(item.preview), terminal: nil), to: path)
            console.print(path)
            return
        }
        if exists && !isDirectory.boolValue {
            throw UsageError(
                problem: "\(EchoedInput.quoted(path)) is a file, but the previews make \(count) drawings", location: "option -o",
                expected: "a directory (one file per entry), or one preview entry")
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw UsageError(
                problem: "cannot create the directory \(EchoedInput.quoted(path)): \((error as NSError).localizedDescription)",
                location: "option -o",
                expected: "a directory path where one can be created")
        }
        let names = PreviewFileNames.baseNames(of: drawable.map(\.preview))
        for item in drawable {
            let entries = item.payload.entries
            for (index, entry) in entries.enumerated() {
                let name = PreviewFileNames.fileName(
                    base: names[item.preview.id] ?? "preview", entry: index, of: entries.count, fileExtension: drawing.format.fileExtension)
                let file = URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent(name).path
                let options = PreviewDrawing.options(for: item.payload, entry: entry, appearance: drawing.appearance, measurer: measurer)
                try WidgetDrawing.write(
                    try drawing.bytes(entry.view, options: options, title: title(item.preview), terminal: nil), to: file)
                console.print(file)
            }
        }
    }

    /// `Listed entries: PreviewCount, systemMedium (PreviewFixture/Previews.swift:20)`.
    private func heading(_ preview: PluginPreview) -> String {
        let shows =
            preview.kind.map { "\($0), \(preview.family?.rawValue ?? "systemSmall")" }
            ?? "view, \(PreviewListFormatter.describe(preview.layout))"
        guard preview.name != nil, let source = preview.source else { return "\(preview.title): \(shows)" }
        return "\(preview.title): \(shows) (\(source.file):\(source.line))"
    }

    private func title(_ preview: PluginPreview) -> String { "\(preview.title) (plugin \(pluginID))" }
}
