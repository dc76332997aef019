// swift-format-ignore-file
// From seed 000_be98c9fb0477925d, changed only as WidgetSDK's PortingFromiOS article lists.
import SwiftUI
import AppIntents
struct widgetEntryView : View {
    var entry: Provider.Entry
    var body: some View {
        VStack(spacing: 10) {
            if #available(iOS 17.0, *) {
                Text("toggle|button点击闪烁")
                    .invalidatableContent()
                
                HStack(spacing: 20) {
                    Toggle("", isOn: false, intent: TestIntent())
                        .toggleStyle(TestToggleStyle())
                    
                    Button("", intent: TestIntent())
                        .buttonStyle(TestButtonStyle())
                    
                    Button(intent: TestIntent()) {
                        Image(systemName: "magnifyingglass")
                    }
                    .buttonStyle(.borderless)
                }
            }
        }
    }
}
struct TestToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        if configuration.isOn {
            Image(systemName: "house")
        }else {
            Image(systemName: "house.fill")
        }
    }
}
struct TestButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        if configuration.isPressed {
            Image(systemName: "person")
        }else {
            Image(systemName: "person.fill")
        }
    }
}
