import ActivityKit
import SwiftUI
import WidgetKit

/// A Live Activity, as Xcode's widget extension template adds one to the bundle.
struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }

    var orderNumber: String
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack {
                Text("Order \(context.attributes.orderNumber)")
                Text("\(context.state.minutesLeft) min")
            }
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("Leading")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Trailing")
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("Order \(context.attributes.orderNumber)")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.minutesLeft) min")
                }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)")
            } minimal: {
                Text("M")
            }
            .widgetURL(URL(string: "delivery://order/\(context.attributes.orderNumber)"))
            .keylineTint(Color.red)
        }
    }
}
