import Foundation

/// The command line: `kiosk --state DIR [--plugins DIR]... [--output DIR] [--size WxH] [--eink] [--changes N]`.
struct KioskOptions {
    /// The state directory whose instances are drawn (the one `widgethost add` wrote).
    var stateDirectory = ""
    /// Where plugins are looked up by id, besides `$WIDGETHOST_PLUGINS`.
    var pluginDirectories: [String] = []
    /// Where the PNGs go: `<id>.png` per instance.
    var outputDirectory = "kiosk"
    /// The panel's resolution in pixels.
    var width = 800
    var height = 480
    /// Black and white, dithered, for e-ink panels.
    var eink = false
    /// Stop after this many rounds that rewrote a PNG after the first drawing (`nil`: run until SIGINT or SIGTERM).
    var changes: Int?

    static let usage = "kiosk --state DIR [--plugins DIR]... [--output DIR] [--size WxH] [--eink] [--changes N]"

    /// Reads `arguments` (without the program name).
    ///
    /// - Throws: ``KioskUsageError`` naming the argument that is wrong.
    init(_ arguments: [String]) throws(KioskUsageError) {
        var rest = arguments[...]
        func value(_ option: String) throws(KioskUsageError) -> String {
            guard let value = rest.popFirst() else { throw KioskUsageError("\(option) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--state": stateDirectory = try value(argument)
            case "--plugins": pluginDirectories.append(try value(argument))
            case "--output": outputDirectory = try value(argument)
            case "--eink": eink = true
            case "--size":
                let text = try value(argument)
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ (16...8192).contains($0) }) else {
                    throw KioskUsageError(
                        "'\(text)' is not a size (option --size); expected WIDTHxHEIGHT in pixels, 16-8192 each (800x480)")
                }
                (width, height) = (parts[0], parts[1])
            case "--changes":
                let text = try value(argument)
                guard let count = Int(text), count >= 0 else {
                    throw KioskUsageError("'\(text)' is not a count (option --changes); expected a whole number, 0 or more")
                }
                changes = count
            default: throw KioskUsageError("unknown argument '\(argument)'")
            }
        }
        guard !stateDirectory.isEmpty else { throw KioskUsageError("missing --state DIR") }
    }
}

/// Bad input on the command line: one line, exit 2.
struct KioskUsageError: Error, CustomStringConvertible {
    let description: String
    init(_ problem: String) { description = "kiosk: \(problem); usage: \(KioskOptions.usage)" }
}
