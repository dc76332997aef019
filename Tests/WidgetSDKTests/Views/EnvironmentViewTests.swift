import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

struct EnvironmentViewTests {
    struct FamilyView: View {
        @Environment(\.widgetFamily) var family
        var body: some View {
            Text(family == .systemSmall ? "small" : "other")
        }
    }

    struct RedactionView: View {
        @Environment(\.redactionReasons) var reasons
        @Environment(\.isEnabled) var isEnabled
        var body: some View {
            Text(reasons.contains(.placeholder) ? "placeholder" : isEnabled ? "enabled" : "disabled")
        }
    }

    struct CheckRow: View {
        @Binding var isDone: Bool
        var body: some View {
            Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
        }
    }

    struct StatefulView: View {
        @State var count = 1
        var body: some View {
            let _ = $count.wrappedValue += 1
            Text("\(count)")
        }
    }

    struct RowsView: View {
        @Environment(\.widgetFamily) var family
        var body: some View {
            VStack {
                ForEach(0..<2) { index in
                    Text("\(index) \(family == .systemSmall ? "small" : "other")")
                }
            }
        }
    }

    @Test func closuresTheSerializerCallsLaterReadTheirViewsEnvironment() {
        let node = serialize(RowsView(), family: .systemLarge)
        #expect(node == .stack(StackNode(axis: .vertical, children: [text("0 other"), text("1 other")])))
    }

    @Test func environmentIsReadInsideBody() {
        #expect(serialize(FamilyView()) == text("small"))
        #expect(serialize(FamilyView(), family: .systemMedium) == text("other"))
        #expect(serialize(FamilyView().environment(\.widgetFamily, .systemLarge)) == text("other"))
    }

    @Test func modifiersChangeTheEnvironmentTheirContentSees() {
        #expect(serialize(RedactionView()) == text("enabled"))
        #expect(serialize(RedactionView().disabled(true)) == text("disabled"))
        #expect(serialize(RedactionView().redacted(reason: .placeholder)) == text("placeholder").modified(.redacted))
        #expect(
            serialize(RedactionView().unredacted().redacted(reason: .placeholder))
                == text("enabled").modified(.unredacted).modified(.redacted))
    }

    @Test func widgetEnvironmentDefaults() {
        let environment = EnvironmentValues()
        #expect(environment.showsWidgetContainerBackground)
        #expect(environment.widgetRenderingMode == .fullColor)
        #expect(environment.redactionReasons.isEmpty)
        #expect(environment.dynamicTypeSize == .large)
        #expect(environment.widgetContentMargins == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(!environment.isLuminanceReduced)
        #expect(environment.displayScale == 1)
    }

    @Test func dynamicTypeSizeIsClampedToARange() {
        struct SizeView: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Text("\(size.rawValue)") }
        }
        let clamped = serialize(SizeView().dynamicTypeSize(...DynamicTypeSize.medium))
        #expect(clamped == text("\(DynamicTypeSize.medium.rawValue)"))
        #expect(serialize(SizeView().dynamicTypeSize(.xSmall)) == text("0"))
    }

    @Test func bindingsAndStateReadAndWrite() {
        #expect(serialize(CheckRow(isDone: .constant(true))) == .image(ImageNode(systemName: "checkmark.circle.fill")))
        var stored = false
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = true
        #expect(stored)
        struct Pair { var first = 1 }
        var pair = Pair()
        let member = Binding(get: { pair }, set: { pair = $0 }).first
        member.wrappedValue = 5
        #expect(pair.first == 5)
        #expect(serialize(StatefulView()) == text("2"))
        let state = State(initialValue: "a")
        state.projectedValue.wrappedValue = "b"
        #expect(state.wrappedValue == "b")
    }
}
