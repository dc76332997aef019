import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// Views an app shares with its widget, met in published widget code: lists, sections, pickers,
/// gestures, scroll views and safe-area insets build; lists and sections draw their rows, a picker its
/// label, gestures nothing, a scroll view its content from the top, clipped, and an inset its view beside the content.
struct SharedAppViewTests {
    struct Row: Identifiable {
        let id: Int
        let name: String
    }

    @Test func listsAndSectionsDrawTheirRowsInAColumn() {
        let rows = [Row(id: 1, name: "Water"), Row(id: 2, name: "Walk")]
        #expect(ViewText.plainText(of: serialize(List(rows) { Text($0.name) })) == "Water Walk")
        #expect(
            ViewText.plainText(
                of: serialize(
                    List {
                        Text("a"); Text("b")
                    })) == "a b")
        #expect(ViewText.plainText(of: serialize(Section("Today") { Text("Water") })) == "Today Water")
        #expect(
            ViewText.plainText(
                of: serialize(
                    Section {
                        Text("Rows")
                    } header: {
                        Text("Head")
                    } footer: {
                        Text("Foot")
                    })) == "Head Rows Foot")
    }

    @Test func pickersDrawTheirLabelAndGesturesNothing() {
        var unit = "km"
        let selection = Binding(get: { unit }, set: { unit = $0 })
        #expect(
            ViewText.plainText(
                of: serialize(
                    Picker("Unit", selection: selection) {
                        Text("km"); Text("mi")
                    }.pickerStyle(.segmented))) == "Unit")
        var dragged = false
        let plain = serialize(Text("card"))
        #expect(serialize(Text("card").gesture(DragGesture().onChanged { _ in dragged = true }).onTapGesture {}) == plain)
        #expect(!dragged)
    }

    @Test func colorsMixComponentByComponent() {
        let mixed = Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.25)
        #expect(mixed.node == .rgba(red: 0.75, green: 0, blue: 0.25, opacity: 1))
        // System colors blend as their light and dark values.
        guard
            case .adaptive(.rgba(let red, _, let blue, _), .rgba(let darkRed, _, let darkBlue, _)) = Color.red.mix(with: .blue, by: 0.8)
                .node
        else {
            Issue.record("not a blend of light and dark values: \(Color.red.mix(with: .blue, by: 0.8))")
            return
        }
        let (lightRed, lightBlue) = (
            SystemColorPalette.components(of: "red", dark: false)!, SystemColorPalette.components(of: "blue", dark: false)!
        )
        #expect(
            abs(red - (lightRed.red * 0.2 + lightBlue.red * 0.8)) < 1e-9 && abs(blue - (lightRed.blue * 0.2 + lightBlue.blue * 0.8)) < 1e-9)
        #expect(darkRed != red || darkBlue != blue, "the dark values are the dark palette's")
    }

    @Test func aScrollViewDrawsItsContentFromTheTopClippedToItsFrame() {
        let node = serialize(
            ScrollView {
                Text("One"); Text("Two")
            }.scrollIndicators(.hidden))
        #expect(ViewText.plainText(of: node) == "One Two")
        let (modifiers, content) = unwrap(node)
        #expect(modifiers.contains { if case .frame = $0 { return true } else { return false } })
        #expect(modifiers.contains { $0.typeName == "clip" }, "\(modifiers.map(\.typeName))")
        guard case .stack(let stack) = unwrap(content).content else {
            Issue.record("expected the content in a stack, got \(content)")
            return
        }
        #expect(stack.axis == .vertical)
        let horizontal = serialize(
            ScrollView(.horizontal) {
                Text("A"); Text("B")
            })
        #expect(ViewText.plainText(of: horizontal) == "A B")
    }

    @Test func aSafeAreaInsetIsDrawnAtItsEdgeBesideTheView() {
        #expect(ViewText.plainText(of: serialize(Text("Main").safeAreaInset(edge: .top) { Text("Bar") })) == "Bar Main")
        #expect(ViewText.plainText(of: serialize(Text("Main").safeAreaInset(edge: .bottom, spacing: 4) { Text("Bar") })) == "Main Bar")
        #expect(ViewText.plainText(of: serialize(Text("Main").safeAreaInset(edge: .leading) { Text("Bar") })) == "Bar Main")
    }

    struct DirectionView: View {
        @Environment(\.layoutDirection) var direction
        var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
    }

    @Test func theLayoutDirectionIsLeftToRightUnlessAViewSetsIt() {
        #expect(ViewText.plainText(of: serialize(DirectionView())) == "ltr")
        #expect(ViewText.plainText(of: serialize(DirectionView().environment(\.layoutDirection, .rightToLeft))) == "rtl")
    }
}
