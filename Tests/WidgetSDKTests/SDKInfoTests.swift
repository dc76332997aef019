import Testing
import WidgetSDK

@Test func sdkReportsAVersion() {
    #expect(!WidgetSDKInfo.version.isEmpty)
}
