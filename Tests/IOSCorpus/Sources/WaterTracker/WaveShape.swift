// swift-format-ignore-file
//
//  WaveShape.swift
//  WaterTracker
//

import SwiftUI

/// The water's surface: a wave at `level` (0 = empty, 1 = full) whose crest moves with `phase`.
struct WaveShape: Shape {
    var level: Double
    var phase: Double
    var amplitude: CGFloat = 5

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(level, phase) }
        set {
            level = newValue.first
            phase = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let waterline = rect.maxY - rect.height * CGFloat(min(max(level, 0), 1))
        let crest = amplitude * CGFloat(sin(phase))
        let midX = rect.midX

        path.move(to: CGPoint(x: rect.minX, y: waterline))
        path.addQuadCurve(
            to: CGPoint(x: midX, y: waterline),
            control: CGPoint(x: rect.minX + rect.width / 4, y: waterline - crest * 2)
        )
        path.addCurve(
            to: CGPoint(x: rect.maxX, y: waterline),
            control1: CGPoint(x: midX + rect.width / 6, y: waterline + crest * 2),
            control2: CGPoint(x: rect.maxX - rect.width / 6, y: waterline + crest)
        )
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

#Preview("Wave") {
    WaveShape(level: 0.6, phase: .pi / 2)
        .fill(.blue.gradient)
        .frame(width: 120, height: 160)
}
