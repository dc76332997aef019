import WidgetSDK

/// The counter widget: the Toggle view when small, the buttons view when medium.
struct MyWidget: Widget {
    let kind: String = "MyWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            MyWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("My Calculate Widget")
        .description("Tap the buttons or the toggle to change the number.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// Picks the seed's view for the family being rendered.
struct MyWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: Provider.Entry

    var body: some View {
        switch family {
        case .systemSmall:
            MyWidgetSmallEntryView(entry: entry)
        default:
            MyWidgetMiddleEntryView(entry: entry)
        }
    }
}

/// The plugin's widgets.
struct CounterWidgets: WidgetBundle {
    var body: some Widget {
        MyWidget()
    }
}
