import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// API a fourth probe of unseen widget code did not build with: layouts chosen at run time, images from
/// UIKit and the network, and `Bool` parameters with named values.
struct ProbeFourAPITests {
    struct FlowLayout: Layout {
        var spacing: CGFloat = 4
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: sizes.map(\.height).max() ?? 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width + spacing
            }
        }
    }

    struct QuoteIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Quote"
        @Parameter(title: "Show author", default: true, displayName: Bool.IntentDisplayName(true: "Show", false: "Hide"))
        var showAuthor: Bool
    }

    private func stack(_ node: ViewNode) -> StackNode? {
        if case .stack(let stack) = node { return stack }
        return nil
    }

    @Test func layoutsChosenAtRunTimeAreTheirStacks() {
        let wide = AnyLayout(HStackLayout(spacing: 12))
        let tall = AnyLayout(VStackLayout(alignment: .leading))
        #expect(
            stack(
                serialize(
                    wide {
                        Text("a"); Text("b")
                    }))?.axis == .horizontal)
        #expect(
            stack(
                serialize(
                    wide {
                        Text("a"); Text("b")
                    }))?.spacing == 12)
        #expect(
            stack(
                serialize(
                    tall {
                        Text("a"); Text("b")
                    }))?.axis == .vertical)
        #expect(
            stack(
                serialize(
                    ZStackLayout() {
                        Text("a"); Text("b")
                    }))?.axis == .depth)
        // A layout of one's own builds, and its content is laid out as a VStack.
        let flow = stack(
            serialize(
                FlowLayout() {
                    Text("a"); Text("b"); Text("c")
                }))
        #expect(flow?.axis == .vertical && flow?.children.count == 3)
    }

    @Test func uiImagesShowTheirSymbolOrAnAssetsPlaceholder() throws {
        #expect(serialize(Image(uiImage: try #require(UIImage(systemName: "star.fill")))) == serialize(Image(systemName: "star.fill")))
        #expect(serialize(Image(uiImage: try #require(UIImage(named: "cover")))) == serialize(Image("cover")))
        #expect(UIImage(data: Data()) == nil && UIImage(contentsOfFile: "/nonexistent.png") == nil)
        // A PNG's header gives its size.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 1, 44, 0, 0, 0, 200, 8, 6, 0, 0, 0]
        let image = try #require(UIImage(data: Data(png)))
        #expect(image.size == CGSize(width: 300, height: 200) && image.pngData() == Data(png))
    }

    @Test func asyncImagesShowTheirPlaceholder() {
        let url = URL(string: "https://example.com/a.png")
        #expect(
            serialize(
                AsyncImage(url: url) {
                    $0.resizable()
                } placeholder: {
                    Text("loading")
                }) == serialize(Text("loading")))
        let phased = AsyncImage(url: url) { phase in
            if let image = phase.image { image } else { Text("empty") }
        }
        #expect(ViewText.plainText(of: serialize(phased)) == "empty")
    }

    @Test func boolParametersWithNamedValuesKeepTheirDefault() {
        #expect(QuoteIntent().showAuthor)
    }
}
