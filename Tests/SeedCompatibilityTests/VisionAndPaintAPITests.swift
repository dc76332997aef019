import Foundation
import Testing

/// API that published widget code met missing (a round of scouting): an image paint as a fill,
/// an `Angle`'s animatable data in a custom layout, and visionOS's widget modifiers. Each form is
/// the published code's, type-checked as a plugin's file.
@Suite struct VisionAndPaintAPITests {
    @Test func publishedFormsTypeCheck() throws {
        let checker = try SwiftTypeChecker()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vision-paint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Use.swift")
        try """
        import SwiftUI
        import WidgetKit

        struct Noise: View {
            var body: some View {
                ZStack {
                    Rectangle().fill(ImagePaint(image: Image(systemName: "circle.grid.3x3.fill"), scale: 8))
                    Circle().fill(.image(Image(systemName: "star"), scale: 0.5))
                }
            }
        }

        struct Ring: Shape {
            var angleOffset: Angle = .zero
            var animatableData: Angle.AnimatableData {
                get { angleOffset.animatableData }
                set { angleOffset.animatableData = newValue }
            }
            func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
        }

        struct Entry: TimelineEntry { let date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [Entry(date: Date())], policy: .never))
            }
        }
        struct DetailView: View {
            @Environment(\\.levelOfDetail) var levelOfDetail: LevelOfDetail
            var body: some View {
                Text(levelOfDetail == .simplified ? "s" : "d").font(.extraLargeTitle2).offset(z: 5)
            }
        }
        struct PosterWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Poster", provider: Provider()) { _ in DetailView() }
                    .supportedMountingStyles([.elevated, .recessed])
                    .widgetTexture(.paper)
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try checker.typecheck([file], moduleName: "VisionPaint")
        #expect(outcome.status == 0 && outcome.errors.isEmpty, "\(outcome.output)")
    }
}
