import Foundation
import Testing
import WidgetKit

/// The Darwin notifications a widget posts to tell its app that shared data changed (Core Foundation's
/// `CFNotificationCenter`): they build as published, and reach the observers in the plugin's own process.
struct DarwinNotificationTests {
    /// What an observer callback (a closure that captures nothing, as Core Foundation needs) records through its observer pointer.
    final class Received: @unchecked Sendable {
        var names: [String] = []
    }

    @Test func aPostReachesTheObserversOfItsNameInTheProcess() {
        let received = Received()
        let observer = UnsafeRawPointer(Unmanaged.passUnretained(received).toOpaque())
        let center = CFNotificationCenterGetDarwinNotifyCenter()
        CFNotificationCenterAddObserver(
            center, observer,
            { _, observer, name, object, userInfo in
                guard let observer, let name else { return }
                let received = Unmanaged<Received>.fromOpaque(observer).takeUnretainedValue()
                received.names.append((name.rawValue as String) + (object == nil && userInfo == nil ? "" : " with a payload"))
            }, "com.example.widgetDataChanged" as CFString, nil, .deliverImmediately)

        // As published (JonnyWalker81/trendy's WidgetDataManager.notifyMainAppOfChange).
        let notificationName = "com.example.widgetDataChanged" as CFString
        CFNotificationCenterPostNotification(
            CFNotificationCenterGetDarwinNotifyCenter(),
            CFNotificationName(notificationName),
            nil, nil, true)
        CFNotificationCenterPostNotification(center, CFNotificationName("com.example.other" as CFString), nil, nil, true)
        #expect(received.names == ["com.example.widgetDataChanged"])

        CFNotificationCenterRemoveEveryObserver(center, observer)
        CFNotificationCenterPostNotification(center, CFNotificationName(notificationName), nil, nil, true)
        #expect(received.names.count == 1)
    }
}
