// Apple's module name, for widget code that writes `import UIKit`: what SwiftUI code reaches of
// UIKit is WidgetSDK's (so `import SwiftUI` brings it too, as on iOS): `UIColor` with its semantic
// colors in light and dark, `UIFont` (and `Font(UIFont)`), `UIImage`, `UIScreen.main` (an iPhone's
// screen), `UIDevice.current` (a phone) and the haptic feedback generators (which play nothing). The rest of UIKit (views, the application) is not there,
// so `#if canImport(UIKit)` is true here: code in such a block may use only those.
@_exported import WidgetSDK
