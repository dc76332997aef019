import Foundation
import WidgetHost
import WidgetRuntime

// Kiosk: runs the widgets of a state directory as `widgethost run` does (it is their daemon, so
// `widgethost tap`, `configure` and `reload` reach it) and rewrites an instance's PNG whenever
// what it shows changes: an entry switch, a reload, a tap. `--changes N` stops after N rounds
// that rewrote a PNG.
let options: KioskOptions
do {
    options = try KioskOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}

do {
    let environment = ProcessInfo.processInfo.environment
    let searchPath = PluginSearchPath.resolve(
        explicit: options.pluginDirectories, environment: environment,
        executableDirectory: Bundle.main.executableURL?.deletingLastPathComponent())
    let runtime = try WidgetRuntime(
        configuration: .init(
            stateDirectory: URL(fileURLWithPath: options.stateDirectory, isDirectory: true), searchPath: searchPath,
            isolation: .inProcess))
    let daemon = try RuntimeDaemon(runtime: runtime)
    let writer = PanelWriter(options: options)
    var started = false
    var rounds = 0
    try daemon.run { events in
        let changed = Set(events.compactMap(\.instanceID) + events.flatMap(\.requestedInstances))
        guard !started || !changed.isEmpty else { return }
        var files: [URL] = []
        do {
            files = try writer.write(runtime, ids: started ? changed : nil)
        } catch {
            FileHandle.standardError.write(Data("kiosk: \(error)\n".utf8))
        }
        for file in files { print("wrote \(file.path)") }
        if started && !files.isEmpty { rounds += 1 }
        started = true
        if let limit = options.changes, rounds >= limit { daemon.stop() }
    }
} catch {
    FileHandle.standardError.write(Data("kiosk: \(error)\n".utf8))
    exit(1)
}

extension RuntimeEvent {
    /// The instances a reload request names (`widgethost reload` from another process).
    var requestedInstances: [InstanceID] {
        if case .requested(_, let instances) = self { return instances }
        return []
    }
}
