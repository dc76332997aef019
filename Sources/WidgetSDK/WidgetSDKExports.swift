// Plugin authors write `import WidgetSDK` where Apple code imports AppIntents,
// WidgetKit and SwiftUI. Those re-export Foundation, so the SDK does too:
// `Date`, `URL`, `UUID` and `CGSize` stay available without another import.
@_exported import Foundation
