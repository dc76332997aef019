import Charts
import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// Swift Charts code builds as iOS code writes it, and its marks are drawn as shapes in the space
/// the chart is offered: bars from zero to their value (stacked by category), lines and areas
/// through their series, rules across the plot, and sectors sharing a circle.
struct ChartTests {
    struct Day: Identifiable {
        let name: String
        let steps: Int
        var id: String { name }
    }

    private let days = [Day(name: "Mon", steps: 1_000), Day(name: "Tue", steps: 2_000), Day(name: "Wed", steps: 4_000)]

    @Test func barsRiseFromZeroToANiceMaximumInTheirCategoryBands() {
        let bars = chartShapes(
            Chart(days) { day in
                BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps)).foregroundStyle(.green)
            }
            .chartXAxis(.hidden))
        #expect(bars.count == 3)
        // The axis ends on a tick at 4,000 (steps of 1,000): the bars are 25, 50 and 100 points of 100 tall.
        let tops = bars.map { $0.numbers.dropFirst().first ?? -1 }
        #expect(tops.map { ($0 * 10).rounded() / 10 } == [75, 50, 0])
        #expect(bars.allSatisfy { $0.shape.fill == .color(.named("green", opacity: 1)) })
    }

    @Test func linesFollowTheirSeriesAndRulesCrossThePlot() {
        let drawn = chartShapes(
            Chart {
                ForEach(days) { day in
                    LineMark(x: .value("Day", day.name), y: .value("Steps", day.steps)).foregroundStyle(by: .value("Kind", "steps"))
                    PointMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                }
                RuleMark(y: .value("Goal", 3_000)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
            }
            .chartYScale(domain: 0...5_000)
            .chartForegroundStyleScale(["steps": .orange]))
        #expect(drawn.count == 5)  // one line, three points, one rule
        #expect(drawn[0].shape.stroke == .color(.named("orange", opacity: 1)))
        #expect(drawn[4].shape.stroke == .color(.named("red", opacity: 1)))
        #expect(drawn[4].numbers == [0, 40, 200, 40] && drawn[4].shape.strokeStyle?.dash == [4])
        // Points are round-capped dots 8 points wide (the default symbol's 64 square points), which stay round when scaled.
        #expect(drawn[1].shape.lineWidth == 8 && drawn[1].shape.stroke == .color(.named("accentColor", opacity: 1)))
    }

    @Test func sectorsShareACircleByTheirValues() {
        let drawn = chartShapes(
            Chart(days) { day in
                SectorMark(angle: .value("Steps", day.steps), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Day", day.name))
            })
        #expect(drawn.count == 3)
        #expect(Set(drawn.compactMap { $0.shape.fill }).count == 3)
        // In a square of the chart's height, so that the host draws it round in a wide frame.
        #expect(drawn.allSatisfy { $0.shape.path?.width == 100 && $0.shape.path?.height == 100 }, "\(drawn.map(\.shape.path))")
    }

    /// Series take their colors from a scale: in order of appearance (`range:`), by a domain (of any plottable type,
    /// which also fixes their order), by name, or from a function of their value.
    @Test func seriesColorsComeFromTheForegroundStyleScale() {
        func fills(_ chart: some View) -> [NodePaint?] { chartShapes(chart).map { $0.shape.fill } }
        let red = NodePaint.color(.named("red", opacity: 1))
        let blue = NodePaint.color(.named("blue", opacity: 1))
        let sectors = Chart(days) { day in SectorMark(angle: .value("Steps", day.steps)).foregroundStyle(by: .value("Day", day.name)) }
        #expect(fills(sectors.chartForegroundStyleScale(range: [Color.red, .blue])) == [red, blue, red])
        #expect(fills(sectors.chartForegroundStyleScale(domain: ["Wed", "Tue", "Mon"], range: [Color.red, .blue, .green]))[2] == red)
        #expect(fills(sectors.chartForegroundStyleScale(["Tue": Color.blue]))[1] == blue)
        let picked = sectors.chartForegroundStyleScale(mapping: { (day: String) in day == "Tue" ? Color.red : .blue })
        #expect(fills(picked) == [blue, red, blue])
        let numbered = Chart(days) { day in
            SectorMark(angle: .value("Steps", day.steps)).foregroundStyle(by: .value("Steps", day.steps))
        }
        // 2,000 is in no domain: it keeps the default palette's color for the second series.
        let unscaled = fills(numbered)
        #expect(fills(numbered.chartForegroundStyleScale(domain: [4_000, 1_000], range: [Color.red, .blue])) == [blue, unscaled[1], red])
        #expect(
            fills(numbered.chartForegroundStyleScale(mapping: { (steps: Int) in steps > 1_500 ? Color.red : .blue })) == [blue, red, red])
    }
}
