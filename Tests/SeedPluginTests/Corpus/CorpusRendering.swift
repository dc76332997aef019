import Foundation
import Testing

/// Runs the CLI on a corpus extension's library and checks what it drew.
struct CorpusRendering {
    let cli: WidgetHostCLI
    let library: String

    /// Runs a command that must succeed.
    @discardableResult
    func succeed(_ arguments: [String], json: Bool = false, verbose: Bool = false) throws -> WidgetHostCLI.Run {
        let run = try cli.run(arguments, json: json, verbose: verbose)
        try #require(run.status == 0, "\(run)")
        return run
    }

    /// What `inspect` says of the plugin: its id, and its manifest's widgets by kind.
    func inspect() throws -> (id: String?, widgets: [String: [String: Any]]) {
        let inspect = try #require(try succeed(["inspect", library], json: true).json() as? [String: Any])
        let manifest = try #require(inspect["manifest"] as? [String: Any], "\(inspect)")
        let widgets = try #require(manifest["widgets"] as? [[String: Any]], "\(manifest)")
        let byKind = widgets.compactMap { widget in (widget["kind"] as? String).map { ($0, widget) } }
        return (inspect["id"] as? String, Dictionary(byKind, uniquingKeysWith: { first, _ in first }))
    }

    /// Draws `kind` in `family` as text, with its timeline fresh from the plugin, and checks it shows `texts`.
    func expectText(_ kind: String, _ family: String, shows texts: [String], parameters: [String] = []) throws {
        let run = try succeed(["render", library, kind, "--family", family] + parameters.flatMap { ["--param", $0] })
        let drawn = Self.plain(run.standardOutput)
        for text in texts {
            #expect(drawn.contains(text), "\(kind) in \(family) should show “\(text)”:\n\(run.standardOutput)")
        }
        #expect(!drawn.contains("?"), "\(kind) in \(family) draws an SF Symbol as the “?” fallback:\n\(run.standardOutput)")
    }

    /// Draws `kind` in `family` as a PNG in each appearance and checks each is a PNG image.
    func expectPNG(_ kind: String, _ family: String) throws {
        for appearance in ["light", "dark"] {
            let file = cli.state.appendingPathComponent("\(kind)-\(family)-\(appearance).png")
            try succeed(["render", library, kind, "--family", family, "--format", "png", "--appearance", appearance, "-o", file.path])
            let image = try Data(contentsOf: file)
            #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(kind) in \(family), \(appearance): not a PNG (\(image.count) bytes)")
        }
    }

    /// Draws instance `id` as text and checks it shows `texts`.
    func expectInstance(_ id: String, shows texts: [String]) throws {
        let run = try succeed(["render", id])
        let drawn = Self.plain(run.standardOutput)
        for text in texts {
            #expect(drawn.contains(text), "instance \(id) should show “\(text)”:\n\(run.standardOutput)")
        }
    }

    /// Adds an instance of `kind` in `family` and returns its id.
    func add(_ kind: String, family: String) throws -> String {
        try succeed(["add", kind, "--plugin", library, "--family", family]).standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Taps `control` of instance `id` (a CLI run of its own).
    func tap(_ id: String, _ control: String) throws {
        try succeed(["tap", id, control])
    }

    /// A text drawing with its frame's box-drawing characters removed and its spaces and lines run together,
    /// so that a text is found whatever its position in the widget.
    static func plain(_ drawing: String) -> String {
        let frame = CharacterSet(charactersIn: "│─╭╮╰╯┃━┏┓┗┛")
        let words = drawing.unicodeScalars.map { frame.contains($0) ? " " : Character($0) }
        return String(words).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
