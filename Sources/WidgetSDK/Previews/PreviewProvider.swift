// The way previews were declared before `#Preview` (iOS 13–16), still common in widget code:
//
//     struct StepsWidget_Previews: PreviewProvider {
//         static var previews: some View {
//             StepsView(entry: .placeholder)
//                 .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
//                 .previewDisplayName("Rectangular")
//         }
//     }
//
// Accepted so that such code compiles. A host cannot find these previews (a type is not a
// symbol, and the SDK uses no reflection); `#Preview` previews are the ones it draws.

/// A type that declares previews, as SwiftUI's `PreviewProvider`. Accepted; see `#Preview` for previews the host draws.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
}

/// The family a widget view is previewed in, as WidgetKit's `WidgetPreviewContext`. Accepted.
public struct WidgetPreviewContext: Sendable {
    /// The family.
    public let family: WidgetFamily

    /// A preview context for `family`.
    public init(family: WidgetFamily) {
        self.family = family
    }
}

/// How a `PreviewProvider` preview is laid out, as SwiftUI's `PreviewLayout`. Accepted.
public enum PreviewLayout: Sendable {
    /// The device's size.
    case device
    /// As small as the view allows.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, as SwiftUI's `PreviewDevice`. Accepted.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }
}

extension View {
    /// Previews the view in a widget family. Accepted; changes nothing the host draws.
    public func previewContext(_ context: WidgetPreviewContext) -> some View { self }

    /// Names a preview. Accepted; changes nothing the host draws.
    public func previewDisplayName(_ name: String?) -> some View { self }

    /// Lays out a preview. Accepted; changes nothing the host draws.
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }

    /// Picks a device to preview on. Accepted; changes nothing the host draws.
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}
