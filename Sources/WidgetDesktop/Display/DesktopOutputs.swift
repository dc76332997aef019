import WidgetRuntime

/// The monitors connected now, by the names users see (`xrandr --listmonitors`, `swaymsg -t
/// get_outputs`): which one a stored `--output` name means, and the line saying it is not connected.
@MainActor
struct DesktopOutputs {
    /// The connected monitors' names, in the windowing system's order.
    let names: [String]
    /// The primary monitor's name (where a window without a known output goes), if there is a monitor.
    let primary: String?

    /// The monitors connected now.
    init() {
        let outputs = DesktopDisplay.outputs
        names = outputs.map(\.name)
        primary = outputs.first(where: \.isPrimary)?.name ?? outputs.first?.name
    }

    /// The monitor a window with `output` goes to: that one if it is connected, else the primary one.
    func resolve(_ output: String?) -> String? {
        guard let output, names.contains(output) else { return primary }
        return output
    }

    /// For a position whose output is not connected: the line naming it and the connected ones; `nil` when it is fine.
    func problem(with position: InstancePosition, of id: InstanceID) -> String? {
        guard let output = position.output, !names.contains(output) else { return nil }
        let connected = names.isEmpty ? "none" : names.joined(separator: ", ")
        return
            "#\(id): output \(output) is not connected (connected: \(connected)); it is on the primary monitor \(primary ?? "-") until \(output) is back"
    }

    /// The position to store for a window dropped at `dropped` (its monitor named) that was placed at `placed`:
    /// `placed`'s output name is kept while the window stays on the monitor it stands for.
    func stored(_ dropped: InstancePosition, placedAt placed: InstancePosition?) -> InstancePosition {
        guard let monitor = dropped.output, monitor != resolve(placed?.output) else {
            return InstancePosition(x: dropped.x, y: dropped.y, output: placed?.output)
        }
        return dropped
    }
}
