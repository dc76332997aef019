import Foundation
import Testing
import WidgetTestSupport
import WidgetWire

/// Terminal output and machine output through the real binary: colors by `--color`, `NO_COLOR`,
/// `TERM` and `COLORTERM` (on a real pseudo-terminal through `script`, and on a pipe), the one
/// `--columns` rule, and `--json` on `render`, `help`, `--version` and errors.
struct TerminalOutputTests {
    let directory = TemporaryDirectory()
    static let trueColor = "\u{1B}[38;2;"
    static let palette = "\u{1B}[38;5;"

    /// `widgethost arguments...` on a pseudo-terminal (`script`), in `environment`; what it printed.
    func onTerminal(_ arguments: [String], _ environment: [String: String]) throws -> String {
        let command = ([BuiltProducts.widgethost.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let base = CLIRunner.environment(home: directory.url).merging(["TERM": "xterm-256color"]) { $1 }
        let result = try Subprocess.run("/usr/bin/script", ["-qec", command, "/dev/null"], environment: base.merging(environment) { $1 })
        #expect(result.status == 0, "\(arguments) \(environment): \(result.standardOutput)\(result.standardError)")
        return result.standardOutput
    }

    @Test func colorsFollowTheFlagNoColorTermAndColorterm() throws {
        let render = ["render", "Counter", "MyWidget"]
        let cases: [([String], [String: String], String?)] = [
            ([], [:], Self.palette),
            ([], ["COLORTERM": "truecolor"], Self.trueColor),
            ([], ["COLORTERM": "24bit"], Self.trueColor),
            ([], ["NO_COLOR": "1"], nil),
            ([], ["TERM": "dumb"], nil),
            (["--color", "never"], ["COLORTERM": "truecolor"], nil),
            (["--color", "always"], ["NO_COLOR": "1"], Self.palette),
            (["--color", "auto"], ["NO_COLOR": ""], Self.palette),
        ]
        for (flags, environment, expected) in cases {
            let output = try onTerminal(render + flags, environment)
            #expect(output.contains("结果: 0"), "\(output)")
            if let expected {
                #expect(output.contains(expected), "\(flags) \(environment)")
                #expect(!output.contains(expected == Self.palette ? Self.trueColor : Self.palette), "\(flags) \(environment)")
            } else {
                #expect(!output.contains("\u{1B}["), "\(flags) \(environment)")
            }
        }
        let cli = CLIRunner(home: directory.url)
        #expect(!(try cli.run(render).standardOutput.contains("\u{1B}[")), "a pipe gets no colors")
        #expect(try cli.run(render + ["--color", "always"]).standardOutput.contains(Self.palette))
        #expect(
            try cli.run(render + ["--color", "always"], environment: ["COLORTERM": "truecolor"]).standardOutput.contains(Self.trueColor))
        let bad = try cli.run(render + ["--color", "sometimes"])
        #expect(bad.status == 2)
        #expect(bad.standardError == "error: 'sometimes' is not a color choice (option --color); expected auto, always or never\n")
    }

    @Test func columnsBelowWhatCanBeDrawnAreRefused() throws {
        let cli = CLIRunner(home: directory.url)
        let refused = try cli.run(["render", "Counter", "MyWidget", "--columns", "8"])
        #expect(refused.status == 2)
        #expect(refused.standardOutput.isEmpty)
        #expect(refused.standardError.hasSuffix("expected a whole number of columns from 16 to 500\n"), "\(refused.standardError)")
        let narrowest = try cli.run(["render", "Counter", "MyWidget", "--columns", "16"])
        #expect(narrowest.status == 0)
        let lines = narrowest.standardOutput.split(separator: "\n")
        #expect(lines.first.map(String.init) == "╭" + String(repeating: "─", count: 14) + "╮")
        #expect(try cli.run(["run", "--columns", "15", "--state", directory.path("state").path]).status == 2)
    }

    @Test func helpVersionRenderAndErrorsSpeakJSON() throws {
        let cli = CLIRunner(home: directory.url)
        let version = try WireCoding.decode(JSONValue.self, from: try cli.run(["--version", "--json"]).standardOutput)
        #expect(version["version"]?.stringValue?.isEmpty == false)
        #expect(version["pluginABI"]?.stringValue?.contains(".") == true)
        let general = try WireCoding.decode(JSONValue.self, from: try cli.run(["help", "--json"]).standardOutput)
        let names = general["commands"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(names.contains("render") && names.contains("watch") && names.contains("plugins approve"), "\(names)")
        #expect(general["globalOptions"]?.arrayValue?.contains { $0["names"] == .array(["--color"]) } == true)
        #expect(try cli.run(["--help", "--json"]).standardOutput == (try cli.run(["help", "--json"]).standardOutput))
        let render = try WireCoding.decode(JSONValue.self, from: try cli.run(["help", "render", "--json"]).standardOutput)
        #expect(render["name"] == "render")
        #expect(render["options"]?.arrayValue?.contains { $0["names"] == .array(["--format"]) } == true)
        #expect(try cli.run(["render", "--help", "--json"]).standardOutput == (try cli.run(["help", "render", "--json"]).standardOutput))
        let drawn = try WireCoding.decode(JSONValue.self, from: try cli.run(["render", "Counter", "MyWidget", "--json"]).standardOutput)
        #expect(drawn["kind"] == "MyWidget")
        for arguments in [
            ["render", "x"], ["render", "Counter", "MyWidget", "--columns", "8"], ["nope"],
            ["render", "9", "--state", directory.path("s").path],
        ] {
            let failed = try cli.run(arguments + ["--json"])
            #expect(failed.status == 2)
            #expect(failed.standardError.split(separator: "\n").count == 1, "\(failed.standardError)")
            let report = try WireCoding.decode(JSONValue.self, from: failed.standardError)
            #expect(report["status"] == .integer(2))
            let first = try #require(report["errors"]?.arrayValue?.first)
            #expect(first["problem"]?.stringValue?.isEmpty == false)
            #expect(first["message"]?.stringValue?.hasPrefix("error: ") == true)
            let plain = try cli.run(arguments)
            #expect(plain.standardError == (first["message"]?.stringValue ?? "") + "\n", "the same error as text")
        }
    }
}
