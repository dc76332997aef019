// Plugin authors write `import WidgetSDK` where Apple code imports AppIntents,
// WidgetKit and SwiftUI. Those re-export Foundation, so the SDK does too:
// `Date`, `URL`, `UUID` and `CGSize` stay available without another import.
@_exported import Foundation
// SwiftUI re-exports Observation, so `@Observable final class Model {}` compiles with the imports
// iOS code writes. The toolchain's Observation module works on Linux as it is.
@_exported import Observation
