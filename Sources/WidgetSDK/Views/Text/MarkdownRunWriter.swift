internal import WidgetWire

/// Writes paired ``MarkdownToken``s as text runs: text of one style in one run, each interpolated
/// run with the styles open around it added to its own.
struct MarkdownRunWriter {
    private var runs: [Text.Run] = []
    private var pendingText = ""
    /// The styles open now, innermost last.
    private var open: [TextStyleSpec] = []
    private var linkDepth = 0

    mutating func write(_ token: MarkdownToken) {
        switch token {
        case .text(let text): pendingText += text
        case .run(let run):
            flush()
            runs.append(styled(run))
        case .code(let cells):
            flush()
            var run = Text.Run(Self.text(of: cells))
            run.style = TextStyleSpec(design: Font.Design.monospaced.rawValue)
            runs.append(styled(run))
        case .linkStart:
            flush()
            linkDepth += 1
        case .linkEnd:
            flush()
            linkDepth -= 1
        case .delimiter(let character, let length, let canOpen, _, let paired):
            guard paired else {
                pendingText += String(repeating: String(character), count: length)
                return
            }
            flush()
            if canOpen { open.append(MarkdownToken.style(of: character, length: length)) } else { open.removeLast() }
        }
    }

    consuming func finish() -> [Text.Run] {
        flush()
        return runs
    }

    private mutating func flush() {
        guard !pendingText.isEmpty else { return }
        runs.append(styled(Text.Run(pendingText)))
        pendingText = ""
    }

    /// `run` with the open styles (and a link's tint) filled in where it sets none of its own.
    private func styled(_ run: Text.Run) -> Text.Run {
        guard !open.isEmpty || linkDepth > 0 else { return run }
        var styled = run
        var style = run.style
        for outer in open.reversed() { style.fillUnset(from: outer) }
        styled.style = style
        if linkDepth > 0, styled.foreground == nil { styled.foreground = AnyShapeStyle(TintShapeStyle()) }
        return styled
    }

    private static func text(of cells: [Cell]) -> String {
        var text = ""
        for cell in cells {
            if case .scalar(let scalar) = cell { text.unicodeScalars.append(scalar) }
        }
        return text
    }
}
