import Testing
import WidgetWire

@testable import WidgetHost

/// Where the `#Preview` of a preview whose function failed is, read from its symbol.
struct PreviewSymbolLocationTests {
    @Test func theFileAndLineComeFromTheMacrosMangledName() {
        let symbol =
            "widgethost_preview__s11RedthSimple0023SimpleWidgetswift_elFCffMX21_0_33_B16012C6BDB586EB5F1B23CFAE8096C0Ll7PreviewfMf_7previewfMu_"
        #expect(PluginPreview(id: symbol, failure: []).placeInSource == PreviewSourceLocation(file: "SimpleWidget.swift", line: 22))
        let numbered = "widgethost_preview__s7Weather0020Widget100swift_abCDefMX9_4_33_0123ABCDLl7PreviewfMf_7previewfMu_"
        #expect(PluginPreview(id: numbered, failure: []).placeInSource == PreviewSourceLocation(file: "Widget100.swift", line: 10))
    }

    @Test func aSymbolThatSaysNoPlaceHasNone() {
        for symbol in ["widgethost_preview_crash", "widgethost_preview_MX", "widgethost_preview_swift_MX3", "MX12_0_"] {
            #expect(PluginPreview(id: symbol, failure: []).placeInSource == nil)
        }
    }
}
