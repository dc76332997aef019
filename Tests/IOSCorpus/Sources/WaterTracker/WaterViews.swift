// swift-format-ignore-file
//
//  WaterViews.swift
//  WaterTracker
//

import SwiftUI

struct GlassView: View {
    var progress: Double

    var body: some View {
        GeometryReader { geometry in
            let corner = geometry.size.width * 0.18
            ZStack(alignment: .bottom) {
                RoundedRectangle(cornerRadius: corner, style: .continuous)
                    .fill(Color.cyan.opacity(0.12))
                WaveShape(level: progress, phase: .pi / 3)
                    .fill(
                        LinearGradient(colors: [.cyan, .blue], startPoint: .top, endPoint: .bottom)
                    )
                    .clipShape(RoundedRectangle(cornerRadius: corner, style: .continuous))
                RoundedRectangle(cornerRadius: corner, style: .continuous)
                    .stroke(Color.cyan.opacity(0.7), lineWidth: 2)
            }
            .frame(width: geometry.size.width, height: geometry.size.height)
        }
    }
}

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 10

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.blue.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: min(progress, 1))
                .stroke(
                    Color.blue,
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
        }
    }
}

#Preview {
    HStack(spacing: 24) {
        GlassView(progress: 0.4)
            .frame(width: 60, height: 100)
        ProgressRing(progress: 0.75)
            .frame(width: 80, height: 80)
    }
    .padding()
}
