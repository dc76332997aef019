import Foundation
import WidgetHost
import WidgetRuntime
import WidgetWire

/// How `widgethost watch` writes one instance's line: the whole snapshot as JSON, Waybar's
/// custom module JSON, or the texts shown.
enum WatchFormat: String, CaseIterable {
    case text, json, waybar

    /// The line for `snapshot`.
    func line(_ snapshot: WidgetSnapshot) throws -> String {
        switch self {
        case .text: snapshot.textLine
        case .json: try snapshot.jsonLine()
        case .waybar: try snapshot.waybarLine()
        }
    }

    /// The line for instance `id` when it shows nothing: `removed`, or `empty` (no timeline yet).
    func line(absent id: InstanceID, removed: Bool) throws -> String {
        let state = removed ? "removed" : "empty"
        switch self {
        case .text: return ""
        case .json: return try WireCoding.encodeString(Absent(id: id, state: state))
        case .waybar: return try WireCoding.encodeString(["text": "", "tooltip": "#\(id) \(state)", "class": state])
        }
    }

    /// The line for instance `id` while no daemon runs: it says so (waybar's class `stopped`,
    /// json's state `stopped`), so a bar does not keep showing a view that no longer follows.
    func line(stopped id: InstanceID) throws -> String {
        switch self {
        case .text: return "daemon not running"
        case .json: return try WireCoding.encodeString(Absent(id: id, state: "stopped"))
        case .waybar:
            return try WireCoding.encodeString([
                "text": "daemon not running", "class": "stopped",
                "tooltip": "#\(id): the widgethost daemon is not running (widgethost run, or systemctl --user start widgethost)",
            ])
        }
    }

    private struct Absent: Encodable {
        let id: InstanceID
        let state: String
    }
}
