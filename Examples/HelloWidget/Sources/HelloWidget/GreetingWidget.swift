import WidgetSDK

/// The widget: configured by ``ConfigureGreeting``, fed by ``GreetingProvider``, drawn by ``GreetingView``.
struct GreetingWidget: Widget {
    let kind: String = "Greeting"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigureGreeting.self, provider: GreetingProvider()) { entry in
            GreetingView(entry: entry)
        }
        .configurationDisplayName("Hello")
        .description("Greets someone and counts the waves back.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    GreetingWidget()
} timeline: {
    GreetingEntry(date: .now, name: "World", waves: 0)
    GreetingEntry(date: .now.addingTimeInterval(3600), name: "World", waves: 1)
}
