// Apple's module name, so widget code keeps its `import CoreGraphics`. Foundation on Linux has
// `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `CGAffineTransform`; WidgetSDK adds `CGColor`.
// Drawing into a `CGContext` is not provided: a widget draws with SwiftUI's shapes and `Canvas`.
@_exported import Foundation
@_exported import WidgetSDK
