import Foundation
import WidgetHost
import WidgetRender
import WidgetWire

/// How `render` and `preview` draw a view tree: in one of five formats, in an appearance, to
/// standard output or to a file.
struct WidgetDrawing {
    /// An output format.
    enum Format: String, CaseIterable {
        case text, html, svg, png
        /// The view tree as the wire schema writes it (`render` writes a whole ``WidgetSnapshot``).
        case json

        /// The extension of a file in this format.
        var fileExtension: String { self == .text ? "txt" : rawValue }
    }

    static let formatOption = OptionSpec(
        "--format", value: "FORMAT", help: "text, html, svg, png or json (default: by -o's extension, else text)")
    static let appearanceOption = OptionSpec("--appearance", value: "APPEARANCE", help: "light or dark (default light)")
    static let columnsOption = OptionSpec("--columns", value: "N", help: "Draw text N columns wide (default: fit the terminal)")

    let format: Format
    let appearance: Appearance
    /// `--columns`: the width of text drawings.
    let columns: Int?

    /// The drawing options of `parsed` for `command`; `output` is `-o`'s value, whose extension picks
    /// the format when `--format` is not given (else `fallback`).
    init(_ parsed: ParsedArguments, command: String, output: String?, fallback: Format = .text) throws(UsageError) {
        if let text = parsed.value(Self.formatOption) {
            guard let format = Format(rawValue: text.lowercased()) else {
                throw UsageError(
                    problem: "\(EchoedInput.quoted(text)) is not an output format", location: "option --format",
                    expected: "text, html, svg, png or json")
            }
            self.format = format
        } else {
            let suffix = output.map { URL(fileURLWithPath: $0).pathExtension.lowercased() } ?? ""
            format = suffix == "htm" ? .html : Format(rawValue: suffix) ?? fallback
        }
        let appearanceText = parsed.value(Self.appearanceOption) ?? "light"
        guard let appearance = Appearance(rawValue: appearanceText.lowercased()) else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(appearanceText)) is not an appearance", location: "option --appearance",
                expected: "light or dark")
        }
        self.appearance = appearance
        columns = try NumericOption.columns(Self.columnsOption).readWhole(parsed, command: command)
    }

    /// Refuses a file `path` whose extension names a format this cannot write (`x.jpg`): none, `txt`,
    /// `htm` and the formats' own extensions are accepted.
    static func checkExtension(of path: String, option: String = "-o") throws(UsageError) {
        let suffix = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard !suffix.isEmpty, suffix != "htm", !Format.allCases.contains(where: { $0.fileExtension == suffix }) else { return }
        throw UsageError(
            problem: "cannot write a .\(suffix) file", location: "option \(option) \(EchoedInput.quoted(path))",
            expected: "a file ending in .txt, .html, .svg, .png or .json (or --format with a path of that extension)")
    }

    /// Refuses PNG bytes for a terminal.
    func checkDestination(toTerminal: Bool, command: String) throws(UsageError) {
        guard format == .png && toTerminal else { return }
        throw UsageError(
            problem: "PNG bytes would go to the terminal", location: "command \(command)",
            expected: "-o FILE, or standard output redirected")
    }

    /// The bytes of `view` drawn with `options`: text colored as `colorMode` says and fitted to the
    /// terminal when it goes to the terminal on descriptor `terminal`; an HTML page titled `title`.
    func bytes(
        _ view: ViewNode, options: RenderOptions, title: String, terminal: Int32?, colorMode: TerminalRenderer.ColorMode = .plain
    ) throws -> [UInt8] {
        switch format {
        case .text:
            let fitted = terminal.flatMap(TerminalSize.of).map { Self.columns(for: options.size, fitting: $0) }
            let renderer = TerminalRenderer(columns: columns ?? fitted, colorMode: colorMode)
            return Array((try renderer.render(view, options: options) + "\n").utf8)
        case .html:
            let fragment = try HTMLRenderer().render(view, options: options)
            return Array(HTMLRenderer.document(title: title, fragments: [fragment], appearance: appearance).utf8)
        case .svg:
            return Array(try SVGRenderer().render(view, options: options).utf8)
        case .png:
            return try PNGRenderer().render(view, options: options)
        case .json:
            return try WireCoding.encode(view) + [UInt8(ascii: "\n")]
        }
    }

    /// Writes `bytes` to `path`, replacing it atomically; `option` is the option that named it.
    static func write(_ bytes: [UInt8], to path: String, option: String = "-o") throws(UsageError) {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw UsageError(
                problem: "cannot write \(EchoedInput.quoted(path)): \((error as NSError).localizedDescription)",
                location: "option \(option)",
                expected: "a file path in a writable directory")
        }
    }

    /// The widest drawing of a widget of `size` that fits a terminal of `terminal` (two rows left
    /// for the prompt), at most twice the size's default width.
    static func columns(for size: DisplaySize, fitting terminal: (columns: Int, rows: Int)) -> Int {
        let narrowest = Int(NumericOption.columnRange.lowerBound)
        let widest = max(narrowest, min(terminal.columns, 2 * TerminalRenderer.defaultColumns(for: size)))
        for columns in stride(from: widest, through: narrowest, by: -1) {
            let cellHeight = 2 * size.width / Double(columns - 2)
            let rows = max(1, Int((size.height / cellHeight).rounded())) + 2
            if terminal.rows <= 2 || rows <= terminal.rows - 2 { return columns }
        }
        return narrowest
    }
}
