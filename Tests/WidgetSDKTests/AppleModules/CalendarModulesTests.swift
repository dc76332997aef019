import EventKit
import Foundation
import OSLog
import Testing
import WidgetWire

@testable import WidgetSDK

/// `import EventKit`, `import CoreGraphics` (CoreGraphicsImport.swift) and `import OSLog` build, as calendar widgets write them:
/// the store is denied, so widget code takes its no-access branch, and calendar colors are Core Graphics colors.
struct CalendarModulesTests {
    @Test func theEventStoreIsDeniedAndEmpty() async throws {
        let store = EKEventStore()
        #expect(EKEventStore.authorizationStatus(for: .event) == .denied)
        #expect(EKEventStore.authorizationStatus(for: .reminder) != .fullAccess)
        #expect(try await store.requestFullAccessToEvents() == false)
        #expect(store.calendars(for: .event).isEmpty && store.defaultCalendarForNewEvents == nil)
        let predicate = store.predicateForEvents(withStart: .now, end: .now.addingTimeInterval(86_400), calendars: nil)
        #expect(store.events(matching: predicate).isEmpty)
        let event = EKEvent(eventStore: store)
        event.title = "Standup"
        event.startDate = .now
        event.endDate = .now.addingTimeInterval(900)
        #expect(throws: EKError.self) { try store.save(event, span: .thisEvent) }
        let granted = await withCheckedContinuation { continuation in
            store.requestAccess(to: .event) { granted, _ in continuation.resume(returning: granted) }
        }
        #expect(!granted)
    }

    @Test func coreGraphicsColorsBecomeSwiftUIColors() {
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(Color(cgColor: orange).node == .rgba(red: 1, green: 0.5, blue: 0, opacity: 1))
        #expect(Color(cgColor: CGColor(gray: 0.5, alpha: 0.25)).node == .rgba(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.25))
        #expect(UIColor(cgColor: orange) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(Color(red: 1, green: 0.5, blue: 0).cgColor == orange)
        #expect(Color.red.cgColor == nil)  // a system color depends on the appearance, as on iOS
        #expect(orange.copy(alpha: 0.5)?.alpha == 0.5 && orange.numberOfComponents == 4)
        #expect(CoreGraphicsImport.colorBar(width: 4).height == 28)
    }

    @Test func oslogIsTheOSModulesLogger() {
        let logger = Logger(subsystem: "com.example.agenda", category: "EventKit")
        logger.debug("Found \(3) events")
        let log = OSLog(subsystem: "com.example.agenda", category: "Timeline")
        #expect(log.category == "Timeline" && log.isEnabled(type: .info) && !OSLog.disabled.isEnabled(type: .error))
    }
}
