import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetHostCLI

/// The generated zsh and fish completions loaded by the real shells, as installed, and asked
/// for candidates: zsh's completion system driven through a pseudo-terminal (`zpty`), fish's
/// `complete -C`. Skipped with a message where the shell is missing (`bash scripts/setup.sh`
/// installs both; CI has them).
struct CompletionsInTheirShellsTests {
    static func installed(_ shell: String) -> Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/\(shell)") }

    let directory = TemporaryDirectory()

    /// The script `generate-completions shell` writes, saved at `name` in the temporary directory.
    func generated(_ shell: String, as name: String) throws -> URL {
        let result = try CLIRunner(home: directory.url).run(["generate-completions", shell])
        #expect(result.status == 0, "\(result.standardError)")
        let file = directory.path(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(result.standardOutput.utf8).write(to: file)
        return file
    }

    /// The command lines to ask about: `widgethost ren`, then each command's words and `-`.
    static var commandLines: [(line: String, expected: Set<String>)] {
        let names = Set(CommandRegistry.commands.map { String($0.name.split(separator: " ")[0]) })
        let optionLines = CommandRegistry.commands.map { command in
            ("widgethost \(command.name) -", Set(command.options.flatMap(\.names) + ["--help", "--plugins"]))
        }
        return [("widgethost ren", Set(names.filter { $0.hasPrefix("ren") }))] + optionLines
    }

    @Test(.enabled(if: installed("zsh"), "zsh is not installed (bash scripts/setup.sh installs it)"))
    func zshLoadsTheFunctionAndOffersTheWords() throws {
        let function = try generated("zsh", as: "functions/_widgethost")
        #expect(try Subprocess.run("/usr/bin/zsh", ["-f", "-n", function.path]).status == 0)
        let driver = directory.path("drive.zsh")
        try Data(Self.zshDriver.utf8).write(to: driver)
        func candidates(_ line: String) throws -> (loaded: String, words: Set<String>) {
            let result = try Subprocess.run(
                "/usr/bin/timeout", ["20", "/usr/bin/zsh", "-f", driver.path, function.deletingLastPathComponent().path, line],
                environment: ["HOME": directory.url.path, "TERM": "dumb", "PATH": "/usr/bin:/bin"])
            let lines = result.standardOutput.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            let loaded = lines.first { $0.hasPrefix("LOADED:") } ?? "(no LOADED line: \(result.standardError))"
            return (loaded, Set(lines.filter { $0.hasPrefix("CANDIDATE:") }.map { String($0.dropFirst(10)) }))
        }
        let plugins = try candidates("widgethost plugins ")
        #expect(plugins.loaded == "LOADED:_widgethost: function for widgethost")
        #expect(plugins.words.isSuperset(of: ["show", "approve", "deny-network", "allow-network"]), "\(plugins.words)")
        for (line, expected) in Self.commandLines {
            let offered = try candidates(line).words
            #expect(offered.isSuperset(of: expected), "\(line): \(offered)")
        }
        #expect(try candidates("widgethost ren").words == ["render"])
    }

    @Test(.enabled(if: installed("fish"), "fish is not installed (bash scripts/setup.sh installs it)"))
    func fishParsesTheFileAndCompletesEachCommandLine() throws {
        let file = try generated("fish", as: "widgethost.fish")
        #expect(try Subprocess.run("/usr/bin/fish", ["--no-config", "-n", file.path]).status == 0)
        let lines = Self.commandLines
        let program =
            "source \(file.path)\n"
            + lines.map { "echo '== \($0.line)'; complete -C '\($0.line)'" }.joined(separator: "\n")
        let result = try Subprocess.run(
            "/usr/bin/fish", ["--no-config", "-c", program], environment: ["HOME": directory.url.path, "PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.standardError)")
        var offered: [String: Set<String>] = [:]
        var current = ""
        for line in result.standardOutput.split(separator: "\n").map(String.init) {
            if line.hasPrefix("== ") {
                current = String(line.dropFirst(3))
            } else {
                offered[current, default: []].insert(String(line.split(separator: "\t")[0]))
            }
        }
        #expect(offered["widgethost ren"] == ["render"], "\(result.standardOutput)")
        for (line, expected) in lines {
            #expect(offered[line, default: []].isSuperset(of: expected), "\(line): \(offered[line, default: []].sorted())")
        }
    }

    /// Starts an interactive `zsh -f` on a pseudo-terminal with the function directory on
    /// `$fpath` and `compinit` run, as an installed completion is loaded; says how `_widgethost`
    /// is loaded; types the command line and TAB; prints each candidate the completion system
    /// adds (a `compadd` wrapper) as `CANDIDATE:word`, then the shell exits (`comppostfuncs`).
    static let zshDriver = #"""
        zmodload zsh/zpty || exit 3
        zpty shell zsh -f -i
        zpty -w shell "PROMPT=''; fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -d ${(q)1}/.zcompdump"
        zpty -w shell "print -r -- LOADED:\$(whence -w _widgethost) for \${(k)_comps[(R)_widgethost]}"
        zpty -w shell "zstyle ':completion:*' insert-tab false; bindkey '^I' complete-word; comppostfuncs=(exit)"
        zpty -w shell 'compadd() { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return; fi; local -a hits; builtin compadd -A hits "$@"; (( $#hits )) && print -rl -- "" ${hits/#/CANDIDATE:} }'
        zpty -n -w shell "$2"$'\t'
        while zpty -r shell line; do print -r -- "${line%$'\r'}"; done
        """#
}
