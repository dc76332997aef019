// Apple's module name, so widget code written for iOS keeps its `import SwiftUI`:
// the views, modifiers, styles and colors a widget draws with are WidgetSDK's.
@_exported import WidgetSDK
