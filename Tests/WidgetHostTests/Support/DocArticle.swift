import Foundation
import WidgetTestSupport

/// A DocC article's fenced code blocks, and a way to run its shell blocks as a reader would.
struct DocArticle {
    /// One fenced block: its language tag (`sh`, `swift`, `text`, ...) and its text without the fences.
    struct Block: Equatable {
        let language: String
        let text: String
    }

    /// The shell blocks that ran, each with what it printed (standard output and error together).
    struct Run {
        let status: Int32
        let outputs: [String]
        let transcript: String
    }

    let url: URL
    let blocks: [Block]

    init(_ path: String) throws {
        url = BuiltProducts.repositoryRoot.appendingPathComponent(path)
        var blocks: [Block] = []
        var current: (language: String, lines: [String])?
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append(Block(language: open.language, text: open.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else {
                current?.lines.append(String(line))
            }
        }
        self.blocks = blocks
    }

    func blocks(_ language: String) -> [Block] { blocks.filter { $0.language == language } }

    /// Runs every `sh` block, in order, in one bash session that starts in `directory`, with `set -e`,
    /// a private `HOME`, and a `PATH` holding only the toolchain and the system.
    ///
    /// `swift` commands run in the WidgetHost checkout itself (by the blocks or by scripts they run)
    /// are skipped: the test run has built and is testing it already, and building it again from
    /// inside `swift test` would wait for the test run's own lock. `widgethost run` is stopped with
    /// SIGINT, as a reader presses Ctrl-C, once it has shown the widgets (a line each, off a terminal); `widgethost serve` once it
    /// has printed the page's address (it gets `--port 0` unless the block names a port).
    /// `widgethost preview ... --watch` keeps running in the background once it has drawn, as in
    /// a terminal of its own: each later block that edits a file under `Sources/` waits until the
    /// watcher has rebuilt and drawn (or shown the errors), and prints what the watcher printed
    /// meanwhile as its own output; the first block that does not is run after Ctrl-C stops it.
    func runShellBlocks(in directory: URL, home: URL) throws -> Run {
        let checkout = BuiltProducts.repositoryRoot.resolvingSymlinksInPath().path
        var script =
            [
                "set -euo pipefail", "exec 2>&1",
                "swift() { if [ \"$(pwd -P)\" = \(Self.quoted(checkout)) ]; then echo \"(built by the test run: swift $*)\"; "
                    + "else command swift \"$@\"; fi; }",
                "export -f swift",
                // The reader of `widgethost run` presses Ctrl-C once the widgets are shown, the reader of
                // `widgethost serve` once it says where the page is (on a free port unless one is given).
                "widgethost() { local ready; case \"${1:-}\" in run) ready='#[0-9]* .*(plugin ';; serve) ready='^http://';; "
                    + "preview) if [[ \" $* \" == *' --watch '* ]]; then preview_start \"$@\"; return; fi; command widgethost \"$@\"; return;; "
                    + "*) command widgethost \"$@\"; return;; esac; local arguments=(\"$@\"); "
                    + "if [ \"$1\" = serve ] && [[ \" $* \" != *' --port '* ]]; then arguments+=(--port 0); fi; local log; log=$(mktemp); "
                    + "command widgethost \"${arguments[@]}\" >\"$log\" 2>&1 & local pid=$!; "
                    + "for _ in $(seq 600); do grep -q \"$ready\" \"$log\" && break; kill -0 $pid 2>/dev/null || break; sleep 0.1; done; "
                    + "kill -INT $pid 2>/dev/null || true; local status=0; wait $pid || status=$?; cat \"$log\"; rm -f \"$log\"; "
                    + "return $status; }",
            ] + Self.previewWatchFunctions + ["cd \(Self.quoted(directory.path))"]
        for (index, block) in blocks("sh").enumerated() {
            let editsSources = block.text.contains("Sources/") ? 1 : 0
            script += ["preview_before \(editsSources)", "echo '\(Self.marker)\(index)'", block.text, "preview_after \(editsSources)"]
        }
        script.append("preview_before 0")
        let toolchain = URL(fileURLWithPath: PackageBuilds.swift).deletingLastPathComponent().path
        let environment = ["HOME": home.path, "PATH": "\(toolchain):/usr/local/bin:/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8"]
        let result = try Subprocess.run("/bin/bash", ["-c", script.joined(separator: "\n")], environment: environment)
        let transcript = result.standardOutput + result.standardError
        var outputs: [String] = []
        for line in transcript.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(Self.marker) {
                outputs.append("")
            } else if !outputs.isEmpty {
                outputs[outputs.count - 1] += line + "\n"
            }
        }
        return Run(status: result.status, outputs: outputs, transcript: transcript)
    }

    /// Each `text` block that directly follows an `sh` block, with that `sh` block's index.
    var expectedOutputs: [(shellIndex: Int, text: String)] {
        var shellIndex = -1
        var expected: [(Int, String)] = []
        for (index, block) in blocks.enumerated() {
            if block.language == "sh" { shellIndex += 1 }
            if block.language == "text", index > 0, blocks[index - 1].language == "sh" { expected.append((shellIndex, block.text)) }
        }
        return expected
    }

    private static let marker = "@@@ doc block "

    /// The shell functions that run `widgethost preview --watch` as a reader runs it in another
    /// terminal (see ``runShellBlocks(in:home:)``), waiting on its output with a deadline.
    private static let previewWatchFunctions = [
        "preview_log=''; preview_pid=''; preview_shown=0; preview_count=0",
        "preview_cycles() { grep -cE '^preview: (drew|error: the build|the plugin did not load)' \"$preview_log\" || true; }",
        "preview_show() { tail -c +$((preview_shown + 1)) \"$preview_log\"; preview_shown=$(stat -c %s \"$preview_log\"); }",
        "preview_wait() { for _ in $(seq 3000); do [ \"$(preview_cycles)\" -ge \"$1\" ] && return 0; "
            + "kill -0 \"$preview_pid\" 2>/dev/null || return 1; sleep 0.1; done; return 1; }",
        "preview_start() { preview_log=$(mktemp); command widgethost \"$@\" >\"$preview_log\" 2>&1 & preview_pid=$!; "
            + "preview_shown=0; preview_wait 1; preview_show; }",
        "preview_before() { [ -n \"$preview_pid\" ] || return 0; preview_count=$(preview_cycles); [ \"$1\" = 1 ] && return 0; "
            + "kill -INT \"$preview_pid\"; wait \"$preview_pid\" || true; preview_show; preview_pid=''; }",
        "preview_after() { [ -n \"$preview_pid\" ] && [ \"$1\" = 1 ] || return 0; preview_wait $((preview_count + 1)); preview_show; }",
    ]

    private static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
