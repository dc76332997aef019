import Foundation

/// The colors of a chart's series (`.foregroundStyle(by: .value("Task", point.task))`): by name, in the order of a
/// domain, in the order the series first appear, or from a function of the series' value. A series no scale names
/// takes the next color of the default palette.
///
/// ```swift
/// Chart(points) { LineMark(x: .value("Time", $0.date), y: .value("Ping", $0.ms)).foregroundStyle(by: .value("Host", $0.host)) }
///     .chartForegroundStyleScale(range: [Color.orange, .purple])
/// ```
extension View {
    /// The colors of the series, by name (`["Ping": .blue, "Loss": .red]`).
    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<Value, S>) -> some View {
        let styles = mapping.map { (ChartSeriesName.of($0.key), AnyShapeStyle($0.value)) }
        return chartSeriesStyles(Dictionary(styles, uniquingKeysWith: { first, _ in first }))
    }

    /// The colors of the series named in `domain`, in order; `type` is accepted.
    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(
        domain: [Value], range: [S], type: ScaleType? = nil
    ) -> some View {
        let names = ChartSeriesName.of(domain)
        return chartSeriesStyles(Dictionary(zip(names, range.map { AnyShapeStyle($0) }), uniquingKeysWith: { first, _ in first }))
    }

    /// The colors of the series in the order they first appear in the chart, cycling when there are more series.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let styles = range.map { AnyShapeStyle($0) }
        return transformEnvironment(\.chartScales) { $0.seriesRange = styles }
    }

    /// The series in `domain`, which fixes their order; their colors stay the default palette's. `type` is accepted.
    public func chartForegroundStyleScale<Value: Plottable>(domain: [Value], type: ScaleType? = nil) -> some View {
        let names = ChartSeriesName.of(domain)
        return transformEnvironment(\.chartScales) { $0.seriesOrder = names }
    }

    /// The color of each series from its value (`mapping: { (task: String) in task == "A" ? .orange : .gray }`).
    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(mapping: @escaping (Value) -> S) -> some View {
        transformEnvironment(\.chartScales) { scales in
            scales.seriesMapping = { value in
                guard case .some(let primitive) = ChartSeriesName.primitive(value, as: Value.self) else { return nil }
                return AnyShapeStyle(mapping(primitive))
            }
        }
    }

    /// The color of each series of `domain` from its value; the domain fixes their order.
    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(
        domain: [Value], mapping: @escaping (Value) -> S
    ) -> some View {
        chartForegroundStyleScale(domain: domain).chartForegroundStyleScale(mapping: mapping)
    }

    private func chartSeriesStyles(_ styles: [String: AnyShapeStyle]) -> some View {
        transformEnvironment(\.chartScales) { $0.seriesStyles.merge(styles) { _, new in new } }
    }
}

/// How a series value is named in a chart's scales: as ``ChartLayout`` names the series of its marks.
enum ChartSeriesName {
    static func of<Value: Plottable>(_ value: Value) -> String { ChartLayout.name(of: value.primitivePlottable._chartValue) }

    /// The names of `values`, in order.
    static func of<Value: Plottable>(_ values: [Value]) -> [String] {
        var names: [String] = []
        for value in values { names.append(of(value)) }
        return names
    }

    /// The series value `value` as a `Value`, for a scale's mapping function.
    static func primitive<Value: Plottable>(_ value: _ChartValue, as type: Value.Type) -> Value? {
        switch value {
        case .category(let name): (name as? Value.PrimitivePlottable).flatMap(Value.init(primitivePlottable:))
        case .date(let date): (date as? Value.PrimitivePlottable).flatMap(Value.init(primitivePlottable:))
        case .number(let number):
            (number as? Value.PrimitivePlottable).flatMap(Value.init(primitivePlottable:))
                ?? (Int(exactly: number) as? Value.PrimitivePlottable).flatMap(Value.init(primitivePlottable:))
        }
    }
}
