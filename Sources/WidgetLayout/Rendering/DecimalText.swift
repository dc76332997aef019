import WidgetWire

/// Short decimal numbers for markup (SVG coordinates, CSS lengths, colors' alpha).
public enum DecimalText {
    /// `value` with at most 3 fraction digits and no trailing zeros: `0.5`, `12`, `-3.25`.
    public static func format(_ value: Double) -> String { PathDataText.number(value) }
}
