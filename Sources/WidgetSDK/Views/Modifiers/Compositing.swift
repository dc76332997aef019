import Foundation
internal import WidgetWire

/// How a view composites over what is behind it (SwiftUI's `BlendMode`).
///
/// The host draws each with cairo's operator and CSS's `mix-blend-mode` of the same name; see
/// the wire schema for the few a target lacks.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    var wire: BlendModeName {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

extension View {
    /// Shows the view only where `mask` is opaque, with `mask`'s alpha; `mask` is laid out over the view.
    ///
    /// ```swift
    /// LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom).mask { Text("Hot").font(.largeTitle) }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let mask = mask()
        return wire(
            WireModifiers { environment in
                [.mask(ViewSerializer.layered(mask, alignment: alignment, in: environment), alignment: alignment.node)]
            })
    }

    /// Shows the view only where `mask` is opaque (the iOS 13 form, which iOS code still uses).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        wire(WireModifiers { environment in [.mask(ViewSerializer.node(mask, in: environment), alignment: .center)] })
    }

    /// Composites the view over what is behind it with `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        wire(WireModifiers { _ in blendMode == .normal ? [] : [.blendMode(blendMode.wire)] })
    }

    /// Composites the view's content as one layer first, so blend modes inside it blend only with each other.
    public func compositingGroup() -> some View {
        wire(WireModifiers(.compositingGroup))
    }

    /// With `false`, taps pass through the view: its buttons and toggles are drawn but cannot be tapped.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        wire(WireModifiers { _ in enabled ? [] : [.allowsHitTesting(false)] })
    }

    /// Draws the view turned clockwise by `angle` around `anchor`; its layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wire(WireModifiers { _ in angle.radians == 0 ? [] : [.rotationEffect(degrees: angle.degrees, anchor: anchor.node)] })
    }

    /// Draws the view scaled by `scale` around `anchor`; its layout is unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the view scaled by `scale.width` and `scale.height` around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` around `anchor`; its layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        wire(WireModifiers { _ in x == 1 && y == 1 ? [] : [.scaleEffect(x: Double(x), y: Double(y), anchor: anchor.node)] })
    }
}
