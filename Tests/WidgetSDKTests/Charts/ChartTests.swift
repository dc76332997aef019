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
}
