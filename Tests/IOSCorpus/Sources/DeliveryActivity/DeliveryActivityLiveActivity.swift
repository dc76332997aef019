// swift-format-ignore-file
//
//  DeliveryActivityLiveActivity.swift
//  DeliveryActivity
//

import ActivityKit
import WidgetKit
import SwiftUI

struct DeliveryActivityAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        // Dynamic stateful properties about your activity go here!
        var status: DeliveryStatus
        var expectedArrival: Date
    }

    // Fixed non-changing properties about your activity go here!
    var orderNumber: String
    var merchant: String
}

struct DeliveryActivityLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryActivityAttributes.self) { context in
            // Lock screen/banner UI goes here
            HStack {
                Image(systemName: context.state.status.symbolName)
                    .font(.title)
                VStack(alignment: .leading) {
                    Text(context.attributes.merchant)
                        .font(.headline)
                    Text(context.state.status.title)
                        .font(.subheadline)
                }
                Spacer()
                Text(timerInterval: Date.now...context.state.expectedArrival, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 64)
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.8))
            .activitySystemActionForegroundColor(Color.orange)

        } dynamicIsland: { context in
            DynamicIsland {
                // Expanded UI goes here.  Compose the expanded UI through
                // various regions, like leading/trailing/center/bottom
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.merchant, systemImage: "bag.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.expectedArrival, style: .timer)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("Order #\(context.attributes.orderNumber)")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.status.title)
                        .font(.caption)
                }
            } compactLeading: {
                Image(systemName: context.state.status.symbolName)
            } compactTrailing: {
                Text(context.state.expectedArrival, style: .timer)
                    .monospacedDigit()
                    .frame(width: 40)
            } minimal: {
                Image(systemName: "box.truck.fill")
            }
            .widgetURL(URL(string: "delivery://order/\(context.attributes.orderNumber)"))
            .keylineTint(Color.orange)
        }
    }
}

extension DeliveryActivityAttributes {
    fileprivate static var preview: DeliveryActivityAttributes {
        DeliveryActivityAttributes(orderNumber: "1042", merchant: "Corner Bakery")
    }
}

extension DeliveryActivityAttributes.ContentState {
    fileprivate static var shipped: DeliveryActivityAttributes.ContentState {
        DeliveryActivityAttributes.ContentState(status: .shipped, expectedArrival: .now.addingTimeInterval(3600))
    }

    fileprivate static var outForDelivery: DeliveryActivityAttributes.ContentState {
        DeliveryActivityAttributes.ContentState(status: .outForDelivery, expectedArrival: .now.addingTimeInterval(600))
    }
}

#Preview("Notification", as: .content, using: DeliveryActivityAttributes.preview) {
    DeliveryActivityLiveActivity()
} contentStates: {
    DeliveryActivityAttributes.ContentState.shipped
    DeliveryActivityAttributes.ContentState.outForDelivery
}

#Preview("Compact", as: .dynamicIsland(.compact), using: DeliveryActivityAttributes.preview) {
    DeliveryActivityLiveActivity()
} contentStates: {
    DeliveryActivityAttributes.ContentState.outForDelivery
}
