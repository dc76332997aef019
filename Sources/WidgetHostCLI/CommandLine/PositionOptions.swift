import WidgetHost
import WidgetRuntime

/// `--position X,Y` and `--output NAME` of `configure`: where `widgethost desktop` puts an instance's window.
struct PositionOptions {
    static let position = OptionSpec(
        "--position", value: "X,Y", help: "Put the window of widgethost desktop X,Y points from the monitor's top-left corner")
    static let output = OptionSpec("--output", value: "NAME", help: "With --position: on the monitor of output NAME (default: the primary)")

    /// The position given, or `nil` when neither option was.
    let position: InstancePosition?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        let outputName = parsed.value(Self.output)
        guard let text = parsed.value(Self.position) else {
            if outputName != nil {
                throw UsageError(
                    problem: "--output given without --position", location: "command configure",
                    expected: "--position X,Y with --output NAME")
            }
            position = nil
            return
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]), InstancePosition.coordinates.contains(x),
            InstancePosition.coordinates.contains(y)
        else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(text)) is not a position", location: "option --position",
                expected: "X,Y: two whole numbers of points from 0 to \(InstancePosition.coordinates.upperBound), such as 40,300")
        }
        if let outputName {
            guard !outputName.isEmpty, outputName.count <= 64,
                !outputName.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else {
                throw UsageError(
                    problem: "\(EchoedInput.quoted(outputName)) is not an output name", location: "option --output",
                    expected: "a monitor's output name (1 to 64 characters, no control characters), such as HDMI-1")
            }
        }
        position = InstancePosition(x: x, y: y, output: outputName)
    }
}
