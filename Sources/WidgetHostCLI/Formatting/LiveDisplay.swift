import Foundation
import WidgetHost
import WidgetRender
import WidgetRuntime
import WidgetWire

/// What `widgethost run` shows: every instance's current entry drawn by the terminal
/// renderer under a header line, the log of reloads (with their reasons) below, and a status line.
///
/// On a terminal the picture is redrawn in place (ANSI cursor movement, colors); otherwise (a
/// service, a pipe) each change is a line with the time, the instance, its state and entry, and
/// an indented line of the texts it shows (``WidgetSnapshot``), with the log lines between; never a frame.
final class LiveDisplay {
    private let console: Console
    private let interactive: Bool
    private let columns: Int?
    private let colorMode: TerminalRenderer.ColorMode
    private let logFile: RuntimeLogFile?
    private let dates = DateText()
    private var log: [String] = []
    private var drawnOnce = false
    private let logLines = 10

    init(console: Console, interactive: Bool, columns: Int?, colorMode: TerminalRenderer.ColorMode, logFile: RuntimeLogFile? = nil) {
        self.console = console
        self.logFile = logFile
        self.colorMode = colorMode
        self.interactive = interactive
        self.columns = columns
    }

    /// Shows what `events` changed.
    func update(_ events: [RuntimeEvent], runtime: WidgetRuntime, statistics: RuntimeDaemon.Statistics) {
        let text = InstanceText(dates: dates)
        let stamp = dates.full(runtime.now)
        let logged = events.compactMap(text.log)
        for line in logged { logFile?.append(line) }
        let lines = logged.map { "\(stamp) \($0)" }
        if interactive {
            log = Array((log + lines).suffix(logLines))
            guard !events.isEmpty || !drawnOnce else { return }
            drawnOnce = true
            redraw(runtime: runtime, statistics: statistics)
            return
        }
        let changed = Set(events.compactMap(\.instanceID))
        let instances = runtime.instances.filter { !drawnOnce || changed.contains($0.id) }
        drawnOnce = true
        var output = lines
        for instance in instances { output += record(of: instance, stamp: stamp, runtime: runtime) }
        console.print(lines: output)
    }

    /// The last words: the status line (and the cursor back, on a terminal).
    func finish(runtime: WidgetRuntime, statistics: RuntimeDaemon.Statistics, signal: Int32?) {
        let reason = signal.map { $0 == SIGINT ? "SIGINT" : $0 == SIGTERM ? "SIGTERM" : "signal \($0)" } ?? "stop"
        if interactive { console.write("\u{1B}[?25h") }
        console.print("widgethost run: stopped by \(reason); \(status(runtime: runtime, statistics: statistics))")
    }

    /// `3 instances · 12 reloads · 1 deferral · wake-ups: 5 (timer 4, notifications 1, pipe 0, idle 0)`.
    func status(runtime: WidgetRuntime, statistics: RuntimeDaemon.Statistics) -> String {
        let counts = runtime.counts
        return
            "instances \(counts.instances) · reloads \(statistics.reloads) · budget deferrals \(statistics.deferrals) · wake-ups \(statistics.wakeUps) (timer \(statistics.timerWakeUps), notifications \(statistics.notificationWakeUps), pipe \(statistics.pipeWakeUps), idle \(statistics.idleWakeUps))"
    }

    private func redraw(runtime: WidgetRuntime, statistics: RuntimeDaemon.Statistics) {
        var frame: [String] = []
        for instance in runtime.instances { frame += picture(of: instance, runtime: runtime) + [""] }
        if runtime.instances.isEmpty { frame += ["No widget instances. Add one with: widgethost add KIND", ""] }
        frame.append(String(repeating: "─", count: 60))
        frame += log
        let next = runtime.nextWakeUp().map { "next wake-up \(dates.full($0))" } ?? "idle: no deadline"
        frame.append("\(status(runtime: runtime, statistics: statistics)) · \(next)")
        console.write("\u{1B}[?25l\u{1B}[H" + frame.map { $0 + "\u{1B}[K" }.joined(separator: "\n") + "\u{1B}[J")
    }

    /// `<stamp> #1 Ticker (plugin Ticker), systemSmall · ok · entry 1/3 · …`, then `  Tick 1/3 Item: Alpha …`.
    private func record(of instance: WidgetInstance, stamp: String, runtime: WidgetRuntime) -> [String] {
        let text = InstanceText(dates: dates)
        let now = runtime.now
        let header =
            "\(stamp) \(text.title(instance)) · \(text.state(instance)) · \(text.entry(instance, at: now)) · \(text.next(instance.pendingReload))"
        guard let shown = WidgetSnapshot(instance, at: now)?.textLine else { return [header] }
        return [header, "  " + shown]
    }

    private func picture(of instance: WidgetInstance, runtime: WidgetRuntime) -> [String] {
        let text = InstanceText(dates: dates)
        let now = runtime.now
        var lines = [
            "\(text.title(instance)) · \(text.state(instance)) · \(text.entry(instance, at: now)) · \(text.next(instance.pendingReload))"
        ]
        guard let entry = instance.entry(at: now) else { return lines }
        let renderer = TerminalRenderer(columns: columns, colorMode: colorMode)
        let options = RenderOptions(
            family: instance.family, now: Date(timeIntervalSince1970: now), showsPendingContent: instance.interactionPending,
            contentMarginsDisabled: entry.drawsWithoutMargins)
        if let drawing = try? renderer.render(entry.view, options: options) {
            lines += drawing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } else {
            lines += ViewTreeFormatter(dates: dates).lines(for: entry.view, indent: 1)
        }
        return lines
    }
}
