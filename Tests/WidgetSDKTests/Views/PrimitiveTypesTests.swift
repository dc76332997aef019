import Testing
import WidgetWire

@testable import WidgetSDK

/// A composed view and a composed modifier, which the serializer must evaluate through `body`.
private struct Composed: View {
    var body: some View { Text("composed") }
}

private struct Bordered: ViewModifier {
    func body(content: Content) -> some View { content.padding(4) }
}

/// The serializer asks a view's or modifier's type whether it is primitive, once per type: the
/// answer is the one a cast gives, the same when asked again, and a composed type says no.
@Suite struct PrimitiveTypesTests {
    @Test func aTypeIsPrimitiveExactlyWhenItCastsToAPrimitiveType() {
        let views: [Any.Type] = [Text.self, VStack<Text>.self, Composed.self, ModifiedContent<Text, Bordered>.self, Never.self]
        for type in views {
            let expected = type as? any PrimitiveView.Type
            for _ in 0..<2 { #expect((PrimitiveTypes.view(type) == nil) == (expected == nil), "\(type)") }
        }
        #expect(PrimitiveTypes.view(Text.self) != nil)
        #expect(PrimitiveTypes.view(Composed.self) == nil)
        #expect(PrimitiveTypes.modifier(Bordered.self) == nil)
        #expect(PrimitiveTypes.modifier(Int.self) == nil)
    }

    /// Through the serializer: a composed view is evaluated, a primitive one makes its own nodes,
    /// and a composed modifier's body is applied, the second time as the first.
    @Test func composedViewsAndModifiersAreEvaluatedEveryTime() {
        for _ in 0..<2 {
            let tree = ViewSerializer.node(Composed().modifier(Bordered()), in: EnvironmentValues())
            #expect(ViewText.plainText(of: tree) == "composed")
            guard case .modified(_, .padding) = tree else {
                Issue.record("expected the padding of Bordered's body, got \(tree)")
                continue
            }
        }
    }
}
