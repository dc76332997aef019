// swift-format-ignore-file
//
//  MoonView.swift
//  MoonPhase
//

import SwiftUI

/// The shadowed part of the disc: half the disc plus the terminator's half-ellipse.
struct ShadowShape: Shape {
    var illumination: Double
    var isWaxing: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        // The dark half: the left one while waxing, the right one while waning.
        path.addArc(center: center, radius: radius, startAngle: .degrees(90), endAngle: .degrees(270),
                    clockwise: !isWaxing)
        let terminatorWidth = radius * CGFloat(abs(1 - 2 * illumination))
        let terminator = CGRect(x: center.x - terminatorWidth, y: center.y - radius,
                                width: terminatorWidth * 2, height: radius * 2)
        if illumination < 0.5 {
            path.addEllipse(in: terminator)
        }
        return path
    }
}

struct CraterShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addEllipse(in: CGRect(x: rect.width * 0.25, y: rect.height * 0.3, width: rect.width * 0.18, height: rect.height * 0.18))
        path.addEllipse(in: CGRect(x: rect.width * 0.55, y: rect.height * 0.55, width: rect.width * 0.12, height: rect.height * 0.12))
        path.addRect(CGRect(x: rect.width * 0.6, y: rect.height * 0.25, width: 1, height: 1))
        return path
    }
}

struct MoonDisc: View {
    var moon: Moon

    var body: some View {
        ZStack {
            Circle()
                .fill(Color(white: 0.92))
            CraterShape()
                .fill(Color(white: 0.75))
                .blendMode(.multiply)
            ShadowShape(illumination: moon.illumination, isWaxing: moon.isWaxing)
                .fill(Color.black.opacity(0.85))
        }
        .compositingGroup()
        .mask(Circle())
        .shadow(color: .white.opacity(0.25), radius: 6)
        .allowsHitTesting(false)
        .sensoryFeedback(.selection, trigger: moon.phaseName)
    }
}

#Preview("Moon") {
    HStack {
        MoonDisc(moon: Moon(date: .now))
        MoonDisc(moon: Moon(date: .now.addingTimeInterval(7 * 86_400)))
    }
    .frame(height: 100)
    .padding()
    .background(.black)
}
