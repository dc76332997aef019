import SwiftUI
import UIKit
import WidgetKit

struct ColorsEntry: TimelineEntry {
    let date: Date
}

struct ColorsProvider: TimelineProvider {
    func placeholder(in context: Context) -> ColorsEntry { ColorsEntry(date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (ColorsEntry) -> Void) {
        completion(ColorsEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ColorsEntry>) -> Void) {
        completion(Timeline(entries: [ColorsEntry(date: Date())], policy: .never))
    }
}

/// UIKit's semantic colors, as SwiftUI code reaches them.
struct ColorsView: View {
    var body: some View {
        VStack {
            Text("label").foregroundStyle(Color(uiColor: .label))
            // Interpolated keys, looked up as "%lld cups", "Hello, %@!" and "%lld days left".
            Text("\(1) cups \(3) cups")
            Text("\(3) cups")
            Text("\(1) cups")
            Text("Hello, \("Ada")!")
            Text("\(2) days left")
            Text(verbatim: String(localized: "\(1) cups"))
            Rectangle().fill(Color(.systemGray3))
            Rectangle().fill(Color(UIColor.secondaryLabel))
            Rectangle().fill(Color(UIColor { $0.userInterfaceStyle == .dark ? .systemTeal : .systemPink }))
        }
        .containerBackground(Color(.systemGray6), for: .widget)
    }
}

struct ColorsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Colors", provider: ColorsProvider()) { _ in ColorsView() }
            .configurationDisplayName("Colors")
            .supportedFamilies([.systemSmall])
    }
}
