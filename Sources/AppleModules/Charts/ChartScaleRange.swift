import Foundation

/// Where a chart's scale places its domain along the plot (`.chartXScale(range: .plotDimension(endPadding: 8))`):
/// accepted; the host places the domain across the whole plot.
public protocol ScaleRange {}

/// The plot's length along the axis, with padding at its ends.
public struct PlotDimensionScaleRange: ScaleRange, Sendable {
    /// Points left empty before the first value and after the last.
    public var startPadding: CGFloat
    public var endPadding: CGFloat
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    /// The whole plot.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: 0, endPadding: 0) }

    /// The plot, with `padding` points at both ends.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }

    /// The plot, with `startPadding` and `endPadding` points at its ends.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

extension ClosedRange: ScaleRange where Bound == CGFloat {}

/// How a scale maps values to positions (`.chartYScale(domain: 1...1000, type: .log)`): accepted, drawn linear.
public struct ScaleType: Hashable, Sendable {
    let name: String

    public static let linear = ScaleType(name: "linear")
    public static let log = ScaleType(name: "log")
    public static let squareRoot = ScaleType(name: "squareRoot")
    public static let symmetricLog = ScaleType(name: "symmetricLog")
    public static let date = ScaleType(name: "date")
    public static let category = ScaleType(name: "category")

    /// A power scale with `exponent`.
    public static func power(exponent: Double) -> ScaleType { ScaleType(name: "power") }
}

extension View {
    /// Where the x scale places its values (`.plotDimension(endPadding:)`); accepted, the whole plot used.
    public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View { self }

    /// Where the y scale places its values; accepted, the whole plot used.
    public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View { self }

    /// The x axis's domain, and where it is placed (accepted, the whole plot used).
    public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartXScale(domain: domain, type: type)
    }

    /// The y axis's domain, and where it is placed (accepted, the whole plot used).
    public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartYScale(domain: domain, type: type)
    }

    /// The x scale's type; accepted, drawn linear.
    public func chartXScale(type: ScaleType?) -> some View { self }

    /// The y scale's type; accepted, drawn linear.
    public func chartYScale(type: ScaleType?) -> some View { self }
}
