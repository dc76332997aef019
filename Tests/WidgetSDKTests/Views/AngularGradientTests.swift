import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// Angular and conic gradients as published ring widgets write them: made of stops, and as `ShapeStyle`
/// shorthands. The wire has no angular gradient, so each is drawn as a linear one through its colors.
struct AngularGradientTests {
    static let ring = AngularGradient(
        stops: [.init(color: .green, location: 0), .init(color: .mint, location: 0.7), .init(color: .green, location: 1)],
        center: .center, startAngle: .degrees(0), endAngle: .degrees(360))

    @Test func gradientsOfStopsAndShorthandsDrawTheirColors() {
        let colors = [named("green"), named("mint"), named("green")]
        let expected = NodePaint.linearGradient(colors: colors, start: .leading, end: .trailing)
        #expect(Self.ring.resolvePaint(in: testEnvironment()) == expected)
        let stops: [Gradient.Stop] = [
            .init(color: .green, location: 0), .init(color: .mint, location: 0.7), .init(color: .green, location: 1),
        ]
        let shorthands: [AngularGradient] = [
            .angularGradient(stops: stops, center: .center, startAngle: .zero, endAngle: .degrees(360)),
            .angularGradient(colors: [.green, .mint, .green], center: .center, startAngle: .zero, endAngle: .degrees(360)),
            .angularGradient(Gradient(colors: [.green, .mint, .green]), center: .center, startAngle: .zero, endAngle: .degrees(90)),
            .conicGradient(stops: stops, center: .center), .conicGradient(colors: [.green, .mint, .green], center: .center),
            .conicGradient(Gradient(colors: [.green, .mint, .green]), center: .center, angle: .degrees(90)),
            AngularGradient(stops: stops, center: .center, angle: .degrees(45)),
        ]
        for gradient in shorthands { #expect(gradient.resolvePaint(in: testEnvironment()) == expected) }
    }
}
