import CoreData
import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// API that widget extensions published on GitHub use and that did not build: each builds and draws
/// what its SwiftUI counterpart shows.
struct PublishedWidgetAPITests {
    struct NewNoteIntent: AppIntent {
        static let title: LocalizedStringResource = "Nueva nota"
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func labelsButtonsAndTogglesTakeAnIntentsTitleResource() {
        let title = NewNoteIntent.title
        #expect(
            serialize(Label(title, systemImage: "square.and.pencil")) == serialize(Label("Nueva nota", systemImage: "square.and.pencil")))
        #expect(serialize(Label(title, image: "note")) == serialize(Label("Nueva nota", image: "note")))
        #expect(serialize(Button(title, intent: NewNoteIntent())) == serialize(Button("Nueva nota", intent: NewNoteIntent())))
        #expect(
            serialize(Button(title, systemImage: "plus", intent: NewNoteIntent()))
                == serialize(Button("Nueva nota", systemImage: "plus", intent: NewNoteIntent())))
        #expect(
            serialize(Toggle(title, isOn: true, intent: NewNoteIntent()))
                == serialize(Toggle("Nueva nota", isOn: true, intent: NewNoteIntent())))
        #expect(
            serialize(Toggle(title, systemImage: "star", isOn: false, intent: NewNoteIntent()))
                == serialize(Toggle("Nueva nota", systemImage: "star", isOn: false, intent: NewNoteIntent())))
        #expect(ViewText.plainText(of: serialize(Label(title, systemImage: "square.and.pencil"))) == "Nueva nota")
    }

    /// A file that imports Core Data and uses none of it (this one) builds; Foundation comes with it.
    @Test func importingCoreDataBringsFoundation() {
        #expect(Date(timeIntervalSince1970: 0).timeIntervalSince1970 == 0)
    }
}
