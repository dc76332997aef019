import Combine
import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// What app views a widget shares declare and read, met in published widget code: a namespace and
/// matched geometry, `.onReceive` of a timer or a notification, the scene phase and the open-URL and
/// dismiss actions. They build; a widget's views are drawn once, so they change nothing drawn and
/// their actions never run.
struct AppOnlyViewAPITests {
    struct Clock: View {
        @Namespace var animation
        @Environment(\.scenePhase) var phase
        @Environment(\.openURL) var openURL
        @Environment(\.dismiss) var dismiss
        @State var ticks = 0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

        var body: some View {
            VStack {
                Text(phase == .active ? "active" : "inactive").matchedGeometryEffect(id: "title", in: animation)
                Text("ticks \(ticks)")
            }
            .onReceive(timer) { _ in ticks += 1 }
            .onReceive(NotificationCenter.default.publisher(for: .NSCalendarDayChanged)) { _ in dismiss() }
        }
    }

    @Test func theyBuildAndChangeNothingDrawn() {
        #expect(ViewText.plainText(of: serialize(Clock())) == "active ticks 0")
        var received = 0
        let subscription = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { _ in received += 1 }
        NotificationCenter.default.post(name: .NSCalendarDayChanged, object: nil)
        subscription.cancel()
        #expect(received == 0)
        var completed: Bool?
        Clock().openURL(URL(string: "https://example.com")!) { completed = $0 }
        #expect(completed == false)
    }
}
