import Foundation

/// The shapes a chart's marks make in a `size` plot, y growing upward.
struct ChartLayout {
    let marks: [_ChartMark]
    let scales: ChartScales
    let size: CGSize

    private static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .pink, .brown, .indigo]

    func shapes() -> [ChartShape] {
        let sectors = marks.filter { $0.kind == .sector }
        if !sectors.isEmpty { return sectorShapes(sectors) }
        let totals = stackedTotals()
        let x = ChartAxisScale(
            values: marks.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0 } }, stackedTotals: totals.horizontal,
            includesZero: marks.contains { $0.kind == .bar && $0.isHorizontal }, fixed: scales.xDomain, length: size.width)
        let y = ChartAxisScale(
            values: marks.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0 } }, stackedTotals: totals.vertical,
            includesZero: marks.contains { $0.kind != .point && $0.kind != .rule }, fixed: scales.yDomain, length: size.height)
        let plot = Plot(x: x, y: y, height: size.height, barsOnContinuousX: marks.contains { $0.kind == .bar && !$0.isHorizontal })
        var shapes = barShapes(plot)
        shapes += seriesShapes(plot, kind: .area)
        shapes += seriesShapes(plot, kind: .line)
        for mark in marks {
            switch mark.kind {
            case .point: shapes.append(pointShape(mark, plot))
            case .rule: shapes.append(contentsOf: ruleShape(mark, plot))
            case .rectangle: shapes.append(rectangleShape(mark, plot))
            case .bar, .line, .area, .sector: break
            }
        }
        return shapes
    }

    /// The paint of `mark`: its own style, its series' color, or the accent color.
    func paint(of mark: _ChartMark) -> AnyShapeStyle {
        if let style = mark.style { return style }
        guard let series = mark.series else { return AnyShapeStyle(Color.accentColor) }
        let name = Self.name(of: series)
        if let style = scales.seriesStyles[name] { return style }
        if let style = scales.seriesMapping?(series) { return style }
        let index = seriesNames().firstIndex(of: name) ?? 0
        if !scales.seriesRange.isEmpty { return scales.seriesRange[index % scales.seriesRange.count] }
        return AnyShapeStyle(Self.palette[index % Self.palette.count])
    }

    /// The series in order: a domain's first, then the others as they first appear.
    private func seriesNames() -> [String] {
        var names = scales.seriesOrder
        for mark in marks {
            if let series = mark.series.map(Self.name), !names.contains(series) { names.append(series) }
        }
        return names
    }

    static func name(of value: _ChartValue) -> String {
        switch value {
        case .category(let name): name
        case .number(let number): String(number)
        case .date(let date): String(date.timeIntervalSince1970)
        }
    }

    /// The totals of bars stacked at each place, which the value axis must reach.
    private func stackedTotals() -> (vertical: [Double], horizontal: [Double]) {
        var vertical: [String: Double] = [:]
        var horizontal: [String: Double] = [:]
        for mark in marks where mark.kind == .bar && mark.yStart == nil && mark.xStart == nil {
            if mark.isHorizontal, let value = mark.x?.continuous {
                horizontal[mark.y.map(Self.name) ?? "", default: 0] += value
            } else if let value = mark.y?.continuous {
                vertical[mark.x.map(Self.name) ?? "", default: 0] += value
            }
        }
        return (Array(vertical.values), Array(horizontal.values))
    }
}

/// The two axes of a plot, turning values into points (y measured from the top).
struct Plot {
    let x: ChartAxisScale
    let y: ChartAxisScale
    let height: CGFloat
    /// Whether vertical bars stand on a continuous x axis (which is then inset by half a band).
    let barsOnContinuousX: Bool

    func xPosition(_ value: _ChartValue) -> CGFloat {
        x.isCategorical ? x.position(value) : x.position(of: value.continuous ?? 0, inset: barsOnContinuousX)
    }

    func yPosition(_ value: _ChartValue) -> CGFloat {
        height - (y.isCategorical ? y.position(value) : y.position(of: value.continuous ?? 0))
    }

    func yPosition(of number: Double) -> CGFloat { height - y.position(of: number) }
}

extension _ChartMark {
    /// Whether a bar lies along x (a number on x and a category on y, a number on x alone, or an x range);
    /// a date on x alone is a band at that date.
    var isHorizontal: Bool {
        if xStart != nil { return true }
        guard let x, x.continuous != nil else { return false }
        if let y { return y.continuous == nil }
        if case .date = x { return false }
        return yStart == nil
    }
}
