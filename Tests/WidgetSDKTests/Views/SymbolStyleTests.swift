import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// How a symbol is drawn reaches its image node: rendering mode, scale and palette.
struct SymbolStyleTests {
    @Test func anImagesOwnRenderingModeIsWritten() {
        #expect(
            serialize(Image(systemName: "heart.circle.fill").symbolRenderingMode(.hierarchical))
                == .image(ImageNode(systemName: "heart.circle.fill", renderingMode: .hierarchical)))
        #expect(serialize(Image(systemName: "heart").symbolRenderingMode(nil)) == .image(ImageNode(systemName: "heart")))
    }

    @Test func modeAndScaleSetOnAContainerReachTheSymbolsInside() {
        let view = VStack {
            Image(systemName: "sun.max.fill")
            Text("Sunny")
        }
        .symbolRenderingMode(.multicolor).imageScale(.large)
        guard case .stack(let stack) = serialize(view) else {
            Issue.record("expected a stack")
            return
        }
        #expect(stack.children[0] == .image(ImageNode(systemName: "sun.max.fill", renderingMode: .multicolor, scale: .large)))
        #expect(stack.children[1] == text("Sunny"))
    }

    @Test func anImagesOwnModeWinsOverTheEnvironments() {
        let view = HStack { Image(systemName: "heart").symbolRenderingMode(.palette) }.symbolRenderingMode(.monochrome)
        guard case .stack(let stack) = serialize(view) else {
            Issue.record("expected a stack")
            return
        }
        #expect(stack.children == [.image(ImageNode(systemName: "heart", renderingMode: .palette))])
    }

    @Test func secondaryAndTertiaryStylesBecomeThePalette() {
        let two = unwrap(serialize(Image(systemName: "heart.circle.fill").foregroundStyle(.white, .blue)))
        #expect(two.modifiers == [.foreground(.color(named("white")))])
        #expect(two.content == .image(ImageNode(systemName: "heart.circle.fill", palette: [.color(named("blue"))])))
        let three = unwrap(serialize(Image(systemName: "cloud.sun.rain.fill").foregroundStyle(.gray, .yellow, .blue)))
        #expect(
            three.content
                == .image(ImageNode(systemName: "cloud.sun.rain.fill", palette: [.color(named("yellow")), .color(named("blue"))])))
    }

    @Test func theWireRoundTripsTheNewFields() throws {
        let node = ViewNode.image(
            ImageNode(systemName: "heart.circle.fill", renderingMode: .palette, scale: .small, palette: [.color(named("blue"))]))
        let data = try JSONEncoder().encode(node)
        #expect(try JSONDecoder().decode(ViewNode.self, from: data) == node)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ViewNode.self, from: Data(#"{"type": "image", "systemName": "x", "scale": "huge"}"#.utf8))
        }
    }
}
