import Foundation

/// One row of a seed's table in PortingFromiOS.md: a change to one plugin file made from the seed's code.
struct PortingChange: Equatable, CustomStringConvertible {
    /// The plugin file the change applies to (`TaskItem.swift`).
    var file: String
    /// The seed's text; `nil` when the row adds a line.
    var original: String?
    /// The text that replaces it; `nil` when the row removes lines.
    var replacement: String?

    var description: String {
        "\(file): \(original.map { "`\($0)`" } ?? "—") → \(replacement.map { "`\($0)`" } ?? "—")"
    }
}

/// A seed's section of PortingFromiOS.md.
struct PortingSection {
    /// The seed's file name without `.txt` (`001_e10087e896568d26`).
    var seed: String
    /// The plugin's folder (`Plugins/Tasks`).
    var pluginDirectory: String
    /// The rows, in order.
    var changes: [PortingChange]
}

/// A table row that does not follow the article's format.
struct PortingTableError: Error, CustomStringConvertible {
    var description: String
}

/// Reads the seed tables out of PortingFromiOS.md.
///
/// A section starts with `### Seed <seed>: <title> (`Plugins/<Name>`)`; its table rows
/// are `| `file` | `original` or — | `replacement` or — | why |`, with `\|` for a `|` inside code.
enum PortingTable {
    static func sections(in article: String) throws -> [PortingSection] {
        var sections: [PortingSection] = []
        var current: PortingSection?
        for line in article.components(separatedBy: "\n") {
            if line.hasPrefix("#") {
                if let current { sections.append(current) }
                current = try heading(line)
            } else if line.hasPrefix("| `"), let seed = current?.seed {
                current?.changes.append(try change(from: line, seed: seed))
            }
        }
        if let current { sections.append(current) }
        return sections
    }

    /// The section a `### Seed ...` heading starts, or `nil` for other headings.
    private static func heading(_ line: String) throws -> PortingSection? {
        guard line.hasPrefix("### Seed ") else { return nil }
        let rest = line.dropFirst("### Seed ".count)
        guard let colon = rest.firstIndex(of: ":"), let open = rest.range(of: "(`", options: .backwards),
            rest.hasSuffix("`)")
        else {
            throw PortingTableError(description: "heading '\(line)' is not '### Seed <seed>: <title> (`Plugins/<Name>`)'")
        }
        let directory = String(rest[open.upperBound..<rest.index(rest.endIndex, offsetBy: -2)])
        return PortingSection(seed: String(rest[..<colon]), pluginDirectory: directory, changes: [])
    }

    private static func change(from line: String, seed: String) throws -> PortingChange {
        let cells = splitCells(line)
        guard cells.count == 4 else {
            throw PortingTableError(
                description: "seed \(seed): row '\(line)' has \(cells.count) cells; expected file, original, replacement, why")
        }
        guard let file = try code(cells[0], row: line) else {
            throw PortingTableError(description: "seed \(seed): row '\(line)' names no file")
        }
        let change = PortingChange(file: file, original: try code(cells[1], row: line), replacement: try code(cells[2], row: line))
        guard change.original != nil || change.replacement != nil else {
            throw PortingTableError(description: "seed \(seed): row '\(line)' has neither an original nor a replacement")
        }
        return change
    }

    /// The cells between the outer pipes, trimmed, with `\|` turned back into `|`.
    private static func splitCells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var previous: Character?
        for character in line {
            if character == "|" && previous != "\\" {
                cells.append(current)
                current = ""
            } else if character == "|" {
                current.removeLast()
                current.append(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        cells.append(current)
        return cells.dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The code of a `` `code` `` cell, or `nil` for `—`.
    private static func code(_ cell: String, row: String) throws -> String? {
        if cell == "—" { return nil }
        guard cell.count >= 2, cell.hasPrefix("`"), cell.hasSuffix("`") else {
            throw PortingTableError(description: "cell '\(cell)' of row '\(row)' is neither `code` nor —")
        }
        return String(cell.dropFirst().dropLast())
    }

    /// `code` with `changes` applied, as the article defines: replacements of every occurrence,
    /// removals of every line that is the original, additions at the top. Throws for a row that matches nothing.
    static func apply(_ changes: [PortingChange], to code: String) throws -> String {
        var text = code
        var added: [String] = []
        for change in changes {
            switch (change.original, change.replacement) {
            case (nil, let replacement?):
                added.append(replacement)
            case (let original?, nil):
                let lines = text.components(separatedBy: "\n")
                let kept = lines.filter { $0.trimmingCharacters(in: .whitespaces) != original }
                guard kept.count < lines.count else {
                    throw PortingTableError(description: "row \(change) removes no line: no line of \(change.file) is '\(original)'")
                }
                text = kept.joined(separator: "\n")
            case (let original?, let replacement?):
                guard text.contains(original) else {
                    throw PortingTableError(description: "row \(change) replaces nothing: \(change.file) does not contain '\(original)'")
                }
                text = text.replacingOccurrences(of: original, with: replacement)
            case (nil, nil):
                break
            }
        }
        return (added + [text]).joined(separator: "\n")
    }
}
