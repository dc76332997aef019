import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

struct LayoutViewTests {
    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    @Test func stacksCarryAlignmentSpacingAndChildren() {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("a")
            HStack(alignment: .firstTextBaseline) {
                Text("b")
                Spacer(minLength: 4)
                Divider()
            }
            ZStack(alignment: .bottomTrailing) { Color.blue }
        }
        let expected = ViewNode.stack(
            StackNode(
                axis: .vertical, alignment: .leading, spacing: 8,
                children: [
                    text("a"),
                    .stack(
                        StackNode(axis: .horizontal, alignment: .firstTextBaseline, children: [text("b"), .spacer(minLength: 4), .divider])),
                    .stack(StackNode(axis: .depth, alignment: .bottomTrailing, children: [.color(named("blue"))])),
                ]))
        #expect(serialize(view) == expected)
    }

    @Test func lazyStacksLayOutAsStacks() {
        #expect(serialize(LazyVStack(spacing: 2) { Text("a") }) == serialize(VStack(spacing: 2) { Text("a") }))
        #expect(serialize(LazyHStack(alignment: .top) { Text("a") }) == serialize(HStack(alignment: .top) { Text("a") }))
    }

    @Test func ifElseAndOptionalContentPickOneBranch() {
        func view(_ flag: Bool) -> some View {
            VStack {
                if flag {
                    Text("yes")
                } else {
                    Image(systemName: "xmark")
                }
                if flag { Text("only when true") }
            }
        }
        #expect(serialize(view(true)) == .stack(StackNode(axis: .vertical, children: [text("yes"), text("only when true")])))
        #expect(serialize(view(false)) == .stack(StackNode(axis: .vertical, children: [.image(ImageNode(systemName: "xmark"))])))
    }

    @Test func forEachMakesOneViewPerElement() {
        let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
        let view = VStack {
            ForEach(0..<2) { Text("row \($0)") }
            ForEach(["x", "y"], id: \.self) { Text($0) }
            ForEach(items) { Text($0.name) }
        }
        let children = [text("row 0"), text("row 1"), text("x"), text("y"), text("one"), text("two")]
        #expect(serialize(view) == .stack(StackNode(axis: .vertical, children: children)))
    }

    @Test func modifierOnAGroupAppliesToEachChild() {
        let view = HStack {
            Group {
                Text("a")
                Text("b")
            }
            .padding(4)
        }
        let padded = { (node: ViewNode) in node.modified(.padding(edges: .all, length: 4)) }
        #expect(serialize(view) == .stack(StackNode(axis: .horizontal, children: [padded(text("a")), padded(text("b"))])))
    }

    @Test func severalTopLevelViewsStackVertically() {
        struct TwoLines: View {
            var body: some View {
                Text("a")
                Text("b")
            }
        }
        #expect(serialize(TwoLines()) == .stack(StackNode(axis: .vertical, children: [text("a"), text("b")])))
        #expect(serialize(EmptyView()) == .empty)
    }

    @Test func viewThatFitsSendsEveryAlternativeForTheHostToPick() {
        let view = ViewThatFits(in: .horizontal) {
            Text("A long title")
            Text("Short")
        }
        #expect(serialize(view) == .stack(StackNode(axis: .firstFittingWidth, children: [text("A long title"), text("Short")])))
        #expect(
            serialize(
                ViewThatFits {
                    Text("A"); Text("B")
                }) == .stack(StackNode(axis: .firstFitting, children: [text("A"), text("B")])))
        #expect(serialize(ViewThatFits(in: .vertical) { Text("Only") }) == text("Only"))
    }

    @Test func labelsPutTheIconBeforeTheTitleUnlessStyled() {
        let icon = ViewNode.image(ImageNode(systemName: "star"))
        #expect(serialize(Label("Fav", systemImage: "star")) == .stack(StackNode(axis: .horizontal, children: [icon, text("Fav")])))
        #expect(serialize(Label("Fav", systemImage: "star").labelStyle(.iconOnly)) == icon)
        #expect(serialize(Label("Fav", systemImage: "star").labelStyle(.titleOnly)) == text("Fav"))
        let custom = Label {
            Text("T")
        } icon: {
            Color.red
        }.labelStyle(TrailingIcon())
        #expect(serialize(custom) == .stack(StackNode(axis: .vertical, children: [text("T"), .color(named("red"))])))
    }

    struct TrailingIcon: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.title
                configuration.icon
            }
        }
    }

    @Test func imagesAndAlignments() {
        #expect(serialize(Image("cover").resizable()) == .image(ImageNode(name: "cover", resizable: true)))
        #expect(Alignment.leadingFirstTextBaseline.node == .topLeading)
        #expect(Alignment(horizontal: .trailing, vertical: .lastTextBaseline).node == .bottomTrailing)
        #expect(Alignment.centerFirstTextBaseline.node == .firstTextBaseline)
        #expect(HorizontalAlignment.trailing.node == .trailing)
    }
}
