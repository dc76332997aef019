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

    private struct Absent: Encodable {
        let id: InstanceID
        let state: String
    }
}
