import Charts
import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// Chart code as a price widget writes it: marks with a date on x alone (an hour highlighted across
/// the plot), modifiers on a `ForEach` of marks and on content of one's own, and the scale and overlay
/// API around them (`chartXScale(range:)`, `ChartProxy.plotAreaFrame`).
struct TimeAxisChartTests {
    struct Price {
        let date: Date
        let value: Double
    }

    /// The prices of four hours from a whole hour.
    private let prices = (0..<4).map { Price(date: Date(timeIntervalSince1970: 1_800_000_000 + Double($0) * 3_600), value: Double($0 + 1)) }

    /// The cheapest hours, as a type of the widget's own.
    struct CheapHours: ChartContent {
        let start: Date
        let end: Date
        var body: some ChartContent {
            RectangleMark(xStart: .value("Start", start), xEnd: .value("End", end))
        }
    }

    @Test func aBarAtADateAloneIsABandAcrossThePlotsHeight() {
        let drawn = chartShapes(
            Chart {
                ForEach(prices, id: \.date) { price in
                    LineMark(x: .value("Hour", price.date), y: .value("Price", price.value))
                }
                .interpolationMethod(.stepEnd)
                .foregroundStyle(.green)
                BarMark(x: .value("Now", prices[1].date), width: .fixed(10)).foregroundStyle(.orange.opacity(0.3))
            }
            .chartXScale(range: .plotDimension(endPadding: 10))
            .chartYScale(domain: 0...4, type: .linear)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden))
        #expect(drawn.count == 2)
        #expect(drawn.first { $0.shape.stroke != nil }?.shape.stroke == .color(.named("green", opacity: 1)))
        let band = drawn.first { $0.shape.fill != nil }?.numbers ?? []
        let ys = stride(from: 1, to: band.count, by: 2).map { band[$0] }
        let xs = stride(from: 0, to: band.count, by: 2).map { band[$0] }
        #expect(ys.min() == 0 && ys.max() == 100, "\(band)")
        #expect((xs.max() ?? 0) - (xs.min() ?? 0) == 10, "\(band)")
    }

    @Test func aRectangleBetweenTwoDatesSpansThePlotAndModifiersApplyToContentOfOnesOwn() {
        let drawn = chartShapes(
            Chart {
                CheapHours(start: prices[1].date, end: prices[2].date).foregroundStyle(.blue).opacity(0.5)
                RuleMark(y: .value("Average", 2))
            }
            .chartXScale(domain: prices[0].date...prices[3].date)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    let origin = geometry[proxy.plotAreaFrame].origin
                    Color.clear.offset(x: origin.x, y: origin.y)
                }
            })
        let band = drawn[0].numbers
        let ys = stride(from: 1, to: band.count, by: 2).map { band[$0] }
        let xs = stride(from: 0, to: band.count, by: 2).map { band[$0] }
        #expect(drawn[0].shape.fill == .color(.named("blue", opacity: 1)), "\(drawn[0].shape)")
        #expect(ys.min() == 0 && ys.max() == 100, "\(band)")
        // A third of the hours' width: from the first hour to the second of three.
        #expect(abs((xs.min() ?? 0) - 200 / 3) < 0.01 && abs((xs.max() ?? 0) - 400 / 3) < 0.01, "\(band)")
    }

    @Test func aDonutsCentreLabelInTheChartBackgroundIsDrawnAtThePlotsCentre() {
        let donut = Chart {
            SectorMark(angle: .value("Spent", 4), innerRadius: .ratio(0.6))
            SectorMark(angle: .value("Left", 2), innerRadius: .ratio(0.6))
        }
        .chartBackground { proxy in
            GeometryReader { geometry in
                let frame = geometry[proxy.plotFrame!]
                Text("Total 6").position(x: frame.midX, y: frame.midY)
            }
        }
        var positions: [(Double, Double)] = []
        var label: String?
        serialize(donut) { $0.proposedSize = CGSize(width: 200, height: 100) }.forEach { _, node in
            if case .modified(_, .position(let x, let y)) = node { positions.append((x, y)) }
            if case .text(let text) = node { label = ViewText.plainText(of: .text(text)) }
        }
        #expect(label == "Total 6")
        #expect(positions.count == 1 && positions.first.map { $0 == (100, 50) } == true, "\(positions)")
    }
}
