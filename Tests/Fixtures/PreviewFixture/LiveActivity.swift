import WidgetSDK

/// A Live Activity's attributes, as Xcode's template writes them.
struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }

    var orderNumber: String
}

extension DeliveryAttributes {
    static var preview: DeliveryAttributes { DeliveryAttributes(orderNumber: "42") }
}

/// Stands in for the activity's widget until ActivityKit's `ActivityConfiguration` is there.
struct DeliveryActivityWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PreviewDelivery", provider: CountProvider()) { entry in
            CountView(count: entry.count)
        }
    }
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState(minutesLeft: 10)
    DeliveryAttributes.ContentState(minutesLeft: 2)
}
