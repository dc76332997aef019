/// Breaks styled text into lines the way SwiftUI's `Text` does: at spaces, after a
/// hyphen or dash inside a word, and between CJK characters, inside a word only when
/// the word alone is too wide;
/// cut to a line limit (or the height offered) with a trailing "…"; shrunk down
/// to `minimumScaleFactor` before truncating.
///
/// Shared by every target so only the measuring primitives differ.
public struct TextLineBreaker {
    /// What this breaker measures with.
    public let measurer: any TextMeasurer

    public init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    /// Lays out `runs` within `maxWidth` (`nil`: no wrapping) and `maxHeight` (`nil`: any height).
    ///
    /// - Parameters:
    ///   - lineLimit: the most lines to show (`nil`: no limit).
    ///   - minimumScaleFactor: how far fonts may shrink (0…1) before text is truncated.
    public func layout(
        _ runs: [StyledTextRun], maxWidth: Double?, maxHeight: Double? = nil, lineLimit: Int? = nil,
        alignment: TextLineAlignment = .leading, minimumScaleFactor: Double = 1
    ) -> TextLayout {
        let full = layout(runs, scale: 1, maxWidth: maxWidth, maxHeight: maxHeight, lineLimit: lineLimit, alignment: alignment)
        let floor = min(max(minimumScaleFactor, 0.01), 1)
        guard floor < 1, !Self.fits(full, maxWidth: maxWidth, maxHeight: maxHeight) else { return full }
        // Text larger than its box at full size (a character that cannot break, wider or taller than
        // the box: an emoji at 500 pt in a 50 pt frame) first tries the scale at which its size fits.
        if let ratio = Self.sizeRatio(full, maxWidth: maxWidth, maxHeight: maxHeight), ratio < 0.95 {
            let attempt = layout(
                runs, scale: max(floor, ratio), maxWidth: maxWidth, maxHeight: maxHeight, lineLimit: lineLimit, alignment: alignment)
            if Self.fits(attempt, maxWidth: maxWidth, maxHeight: maxHeight) || ratio <= floor { return attempt }
        }
        var scale = 0.95
        while scale > floor {
            let attempt = layout(runs, scale: scale, maxWidth: maxWidth, maxHeight: maxHeight, lineLimit: lineLimit, alignment: alignment)
            if Self.fits(attempt, maxWidth: maxWidth, maxHeight: maxHeight) { return attempt }
            scale -= scale > 0.1 ? 0.05 : 0.01
        }
        return layout(runs, scale: floor, maxWidth: maxWidth, maxHeight: maxHeight, lineLimit: lineLimit, alignment: alignment)
    }

    /// Whether `layout` shows all its text within the box (half a point of rounding allowed).
    private static func fits(_ layout: TextLayout, maxWidth: Double?, maxHeight: Double?) -> Bool {
        !layout.isTruncated && layout.size.width <= (maxWidth ?? .infinity) + 0.5 && layout.size.height <= (maxHeight ?? .infinity) + 0.5
    }

    /// The scale at which `layout`'s size would fit the box, when it is larger than the box.
    private static func sizeRatio(_ layout: TextLayout, maxWidth: Double?, maxHeight: Double?) -> Double? {
        var ratio = 1.0
        if let maxWidth, layout.size.width > maxWidth + 0.5 { ratio = min(ratio, maxWidth / layout.size.width) }
        if let maxHeight, layout.size.height > maxHeight + 0.5 { ratio = min(ratio, maxHeight / layout.size.height) }
        return ratio < 1 && ratio > 0 ? ratio : nil
    }

    // MARK: - Tokens

    /// A piece of one run inside a token.
    private struct Piece {
        var run: Int
        var text: String
        var width: Double
    }

    private enum TokenKind { case word, space, newline }

    /// An unbreakable unit: a word, a CJK character, a run of spaces, or a newline.
    private struct Token {
        var kind: TokenKind
        var pieces: [Piece]
        var width: Double { pieces.reduce(0) { $0 + $1.width } }
    }

    private func tokens(_ runs: [StyledTextRun]) -> [Token] {
        var tokens: [Token] = []
        var current: Token?
        func flush() {
            if let token = current { tokens.append(token) }
            current = nil
        }
        func append(_ character: Character, run: Int, kind: TokenKind) {
            if var token = current, token.kind == kind {
                if token.pieces[token.pieces.count - 1].run == run {
                    token.pieces[token.pieces.count - 1].text.append(character)
                } else {
                    token.pieces.append(Piece(run: run, text: String(character), width: 0))
                }
                current = token
            } else {
                flush()
                current = Token(kind: kind, pieces: [Piece(run: run, text: String(character), width: 0)])
            }
        }
        for (index, run) in runs.enumerated() {
            for character in run.text {
                if character == "\n" || character == "\r\n" {
                    flush()
                    tokens.append(Token(kind: .newline, pieces: []))
                } else if character == " " || character == "\t" {
                    append(" ", run: index, kind: .space)
                } else if UnicodeWidth.allowsBreakAround(character) {
                    flush()
                    current = Token(kind: .word, pieces: [Piece(run: index, text: String(character), width: 0)])
                    flush()
                } else if Self.breaksAfter(character), current?.kind == .word {
                    // A hyphen or dash inside a word ends it, as line breaking allows a break after one
                    // ("Amsterdam-|Centrum"); a leading one ("-5") stays with what follows.
                    append(character, run: index, kind: .word)
                    flush()
                } else {
                    append(character, run: index, kind: .word)
                }
            }
        }
        flush()
        return tokens
    }

    /// Whether a line may break after `character` inside a word: hyphens and dashes.
    private static func breaksAfter(_ character: Character) -> Bool {
        character == "-" || character == "\u{2010}" || character == "\u{2013}" || character == "\u{2014}"
    }

    // MARK: - Breaking

    private func layout(
        _ runs: [StyledTextRun], scale: Double, maxWidth: Double?, maxHeight: Double?, lineLimit: Int?, alignment: TextLineAlignment
    ) -> TextLayout {
        let fonts = runs.map { $0.font.scaled(by: scale) }
        var tokens = tokens(runs)
        for tokenIndex in tokens.indices {
            for pieceIndex in tokens[tokenIndex].pieces.indices {
                let piece = tokens[tokenIndex].pieces[pieceIndex]
                tokens[tokenIndex].pieces[pieceIndex].width = measurer.width(of: piece.text, font: fonts[piece.run])
            }
        }
        var lines = breakLines(tokens, fonts: fonts, maxWidth: maxWidth)
        let limit = maxLineCount(lines, runs: runs, fonts: fonts, maxHeight: maxHeight, lineLimit: lineLimit)
        var truncated = false
        if lines.count > limit {
            truncated = true
            lines = Array(lines.prefix(limit))
            lines[limit - 1] = truncate(lines[limit - 1], fonts: fonts, maxWidth: maxWidth, fallbackRun: runs.isEmpty ? nil : 0)
        }
        return assemble(lines, runs: runs, fonts: fonts, alignment: alignment, truncated: truncated, scale: scale)
    }

    /// Greedy line filling; each line is a list of pieces without trailing spaces.
    private func breakLines(_ tokens: [Token], fonts: [ResolvedFont], maxWidth: Double?) -> [[Piece]] {
        var lines: [[Piece]] = []
        var line: [Piece] = []
        var lineWidth = 0.0
        var pendingSpaces: [Piece] = []
        func finishLine() {
            lines.append(line)
            line = []
            lineWidth = 0
            pendingSpaces = []
        }
        for token in tokens {
            switch token.kind {
            case .newline:
                finishLine()
            case .space:
                if !line.isEmpty { pendingSpaces.append(contentsOf: token.pieces) }
            case .word:
                let spaceWidth = pendingSpaces.reduce(0) { $0 + $1.width }
                if let maxWidth, !line.isEmpty, lineWidth + spaceWidth + token.width > maxWidth + 0.001 {
                    finishLine()
                }
                if let maxWidth, line.isEmpty, token.width > maxWidth + 0.001 {
                    for piece in splitByCharacters(token.pieces, fonts: fonts, maxWidth: maxWidth) {
                        if !line.isEmpty, lineWidth + piece.width > maxWidth + 0.001 { finishLine() }
                        line.append(piece)
                        lineWidth += piece.width
                    }
                    continue
                }
                line.append(contentsOf: pendingSpaces)
                lineWidth += line.isEmpty ? 0 : spaceWidth
                pendingSpaces = []
                line.append(contentsOf: token.pieces)
                lineWidth += token.width
            }
        }
        lines.append(line)
        return lines
    }

    /// A too-wide word as one piece per character, so it can break anywhere.
    private func splitByCharacters(_ pieces: [Piece], fonts: [ResolvedFont], maxWidth: Double) -> [Piece] {
        pieces.flatMap { piece in
            piece.text.map { character in
                Piece(run: piece.run, text: String(character), width: measurer.width(of: String(character), font: fonts[piece.run]))
            }
        }
    }

    /// How many lines fit: the line limit, and as many as the height offered holds (at least one).
    private func maxLineCount(
        _ lines: [[Piece]], runs: [StyledTextRun], fonts: [ResolvedFont], maxHeight: Double?, lineLimit: Int?
    ) -> Int {
        var limit = max(1, lineLimit ?? Int.max)
        if let maxHeight {
            var height = 0.0
            var fitting = 0
            for line in lines {
                height += lineMetrics(line, fonts: fonts, fallbackRun: runs.isEmpty ? nil : 0).lineHeight
                if height > maxHeight + 0.5 { break }
                fitting += 1
            }
            limit = min(limit, max(1, fitting))
        }
        return limit
    }

    /// The last shown line with "…" appended, cut so it fits `maxWidth`.
    private func truncate(_ line: [Piece], fonts: [ResolvedFont], maxWidth: Double?, fallbackRun: Int?) -> [Piece] {
        var pieces = line
        while let last = pieces.last, last.text.hasSuffix(" ") {
            pieces[pieces.count - 1].text = String(last.text.dropLast())
            if pieces[pieces.count - 1].text.isEmpty { pieces.removeLast() }
        }
        guard let run = pieces.last?.run ?? fallbackRun else { return pieces }
        let ellipsisWidth = measurer.width(of: "…", font: fonts[run])
        func width() -> Double {
            pieces.reduce(0) { $0 + measurer.width(of: $1.text, font: fonts[$1.run]) }
        }
        if let maxWidth {
            while !pieces.isEmpty, width() + ellipsisWidth > maxWidth + 0.001 {
                pieces[pieces.count - 1].text.removeLast()
                if pieces[pieces.count - 1].text.isEmpty { pieces.removeLast() }
            }
        }
        let endRun = pieces.last?.run ?? run
        pieces.append(Piece(run: endRun, text: "…", width: measurer.width(of: "…", font: fonts[endRun])))
        return pieces
    }

    private func lineMetrics(_ line: [Piece], fonts: [ResolvedFont], fallbackRun: Int?) -> FontMetrics {
        var metrics: FontMetrics?
        for piece in line {
            let font = measurer.metrics(of: fonts[piece.run])
            metrics = FontMetrics(ascent: max(metrics?.ascent ?? 0, font.ascent), descent: max(metrics?.descent ?? 0, font.descent))
        }
        if let metrics { return metrics }
        if let fallbackRun { return measurer.metrics(of: fonts[fallbackRun]) }
        return measurer.metrics(of: .body)
    }

    /// Merges same-run neighbours into fragments, measures them, and places the lines.
    private func assemble(
        _ lines: [[Piece]], runs: [StyledTextRun], fonts: [ResolvedFont], alignment: TextLineAlignment, truncated: Bool, scale: Double
    ) -> TextLayout {
        var built: [TextLine] = []
        var y = 0.0
        for line in lines {
            var merged: [(run: Int, text: String)] = []
            for piece in line {
                if let last = merged.last, last.run == piece.run {
                    merged[merged.count - 1].text += piece.text
                } else {
                    merged.append((piece.run, piece.text))
                }
            }
            var x = 0.0
            var fragments: [TextFragment] = []
            for (run, text) in merged {
                let width = measurer.width(of: text, font: fonts[run])
                let style = runs[run]
                fragments.append(
                    TextFragment(
                        text: text, font: fonts[run], paint: style.paint, strikethrough: style.strikethrough, underline: style.underline,
                        x: x, width: width))
                x += width
            }
            let metrics = lineMetrics(line, fonts: fonts, fallbackRun: runs.isEmpty ? nil : 0)
            built.append(TextLine(fragments: fragments, x: 0, y: y, width: x, height: metrics.lineHeight, baseline: metrics.ascent))
            y += metrics.lineHeight
        }
        let width = built.map(\.width).max() ?? 0
        for index in built.indices {
            switch alignment {
            case .leading: built[index].x = 0
            case .center: built[index].x = (width - built[index].width) / 2
            case .trailing: built[index].x = width - built[index].width
            }
        }
        return TextLayout(lines: built, size: LayoutSize(width: width, height: y), isTruncated: truncated, scale: scale)
    }
}
