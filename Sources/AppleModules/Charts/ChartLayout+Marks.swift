import Foundation

extension ChartLayout {
    /// Bars: stacked where several stand at one place, each `width` wide (or 70 % of its band).
    func barShapes(_ plot: Plot) -> [ChartShape] {
        var stacks: [String: Double] = [:]
        return marks.filter { $0.kind == .bar }.map { mark in
            let rect = mark.isHorizontal ? horizontalBar(mark, plot, &stacks) : verticalBar(mark, plot, &stacks)
            let path = mark.cornerRadius > 0 ? Path(roundedRect: rect, cornerRadius: mark.cornerRadius) : Path(rect)
            return ChartShape(path: path, paint: paint(of: mark), lineWidth: nil, opacity: mark.opacity)
        }
    }

    private func verticalBar(_ mark: _ChartMark, _ plot: Plot, _ stacks: inout [String: Double]) -> CGRect {
        if let x = mark.x, mark.y == nil, mark.yStart == nil {
            let width = mark.width ?? plot.x.band * 0.7
            let (top, bottom) = (mark.crossStart ?? 0, mark.crossEnd ?? size.height)
            return CGRect(x: plot.xPosition(x) - width / 2, y: min(top, bottom), width: width, height: abs(bottom - top))
        }
        let (low, high): (Double, Double)
        if let start = mark.yStart?.continuous, let end = mark.yEnd?.continuous {
            (low, high) = (start, end)
        } else {
            let key = mark.x.map(Self.name) ?? ""
            let base = stacks[key] ?? 0
            (low, high) = (base, base + (mark.y?.continuous ?? 0))
            stacks[key] = high
        }
        let top = plot.yPosition(of: max(low, high))
        let height = abs(plot.yPosition(of: min(low, high)) - top)
        guard let x = mark.x else {
            let (left, right) = (mark.crossStart ?? 0, mark.crossEnd ?? size.width)
            return CGRect(x: min(left, right), y: top, width: abs(right - left), height: height)
        }
        let width = mark.width ?? plot.x.band * 0.7
        return CGRect(x: plot.xPosition(x) - width / 2, y: top, width: width, height: height)
    }

    private func horizontalBar(_ mark: _ChartMark, _ plot: Plot, _ stacks: inout [String: Double]) -> CGRect {
        let (low, high): (Double, Double)
        if let start = mark.xStart?.continuous, let end = mark.xEnd?.continuous {
            (low, high) = (start, end)
        } else {
            let key = mark.y.map(Self.name) ?? ""
            let base = stacks[key] ?? 0
            (low, high) = (base, base + (mark.x?.continuous ?? 0))
            stacks[key] = high
        }
        let left = plot.x.position(of: min(low, high))
        let width = plot.x.position(of: max(low, high)) - left
        guard let y = mark.y else {
            let (top, bottom) = (mark.crossStart ?? 0, mark.crossEnd ?? size.height)
            return CGRect(x: left, y: min(top, bottom), width: width, height: abs(bottom - top))
        }
        let height = mark.height ?? plot.y.band * 0.7
        return CGRect(x: left, y: plot.yPosition(y) - height / 2, width: width, height: height)
    }

    /// Lines or areas: one per series (or per style), through its marks' points in order.
    func seriesShapes(_ plot: Plot, kind: _ChartMark.Kind) -> [ChartShape] {
        var groups: [(key: String, marks: [_ChartMark])] = []
        for mark in marks where mark.kind == kind && mark.x != nil {
            let key = mark.series.map(Self.name) ?? ""
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].marks.append(mark)
            } else {
                groups.append((key, [mark]))
            }
        }
        return groups.map { group in
            let first = group.marks[0]
            let points = group.marks.map { CGPoint(x: plot.xPosition($0.x!), y: plot.yPosition($0.yEnd ?? $0.y ?? .number(0))) }
            var path = Path()
            path.addLines(points)
            guard kind == .area else {
                return ChartShape(
                    path: path, paint: paint(of: first), lineWidth: first.lineWidth ?? 2, opacity: first.opacity, dash: first.dash)
            }
            let floor = plot.yPosition(of: min(max(0, plot.y.domain.lowerBound), plot.y.domain.upperBound))
            let lower = group.marks.reversed().map { CGPoint(x: plot.xPosition($0.x!), y: $0.yStart.map(plot.yPosition) ?? floor) }
            for point in lower { path.addLine(to: point) }
            path.closeSubpath()
            return ChartShape(path: path, paint: paint(of: first), lineWidth: nil, opacity: first.opacity)
        }
    }

    /// A point: a dot stroked with round caps, so that it stays round when the chart is scaled to its frame
    /// (the stroke's width is in points; only the dot's place scales).
    func pointShape(_ mark: _ChartMark, _ plot: Plot) -> ChartShape {
        let center = CGPoint(x: mark.x.map(plot.xPosition) ?? size.width / 2, y: mark.y.map(plot.yPosition) ?? size.height / 2)
        var path = Path()
        path.move(to: center)
        path.addLine(to: CGPoint(x: center.x + 0.01, y: center.y))
        return ChartShape(path: path, paint: paint(of: mark), lineWidth: max(2, mark.symbolSize.squareRoot()), opacity: mark.opacity)
    }

    /// A rule across the plot at its value, or its segment.
    func ruleShape(_ mark: _ChartMark, _ plot: Plot) -> [ChartShape] {
        var path = Path()
        if let y = mark.y {
            let position = plot.yPosition(y)
            path.move(to: CGPoint(x: mark.xStart.map(plot.xPosition) ?? 0, y: position))
            path.addLine(to: CGPoint(x: mark.xEnd.map(plot.xPosition) ?? size.width, y: position))
        } else if let x = mark.x {
            let position = plot.xPosition(x)
            path.move(to: CGPoint(x: position, y: mark.yEnd.map(plot.yPosition) ?? 0))
            path.addLine(to: CGPoint(x: position, y: mark.yStart.map(plot.yPosition) ?? size.height))
        } else {
            return []
        }
        return [ChartShape(path: path, paint: paint(of: mark), lineWidth: mark.lineWidth ?? 1, opacity: mark.opacity, dash: mark.dash)]
    }

    func rectangleShape(_ mark: _ChartMark, _ plot: Plot) -> ChartShape {
        let rect: CGRect
        if let xStart = mark.xStart, let xEnd = mark.xEnd, let yStart = mark.yStart, let yEnd = mark.yEnd {
            let (left, right) = (plot.xPosition(xStart), plot.xPosition(xEnd))
            let (top, bottom) = (plot.yPosition(yEnd), plot.yPosition(yStart))
            rect = CGRect(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
        } else if let xStart = mark.xStart, let xEnd = mark.xEnd {
            let (left, right) = (plot.xPosition(xStart), plot.xPosition(xEnd))
            let (top, bottom) = (mark.crossStart ?? 0, mark.crossEnd ?? size.height)
            rect = CGRect(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
        } else if let yStart = mark.yStart, let yEnd = mark.yEnd {
            let (top, bottom) = (plot.yPosition(yEnd), plot.yPosition(yStart))
            let (left, right) = (mark.crossStart ?? 0, mark.crossEnd ?? size.width)
            rect = CGRect(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
        } else {
            let width = mark.width ?? plot.x.band
            let height = mark.height ?? plot.y.band
            let center = CGPoint(x: mark.x.map(plot.xPosition) ?? size.width / 2, y: mark.y.map(plot.yPosition) ?? size.height / 2)
            rect = CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
        }
        let path = mark.cornerRadius > 0 ? Path(roundedRect: rect, cornerRadius: mark.cornerRadius) : Path(rect)
        return ChartShape(path: path, paint: paint(of: mark), lineWidth: nil, opacity: mark.opacity)
    }

    /// A pie (or donut): each sector's angle its share of the total, clockwise from the top.
    func sectorShapes(_ sectors: [_ChartMark]) -> [ChartShape] {
        let total = sectors.reduce(0) { $0 + max(0, $1.angle ?? 0) }
        guard total > 0 else { return [] }
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = min(size.width, size.height) / 2
        var start = -Double.pi / 2
        return sectors.map { mark in
            let sweep = max(0, mark.angle ?? 0) / total * 2 * .pi
            let inner = radius * CGFloat(mark.innerRadius)
            var path = Path()
            path.addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(start + sweep), clockwise: false)
            path.addArc(center: center, radius: inner, startAngle: .radians(start + sweep), endAngle: .radians(start), clockwise: true)
            path.closeSubpath()
            start += sweep
            return ChartShape(path: path, paint: paint(of: mark), lineWidth: nil, opacity: mark.opacity)
        }
    }
}
