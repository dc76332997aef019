import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// Every tree the DSL produces is valid wire JSON: it encodes and decodes back unchanged.
struct WireRoundTripTests {
    struct ToggleIntent: AppIntent {
        static let title: LocalizedStringResource = "Toggle"
        @Parameter(title: "id") var id: String
        init() {}
        init(id: String) { self.id = id }
        func perform() async throws -> some IntentResult { .result() }
    }

    struct KitchenSink: View {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                (Text("Due ").bold() + Text(date, style: .relative).foregroundStyle(.red.gradient))
                    .font(.system(size: 13, weight: .semibold, design: .rounded).italic())
                    .lineLimit(2)
                    .minimumScaleFactor(0.5)
                Text(timerInterval: date...date.addingTimeInterval(60), countsDown: true).monospacedDigit()
                HStack(alignment: .top) {
                    Image(systemName: "drop").symbolVariant(.fill).foregroundStyle(.blue)
                    Label("Water", systemImage: "cup.and.saucer")
                    Spacer(minLength: 2)
                    Divider()
                }
                ZStack(alignment: .bottomTrailing) {
                    RoundedRectangle(cornerRadius: 8).fill(.fill.secondary).stroke(.separator, lineWidth: 1)
                    Circle().stroke(AngularGradient(colors: [.green, .mint], center: .center), lineWidth: 3)
                    Capsule().fill(.ultraThinMaterial)
                }
                .frame(minWidth: 10, maxWidth: .infinity, minHeight: 20, alignment: .topLeading)
                .aspectRatio(2, contentMode: .fit)
                LazyVGrid(columns: [GridItem(.fixed(20)), GridItem(.adaptive(minimum: 30))]) {
                    ForEach(0..<3) { Text("\($0)") }
                }
                Toggle("Done", isOn: true, intent: ToggleIntent(id: "a")).toggleStyle(.switch).tint(.orange)
                Button(intent: ToggleIntent(id: "b")) { Text("Go") }.buttonStyle(.bordered)
                Link("Open", destination: URL(string: "app://open")!)
                ProgressView(value: 0.3) { Text("Sync") }
                Gauge(value: 3, in: 0...10) { Text("G") }
            }
            .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
            .background(.blue.opacity(0.2), in: ContainerRelativeShape())
            .overlay(alignment: .topTrailing) { Color.red.frame(width: 4, height: 4) }
            .border(.gray, width: 1)
            .shadow(color: .black.opacity(0.2), radius: 2, y: 1)
            .clipShape(.rect(cornerRadius: 6))
            .offset(x: 1)
            .opacity(0.9)
            .layoutPriority(1)
            .fixedSize(horizontal: false, vertical: true)
            .textCase(.uppercase)
            .multilineTextAlignment(.center)
            .invalidatableContent()
            .widgetURL(URL(string: "app://widget"))
            .redacted(reason: .placeholder)
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }

    @Test func aKitchenSinkViewRoundTripsThroughTheWire() throws {
        let node = serialize(KitchenSink())
        let decoded = try WireCoding.decode(ViewNode.self, from: WireCoding.encode(node))
        #expect(decoded == node)
    }

    @Test func theSeedViewsRoundTripThroughTheWire() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let nodes = [
            serialize(Seed000Views.AppIntentsView(entry: Seed000Views.AppIntentsEntry(date: date, editMessage: "x"))),
            serialize(Seed000Views.widgetEntryView(entry: Seed000Views.AppIntentsEntry(date: date))),
            serialize(
                Seed001Views.TaskWidgetEntryView(
                    entry: Seed001Views.TaskEntry(date: date, task: Seed001Views.TaskItem(title: "t", content: "c")))),
            serialize(Seed003Views.Toggles.MyWidgetMiddleEntryView(entry: Seed003Views.Entry(date: date))),
        ]
        for node in nodes {
            #expect(try WireCoding.decode(ViewNode.self, from: WireCoding.encode(node)) == node)
        }
    }
}
