// Apple's module name for the core of SwiftUI (split out in the iOS 18 SDK), so widget code keeps
// the `import SwiftUICore` that Xcode 16 adds: the views, colors and fonts are WidgetSDK's.
@_exported import WidgetSDK
