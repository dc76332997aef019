import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// API that iOS 17 widget code uses and that a probe of unseen widget code found missing: each is
/// drawn (or recorded) as the SDK documents it.
struct IOS17APITests {
    struct StartTimerIntent: LiveActivityIntent {
        static let title: LocalizedStringResource = "Start"
        static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
        func perform() async throws -> some IntentResult { .result() }
    }

    struct PlayIntent: AudioPlaybackIntent {
        static let title: LocalizedStringResource = "Play"
        func perform() async throws -> some IntentResult { .result() }
    }

    enum ChoreError: Error, CustomLocalizedStringResourceConvertible {
        case gone
        var localizedStringResource: LocalizedStringResource { "That chore is gone" }
    }

    struct ChoreEntity: Hashable {
        let id: Int
        @Property(title: "Title") var title: String
        @Property(title: "Note") var note: String?
        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    @Test func contentUnavailableViewShowsItsSymbolTitleAndDescription() {
        let node = serialize(ContentUnavailableView("No chores", systemImage: "checkmark.seal", description: Text("All done")))
        #expect(ViewText.plainText(of: node) == "No chores All done")
        var symbols: [String] = []
        node.forEach { _, node in if case .image(let image) = node, let name = image.systemName { symbols.append(name) } }
        #expect(symbols == ["checkmark.seal"])
        let custom = serialize(
            ContentUnavailableView {
                Label("Empty", systemImage: "tray")
            } description: {
                Text("Add one")
            } actions: {
                Text("Open")
            })
        #expect(ViewText.plainText(of: custom) == "Empty Add one Open")
    }

    @Test func timerProgressViewsCarryTheirSpanAndATimerLabel() {
        let start = Date(timeIntervalSince1970: 1_000)
        let node = serialize(ProgressView(timerInterval: start...start.addingTimeInterval(60), countsDown: false))
        guard case .progress(let progress) = node else { Issue.record("not a progress node: \(node)"); return }
        #expect(progress.timer == ProgressTimer(start: 1_000, end: 1_060, countsDown: false))
        #expect(progress.fraction == 1)  // long past: a bar that fills is full
        guard case .text(let label)? = progress.currentValueLabel else { Issue.record("no timer label"); return }
        #expect(label.runs.first?.content == .timer(start: 1_000, end: 1_060, countsDown: false))
        let labelled = serialize(ProgressView(timerInterval: start...start.addingTimeInterval(60)) { Text("Tea") })
        guard case .progress(let tea) = labelled else { Issue.record("not a progress node"); return }
        #expect(tea.label == text("Tea") && tea.fraction == 0 && tea.timer?.countsDown == true)
    }

    @Test func symbolsInsideTextAreSymbolRuns() {
        guard case .text(let joined) = serialize(Text(Image(systemName: "drop.fill")) + Text(" 3 of 5")) else {
            Issue.record("not a text")
            return
        }
        #expect(joined.runs.map(\.content) == [.symbol("drop.fill"), .string(" 3 of 5")])
        guard case .text(let interpolated) = serialize(Text("\(Image(systemName: "calendar")) Standup")) else {
            Issue.record("not a text")
            return
        }
        #expect(interpolated.runs.map(\.content) == [.symbol("calendar"), .string(" Standup")])
        #expect(ViewText.plainText(of: .text(interpolated)) == " Standup")
    }

    @Test func hiddenKeepsTheViewInvisible() {
        let (modifiers, content) = unwrap(serialize(Text("x").hidden()))
        #expect(modifiers == [.opacity(0)])
        #expect(content == text("x"))
    }

    @Test func monospacedTextUsesTheMonospacedDesign() throws {
        guard case .text(let node) = serialize(Text("12:05").monospaced()) else { Issue.record("not a text"); return }
        #expect(node.runs.first?.textStyle?.design == "monospaced")
        #expect(serialize(Text("12:05").monospaced(false)) == text("12:05"))
        let (modifiers, _) = unwrap(serialize(VStack { Text("a") }.monospaced()))
        #expect(modifiers == [.textStyle(TextStyleSpec(design: "monospaced"))])
    }

    @Test func acceptedModifiersChangeNothingDrawn() {
        let plain = serialize(Image(systemName: "star"))
        #expect(serialize(Image(systemName: "star").symbolEffect(.bounce.up, value: 3)) == plain)
        #expect(serialize(Image(systemName: "star").symbolEffect(.pulse, options: .repeating, isActive: true)) == plain)
        #expect(serialize(Image(systemName: "star").onAppear {}.task {}.onChange(of: 1) {}) == plain)
        #expect(serialize(Text("a").fontWidth(.condensed)) == text("a"))
    }

    @Test func unevenRoundedRectangleRoundsEachCornerByItsRadius() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10)
        let box = shape.path(in: rect).boundingRect
        #expect(abs(box.minX) < 0.01 && abs(box.minY) < 0.01 && abs(box.maxX - 100) < 0.01 && abs(box.maxY - 60) < 0.01)
        let elements = shape.path(in: rect).elements
        #expect(elements.first == .move(to: PathPoint(x: 20, y: 0)))
        // The corners without a radius stay square: lines to the corner itself.
        #expect(elements.contains(.line(to: PathPoint(x: 100, y: 0))))
        #expect(elements.contains(.line(to: PathPoint(x: 0, y: 60))))
        #expect(!elements.contains(.line(to: PathPoint(x: 100, y: 60))))
    }

    @Test func insetShapesDrawInsideTheirEdge() {
        let box = Circle().inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
        #expect(abs(box.minX - 10) < 0.5 && abs(box.maxX - 90) < 0.5)
        let twice = RoundedRectangle(cornerRadius: 8).inset(by: 4).inset(by: 4).path(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(abs(twice.boundingRect.minY - 8) < 0.5)
    }

    @Test func intentKindsAndPoliciesAreAppIntents() {
        #expect(StartTimerIntent.authenticationPolicy == .requiresAuthentication)
        #expect(PlayIntent.authenticationPolicy == .alwaysAllowed)
        let node = serialize(Button(intent: StartTimerIntent()) { Text("Go") })
        #expect(node.invocations.map(\.intent) == ["IOS17APITests.StartTimerIntent"])
    }

    @Test func errorsWithAResourceReportItsText() {
        #expect(describeError(ChoreError.gone) == "That chore is gone")
        let parameter = IntentParameter<Int>(title: "Chore")
        #expect(parameter.needsValueError("Which chore?").description == "parameter 'Chore' needs a value: Which chore?")
        #expect(describeError(parameter.needsValueError()) == "parameter 'Chore' needs a value")
    }

    @Test func entityPropertiesReadAsStoredProperties() {
        let chore = ChoreEntity(id: 1, title: "Dishes")
        #expect(chore.title == "Dishes" && chore.note == nil && chore.$title.title.defaultValue == "Title")
        chore.note = "after dinner"
        #expect(chore.note == "after dinner")
        #expect(chore == ChoreEntity(id: 1, title: "Dishes").withNote("after dinner"))
        #expect(chore != ChoreEntity(id: 1, title: "Laundry").withNote("after dinner"))
    }

    @Test func placeholdersAndSizeCategoriesMirrorFoundationAndSwiftUI() {
        let type = TypeDisplayRepresentation(name: "Trip", numericFormat: "\(placeholder: .int) trips")
        #expect(type.numericFormat?.defaultValue == "%lld trips")
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xxLarge
        #expect(environment.sizeCategory == .extraExtraLarge)
        environment.sizeCategory = .accessibilityMedium
        #expect(environment.dynamicTypeSize == .accessibility1 && environment.sizeCategory.isAccessibilityCategory)
    }
}

extension IOS17APITests.ChoreEntity {
    func withNote(_ note: String) -> Self {
        let copy = IOS17APITests.ChoreEntity(id: id, title: title)
        copy.$note.wrappedValue = note
        return copy
    }
}

/// `.position` and `.zIndex` cross the wire as the modifiers the host lays out.
struct PositionAndZIndexTests {
    @Test func positionAndZIndexAreWireModifiers() {
        #expect(serialize(Text("a").position(x: 20, y: 10)) == text("a").modified(.position(x: 20, y: 10)))
        #expect(serialize(Text("a").position(CGPoint(x: 1, y: 2))) == text("a").modified(.position(x: 1, y: 2)))
        #expect(serialize(Text("a").zIndex(3)) == text("a").modified(.zIndex(3)))
    }

    struct SchemeView: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
    }

    @Test func aColorSchemeOverrideIsReadInsideAndDrawnByTheHost() {
        #expect(serialize(SchemeView().environment(\.colorScheme, .dark)) == text("dark").modified(.colorScheme("dark")))
        #expect(serialize(SchemeView().colorScheme(.light)) == text("light").modified(.colorScheme("light")))
        #expect(serialize(SchemeView()) == text("light"))
    }
}
