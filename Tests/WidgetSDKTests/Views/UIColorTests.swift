import Testing
import WidgetWire

@testable import WidgetSDK

/// UIKit's colors as SwiftUI code reaches them: semantic ones carry iOS's light and dark values.
@Suite struct UIColorTests {
    private func rgba(_ red: Int, _ green: Int, _ blue: Int, _ opacity: Double = 1) -> NodeColor {
        .rgba(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
    }

    @Test func semanticColorsAreSentByNameOrAsLightAndDarkPairs() {
        #expect(Color(uiColor: .label).node == named("primary"))
        #expect(Color(UIColor.secondaryLabel).node == named("secondary"))
        #expect(Color(.systemBackground).node == named("background"))
        #expect(Color(.systemOrange).node == named("orange"))
        #expect(Color(.systemGray6).node == .adaptive(light: rgba(242, 242, 247), dark: rgba(28, 28, 30)))
        #expect(Color(uiColor: .tertiarySystemFill).node == .adaptive(light: rgba(118, 118, 128, 0.12), dark: rgba(118, 118, 128, 0.24)))
    }

    @Test func fixedAndDynamicColors() {
        #expect(Color(UIColor.red).node == rgba(255, 0, 0))
        #expect(Color(UIColor(white: 1, alpha: 0.5)).node == rgba(255, 255, 255, 0.5))
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(Color(dynamic).node == .adaptive(light: rgba(0, 0, 0), dark: rgba(255, 255, 255)))
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(UIColor.systemGray6.withAlphaComponent(0.5).node == .adaptive(light: rgba(242, 242, 247, 0.5), dark: rgba(28, 28, 30, 0.5)))
    }

    @Test func aBackgroundOfASemanticColorReachesTheViewTree() {
        let node = serialize(Text("Hi").background(Color(.secondarySystemGroupedBackground)))
        let json = (try? WireCoding.encodeString(node)) ?? ""
        #expect(json.contains(#""light":"#) && json.contains(#""dark":"#), "\(json)")
    }
}
