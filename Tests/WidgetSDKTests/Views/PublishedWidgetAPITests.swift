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

    /// `Button(action:)` and `Toggle(isOn: $binding)` (app code, in views shared with an app) build and
    /// are drawn in their style and state, and cannot be tapped: on iOS a tap on them opens the app.
    @Test func appActionButtonsAndBoundTogglesAreDrawnAndNotTappable() {
        var refreshed = false
        let button = serialize(Button("Refresh") { refreshed = true }.buttonStyle(.borderedProminent))
        guard case .modified(.button(let node), .allowsHitTesting(false)) = button else {
            Issue.record("not an inert button: \(button)")
            return
        }
        #expect(node.style == "borderedProminent" && ViewText.plainText(of: node.label) == "Refresh")
        #expect(ControlIdentifiers.controls(in: button).isEmpty)
        #expect(!refreshed)
        let symbolButton = serialize(Button("Add", systemImage: "plus") {})
        #expect(ViewText.plainText(of: symbolButton) == "Add" && ControlIdentifiers.controls(in: symbolButton).isEmpty)
        let labelled = serialize(
            Button(role: .destructive) {
            } label: {
                Text("Delete")
            })
        #expect(ControlIdentifiers.controls(in: labelled).isEmpty && ViewText.plainText(of: labelled) == "Delete")
        var alarm = true
        let binding = Binding(get: { alarm }, set: { alarm = $0 })
        for toggle in [serialize(Toggle("Alarm", isOn: binding)), serialize(Toggle(isOn: .constant(true)) { Text("Alarm") })] {
            guard case .modified(.toggle(let node), .allowsHitTesting(false)) = toggle else {
                Issue.record("not an inert toggle: \(toggle)")
                continue
            }
            #expect(node.isOn && ViewText.plainText(of: node.label) == "Alarm")
            #expect(ControlIdentifiers.controls(in: toggle).isEmpty)
        }
        let tappable = serialize(
            HStack {
                Button("Go", intent: NewNoteIntent()); Button("Later") {}
            })
        #expect(ControlIdentifiers.controls(in: tappable).count == 1)
    }

    /// What view code shared with an app reaches of UIKit: an iPhone's screen and idiom, UIKit fonts
    /// as SwiftUI fonts, asset colors by name (the fallback color, as `Color(name)`, never `nil`).
    @Test func sharedViewCodeFindsTheUIKitItMeasuresWith() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852) && UIScreen.main.scale == 3)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.batteryLevel == -1)
        #expect(Font(UIFont.systemFont(ofSize: 12, weight: .bold)) == .system(size: 12, weight: .bold))
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .system(.headline))
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(Font(UIFont(name: "Avenir-Heavy", size: 20)!) == .custom("Avenir-Heavy", size: 20))
        #expect(UIColor(named: "Brand").map { Color(uiColor: $0) } == Color("Brand"))
        #expect(serialize(Text("x").frame(width: UIScreen.main.bounds.width / 2)) == serialize(Text("x").frame(width: 196.5)))
    }

    /// `LabeledContent` is a row of its label and its value; color effects build and are not drawn.
    @Test func labeledContentIsARowAndColorEffectsBuild() {
        #expect(ViewText.plainText(of: serialize(LabeledContent("Steps", value: "8,412"))) == "Steps 8,412")
        #expect(ViewText.plainText(of: serialize(LabeledContent("Next") { Text("9:41") })) == "Next 9:41")
        let plain = serialize(Image(systemName: "star"))
        #expect(serialize(Image(systemName: "star").luminanceToAlpha().colorInvert().hueRotation(.degrees(30))) == plain)
    }

    struct SelectServerIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
        static let intentClassName = "ServerSelectIntent"
        static let title: LocalizedStringResource = "Select Server"
        @Parameter(title: "Server") var server: String?
    }

    struct FlipCard: View {
        @ScaledMetric(relativeTo: .title) var size: CGFloat = 24
        var body: some View { Text("7").font(.system(size: size)).rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0)) }
    }

    /// SwiftUI that iOS 15–17 widget views use: each builds, drawn as the SDK documents it.
    @Test func timelineViewsScaledMetricsEllipticalGradientsAndMigratedIntentsBuild() {
        let clock = serialize(TimelineView(.everyMinute) { context in Text(context.date, style: .time) })
        guard case .text(let text) = clock, case .date(let seconds, .time) = text.runs.first?.content else {
            Issue.record("not a time text: \(clock)")
            return
        }
        #expect(abs(seconds - WidgetClock.now.timeIntervalSince1970) < 5)
        #expect(serialize(TimelineView(.periodic(from: .now, by: 1)) { _ in Text("tick") }) == serialize(Text("tick")))
        #expect(serialize(TimelineView(.animation()) { _ in Text("tick") }) == serialize(Text("tick")))
        #expect(serialize(TimelineView(.animation(minimumInterval: 1)) { _ in Text("tick") }) == serialize(Text("tick")))
        #expect(serialize(FlipCard()) == serialize(Text("7").font(.system(size: 24))))
        let elliptical = serialize(Rectangle().fill(EllipticalGradient(colors: [.yellow, .orange])))
        #expect(
            elliptical
                == serialize(Rectangle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 1))))
        #expect(SelectServerIntent.intentClassName == "ServerSelectIntent")
        #expect(serialize(Text("x").preferredColorScheme(.dark)) == serialize(Text("x")))
        #expect(UIImage().size == .zero)
    }

    /// Apple's HTML importer, as widget code uses it for a short formatted snippet: the text, tags dropped.
    @Test func htmlDocumentsReadAsTheirText() throws {
        let html = "<h3 style=\"color: red\">Hello &amp; welcome</h3><p>Line<br/>two &#x1F600;</p><style>p { }</style>"
        let options: [NSAttributedString.DocumentReadingOptionKey: Any] = [
            .documentType: NSAttributedString.DocumentType.html, .characterEncoding: String.Encoding.utf8.rawValue,
        ]
        #expect(
            try NSAttributedString(data: Data(html.utf8), options: options, documentAttributes: nil).string
                == "Hello & welcome\nLine\ntwo 😀")
        #expect(try NSAttributedString(data: Data("a <b>".utf8), options: [:], documentAttributes: nil).string == "a <b>")
        #expect(String(AttributedString(NSAttributedString(string: "snippet")).characters) == "snippet")
    }

    struct PlusIntent: AppIntent {
        static let title: LocalizedStringResource = "Plus"
        func perform() async throws -> some IntentResult & ReturnsValue { .result() }
    }

    /// A `ReturnsValue` result with no value (a common tutorial signature) builds, and carries nothing.
    @Test func aValueResultWithoutAValueBuildsAndCarriesNothing() async throws {
        let result = try await PlusIntent().perform()
        #expect(IntentResultReading(type(of: result)).readsContents == false)
    }

    private func habitName(_ name: String.LocalizationValue) -> String { String(localized: name) }

    /// Localization API widget code passes keys through: `String.LocalizationValue`, a resource's
    /// `bundle:`, and the container directories of iOS 16 (in the plugin's data directory).
    @Test func localizationValuesResourceBundlesAndContainerDirectories() throws {
        #expect(habitName("Drink Water") == "Drink Water")
        #expect(String(localized: "Hi") == "Hi" && String(localized: "k", defaultValue: "Task \(3)") == "Task 3")
        let resource = LocalizedStringResource("k", defaultValue: "Task Status", table: "Localizable", bundle: .main)
        #expect(String(localized: resource) == "Task Status")
        let documents = URL.documentsDirectory
        #expect(documents.lastPathComponent == "Documents" && FileManager.default.fileExists(atPath: documents.path))
        #expect(URL.cachesDirectory.path.hasSuffix("Library/Caches"))
    }

    /// A file that imports Core Data and uses none of it (this one) builds; Foundation comes with it.
    @Test func importingCoreDataBringsFoundation() {
        #expect(Date(timeIntervalSince1970: 0).timeIntervalSince1970 == 0)
    }
}
