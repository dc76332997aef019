import Foundation
import Testing

/// `#Preview` and `@Model` as the compiler sees them in a plugin's code: mistakes are ordinary
/// compile errors at the line that has them, in the Swift 5 and the Swift 6 language modes.
@Suite struct MacroUseTests {
    private func typecheck(_ code: String, swiftVersion: String = "5") throws -> SwiftTypeChecker.Outcome {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("macro-use-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Use.swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        return try SwiftTypeChecker().typecheck([file], moduleName: "MacroUse", swiftVersion: swiftVersion)
    }

    private let widget = """
        import SwiftUI
        import WidgetKit

        struct Entry: TimelineEntry { let date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [Entry(date: .now)], policy: .never))
            }
        }
        struct MyWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "W", provider: Provider()) { _ in Text("w") }
            }
        }

        """

    @Test(arguments: ["5", "6"])
    func previewsAndModelsTypeCheckInBothLanguageModes(swiftVersion: String) throws {
        let outcome = try typecheck(
            widget + """
                import SwiftData

                @Model final class Item {
                    var name: String
                    init(name: String) { self.name = name }
                }

                #Preview("View") { Text("x") }
                @available(iOS 17, *)
                #Preview("Stateful") {
                    @Previewable @State var isOn = true
                    Text(isOn ? "on" : "off")
                }
                #Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(date: .now) }
                #Preview(as: .systemSmall) { MyWidget() } timelineProvider: { Provider() }

                struct MyWidget_Previews: PreviewProvider {
                    static var previews: some View {
                        Text("w")
                            .previewContext(WidgetPreviewContext(family: .systemSmall))
                            .previewDisplayName("Small")
                            .previewLayout(.sizeThatFits)
                    }
                }
                """, swiftVersion: swiftVersion)
        #expect(outcome.status == 0 && outcome.errors.isEmpty, "\(outcome.output)")
    }

    @Test func animatableShapesAndViewsTypeCheck() throws {
        let outcome = try typecheck(
            """
            import SwiftUI

            @Animatable
            struct Sector: Shape {
                var progress: Double
                @AnimatableIgnored var clockwise: Bool
                func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
            }

            @Animatable
            struct Gauge: View {
                var level: Double
                var body: some View { Text("\\(level)") }
            }

            func uses(_ value: some Animatable) {}
            func check() {
                uses(Gauge(level: 1))
                uses(Sector(progress: 0.5, clockwise: true))
            }
            """)
        #expect(outcome.status == 0 && outcome.errors.isEmpty, "\(outcome.output)")
    }

    @Test func aPreviewOfSomethingThatIsNotAViewIsAnErrorAtItsLine() throws {
        let outcome = try typecheck(widget + "\n#Preview {\n    42\n}\n")
        #expect(outcome.status != 0)
        #expect(
            outcome.errors.contains { $0.contains("Use.swift:19:5: error:") && $0.contains("'Int' conform to 'View'") }, "\(outcome.output)"
        )
    }

    @Test func entriesOfTheWrongTypeAreAnErrorAtThePreview() throws {
        let outcome = try typecheck(widget + "\n#Preview(as: .systemSmall) {\n    MyWidget()\n} timeline: {\n    \"not an entry\"\n}\n")
        #expect(outcome.status != 0)
        #expect(
            outcome.errors.contains {
                $0.contains(
                    "Use.swift:18:1: error: macro 'Preview(_:as:widget:timeline:)' requires that 'String' conform to 'TimelineEntry'")
            }, "\(outcome.output)")
    }

    @Test func aModelOnAStructIsAnErrorAtTheStruct() throws {
        let outcome = try typecheck("import SwiftData\n\n@Model\nstruct Point {\n    var x = 0\n}\n")
        #expect(outcome.status != 0)
        #expect(
            outcome.errors.contains { $0.contains("Use.swift:4:1: error: @Model applies to classes; 'Point' is a struct") },
            "\(outcome.output)")
    }

    @Test func aModelWithoutAnInitializerIsAnErrorAsInSwiftData() throws {
        let outcome = try typecheck("import SwiftData\n\n@Model\nfinal class Empty {\n    var x = 0\n}\n")
        #expect(outcome.errors.contains { $0.contains("@Model requires an initializer be provided for 'Empty'") }, "\(outcome.output)")
    }
}
