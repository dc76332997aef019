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

    @Test func componentGettersReadRGBHueAndWhiteAsColorHelpersDo() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [1, 0.5, 0, 0.8])
        // A system color answers with iOS's light value (systemBlue is 0, 122, 255).
        #expect(UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 0 && abs(green - 122.0 / 255) < 1e-9 && blue == 1 && alpha == 1)
        #expect(UIColor.systemGray6.getRed(&red, green: nil, blue: nil, alpha: nil) && abs(red - 242.0 / 255) < 1e-9)

        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        let orange = UIColor(hue: 0.1, saturation: 0.8, brightness: 0.9, alpha: 1)
        #expect(orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 0.1) < 1e-6 && abs(saturation - 0.8) < 1e-6 && abs(brightness - 0.9) < 1e-6)
        // A lighter variant as a shared helper makes it.
        let lighter = UIColor(hue: hue, saturation: saturation, brightness: min(brightness * 1.3, 1), alpha: alpha)
        #expect(lighter.getHue(nil, saturation: nil, brightness: &brightness, alpha: nil) && brightness == 1)

        var white: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha) && abs(white - 0.25) < 1e-9 && alpha == 0.5)
        #expect(UIColor(node: .named("#FF8000", opacity: 0.5)).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 1 && abs(green - 128.0 / 255) < 1e-9 && blue == 0 && alpha == 0.5)
        // A name the SDK knows no components of (an asset not shipped) writes nothing, as iOS does for a pattern color.
        red = -1
        #expect(!UIColor(node: .named("Brand", opacity: 1)).getRed(&red, green: &green, blue: &blue, alpha: &alpha) && red == -1)
    }
}
