import Foundation
import WidgetHost
import WidgetRuntime

/// The lines `widgethost watch` has shown, one per instance: writes an instance's line only
/// when it differs from the last one shown for it.
struct WatchLines {
    /// The instances watched; empty: every instance, new ones too.
    let ids: [InstanceID]
    let format: WatchFormat
    let console: Console
    private var shown: [InstanceID: String] = [:]

    init(ids: [InstanceID], format: WatchFormat, console: Console) {
        self.ids = ids
        self.format = format
        self.console = console
    }

    /// Writes the current lines of `changed` (nil: every instance watched or shown) that differ
    /// from what was shown; false once standard output is closed.
    mutating func show(_ changed: [InstanceID]?, _ runtime: WidgetRuntime) throws -> Bool {
        let store = runtime.store
        for id in try changed ?? watched(store) where ids.isEmpty || ids.contains(id) {
            let instance = try store.instance(id)
            let line =
                try instance.flatMap { WidgetSnapshot($0, at: runtime.now) }.map(format.line)
                ?? format.line(absent: id, removed: instance == nil)
            guard try write(line, for: id) else { return false }
        }
        return true
    }

    /// Writes every watched instance's line in the stopped state (no daemon runs); false once
    /// standard output is closed.
    mutating func showStopped(_ store: InstanceStore) throws -> Bool {
        for id in try watched(store) {
            guard try write(format.line(stopped: id), for: id) else { return false }
        }
        return true
    }

    /// The instances watched, with those shown so far (a removal still gets its line).
    private func watched(_ store: InstanceStore) throws -> [InstanceID] {
        ids.isEmpty ? Array(Set(try store.allIDs()).union(shown.keys)).sorted() : ids
    }

    private mutating func write(_ line: String, for id: InstanceID) throws -> Bool {
        guard shown[id] != line else { return true }
        shown[id] = line
        return console.printLine(line)
    }
}
