// Apple's module name, for widget code that writes `import UIKit`: what SwiftUI code reaches of
// UIKit, `UIColor` with its semantic colors in light and dark, is WidgetSDK's (so `import SwiftUI`
// brings it too, as on iOS). The rest of UIKit (views, images, the application) is not there, so
// `#if canImport(UIKit)` is true here: code in such a block may use only UIColor.
@_exported import WidgetSDK
