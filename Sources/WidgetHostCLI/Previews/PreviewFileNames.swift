import WidgetHost

/// The files `widgethost preview … -o DIR` writes: one per entry, named after its preview.
///
/// A preview's files are named after its name, with every run of characters other than
/// letters, digits, `_` and `-` made one `-` (`Listed entries` → `Listed-entries`), or after its
/// place when it has none (`Previews.swift:20` → `Previews-20`). A preview with several entries
/// numbers them from 1 (`Listed-entries-1.png`, `Listed-entries-2.png`); a name two previews
/// share gets `-2`, `-3`… after the first, in source order.
enum PreviewFileNames {
    /// The base name of each of `previews`' files, by preview id, unique among them.
    static func baseNames(of previews: [PluginPreview]) -> [String: String] {
        var taken: Set<String> = []
        var names: [String: String] = [:]
        for preview in previews {
            let base = baseName(of: preview)
            var candidate = base
            var number = 2
            while !taken.insert(candidate.lowercased()).inserted {
                candidate = "\(base)-\(number)"
                number += 1
            }
            names[preview.id] = candidate
        }
        return names
    }

    /// The file of entry `index` (from 0) of `count`, with extension `fileExtension`.
    static func fileName(base: String, entry index: Int, of count: Int, fileExtension: String) -> String {
        count > 1 ? "\(base)-\(index + 1).\(fileExtension)" : "\(base).\(fileExtension)"
    }

    /// A preview's name, or its file's name and line, made safe as a file name.
    private static func baseName(of preview: PluginPreview) -> String {
        let text: String
        if let name = preview.name {
            text = name
        } else if let source = preview.source {
            let file = source.file.split(separator: "/").last.map(String.init) ?? source.file
            text = "\(file.hasSuffix(".swift") ? String(file.dropLast(6)) : file)-\(source.line)"
        } else {
            text = preview.id
        }
        var safe = ""
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-") {
                safe.append(character)
            } else if !safe.hasSuffix("-") {
                safe.append("-")
            }
        }
        while safe.hasPrefix("-") { safe.removeFirst() }
        while safe.hasSuffix("-") { safe.removeLast() }
        return safe.isEmpty ? "preview" : String(safe.prefix(100))
    }
}
