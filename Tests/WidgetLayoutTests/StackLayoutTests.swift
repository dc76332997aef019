import Testing
import WidgetLayout
import WidgetWire

struct StackLayoutTests {
    typealias S = LayoutTestSupport

    @Test func vstackUsesDefaultSpacingAndCentersInTheContentArea() throws {
        // systemSmall: 170 × 170, content 138 × 138 at (16, 16). Text at 17 pt: "ab" 17 × 17, "abcd" 34 × 17.
        let tree = S.layout(S.vstack([S.text("ab"), S.text("abcd")]), family: .systemSmall)
        let stack = try #require(S.boxes("vstack", in: tree).first)
        #expect(stack.frame.rounded == LayoutRect(x: 68, y: 64, width: 34, height: 42))
        let first = try #require(S.textBox("ab", in: tree))
        let second = try #require(S.textBox("abcd", in: tree))
        #expect(first.frame.rounded == LayoutRect(x: 76.5, y: 64, width: 17, height: 17))
        #expect(second.frame.minY == first.frame.maxY + 8)
    }

    @Test func explicitSpacingAndLeadingAlignment() throws {
        let tree = S.layout(S.vstack([S.text("ab"), S.text("abcd")], alignment: .leading, spacing: 2), family: .systemSmall)
        let first = try #require(S.textBox("ab", in: tree))
        let second = try #require(S.textBox("abcd", in: tree))
        #expect(first.frame.minX == second.frame.minX)
        #expect(second.frame.minY - first.frame.maxY == 2)
    }

    @Test func spacerPushesSiblingsToTheEdges() throws {
        let tree = S.layout(S.hstack([S.text("a"), .spacer(minLength: nil), S.text("b")]))
        let leading = try #require(S.textBox("a", in: tree))
        let trailing = try #require(S.textBox("b", in: tree))
        #expect(leading.frame.minX == 16)
        #expect(trailing.frame.maxX == 348)
        let spacer = try #require(S.boxes("spacer", in: tree).first)
        #expect(spacer.frame.width == 332 - 17)
    }

    @Test func verticalSpacerFillsTheHeight() throws {
        let tree = S.layout(S.vstack([S.text("top"), .spacer(minLength: nil), S.text("bottom")]), family: .systemSmall)
        #expect(try #require(S.textBox("top", in: tree)).frame.minY == 16)
        #expect(try #require(S.textBox("bottom", in: tree)).frame.maxY == 154)
    }

    @Test func textNextToASpacerWrapsOnlyAtTheFullWidth() throws {
        // 39 characters × 8.5 = 331.5 pt > 324 (332 minus the spacer's 8): wraps once, near the full width
        // (an equal split with the spacer would wrap at 162 pt).
        let long = String(repeating: "abcd ", count: 8).trimmingCharacters(in: .whitespaces)
        let tree = S.layout(S.hstack([S.text(long), .spacer(minLength: nil)]))
        let layout = try #require(S.textLayout(containing: "abcd", in: tree))
        #expect(layout.lines.count == 2)
        #expect(layout.size.width > 250)
    }

    @Test func leastFlexibleChildrenAreSizedFirst() throws {
        // A fixed 100-pt color and a flexible color share 332 pt: the flexible one gets the rest.
        let fixed = ViewNode.color(.named("red", opacity: 1)).modified(.frame(FrameSpec(width: 100, height: 20)))
        let flexible = ViewNode.color(.named("blue", opacity: 1))
        let tree = S.layout(S.hstack([flexible, fixed], spacing: 0))
        let colors = S.boxes("color", in: tree)
        #expect(colors.count == 2)
        #expect(colors[0].frame.width == 232)
        #expect(colors[1].frame.width == 100)
    }

    @Test func layoutPriorityGetsSpaceFirst() throws {
        let long = "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj"
        let tree = S.layout(S.hstack([S.text(long), S.text("priority " + long).modified(.layoutPriority(1))]))
        let favoured = try #require(S.textLayout(containing: "priority", in: tree))
        let other = try #require(
            tree.allBoxes.first { box in
                if case .text(let layout) = box.content { return !layout.plainText.contains("priority") }
                return false
            })
        // The favoured text is offered all but the other's minimum width; the other gets what it leaves.
        #expect(favoured.size.width > 250)
        #expect(other.frame.width < 60)
        #expect(other.frame.width + favoured.size.width <= 332 - 8)
    }

    @Test func zstackAlignsChildren() throws {
        let tree = S.layout(
            .stack(
                StackNode(
                    axis: .depth, alignment: .topLeading,
                    children: [.color(.named("blue", opacity: 1)).modified(.frame(FrameSpec(width: 100, height: 60))), S.text("ab")])),
            family: .systemSmall)
        let color = try #require(S.boxes("color", in: tree).first)
        let text = try #require(S.textBox("ab", in: tree))
        #expect(text.frame.origin == color.frame.origin)
    }

    @Test func emptyChildrenTakeNoSpacing() throws {
        let tree = S.layout(S.vstack([S.text("a"), .empty, S.text("b")], spacing: 10), family: .systemSmall)
        let a = try #require(S.textBox("a", in: tree))
        let b = try #require(S.textBox("b", in: tree))
        #expect(b.frame.minY - a.frame.maxY == 10)
    }
}
