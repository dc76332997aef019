import WidgetSDK

extension View {
    /// The seed's `.widgetBackground(_:)` helper, which the article uses but never shows:
    /// the usual iOS 17 shim that sets the widget's container background.
    func widgetBackground(_ backgroundView: some View) -> some View {
        containerBackground(for: .widget) {
            backgroundView
        }
    }
}
