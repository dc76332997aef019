import WidgetSDK

/// The widget's settings: who to greet.
struct ConfigureGreeting: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Greeting"
    static let description = IntentDescription("Who the widget greets.")

    @Parameter(title: "Name", default: "World")
    var name: String

    init() {}
}
