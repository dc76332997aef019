import SwiftUI
import WidgetKit

// Previews that read and write the App Group defaults, as the plugin's handlers do.

#Preview("Stored count") {
    StoredCountView()
}

#Preview("Visits") {
    let defaults = UserDefaults(suiteName: "group.dev.widgethost.appstate")!
    defaults.set(defaults.integer(forKey: "previewVisits") + 1, forKey: "previewVisits")
    return Text("visits \(defaults.integer(forKey: "previewVisits"))")
}

/// Reads the color scheme, as widget code that picks its colors by it does.
private struct SchemeView: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "dark scheme" : "light scheme")
    }
}

#Preview("Scheme") {
    SchemeView()
}

/// A color from the plugin's asset catalog, one in a namespaced group, and its accent color (as a color and as the tint).
#Preview("Asset colors") {
    HStack {
        Rectangle().fill(Color("Brand")).frame(width: 20, height: 20)
        Rectangle().fill(Color(UIColor(named: "Palette/Ink")!)).frame(width: 20, height: 20)
        Rectangle().fill(Color.accentColor).frame(width: 20, height: 20)
        Rectangle().fill(.tint).frame(width: 20, height: 20)
        Image(systemName: "star.fill").foregroundColor(.accentColor)
        Text("Done").strikethrough(true, color: .accentColor).underline(true, color: .accentColor)
        Rectangle().fill(Color.accentColor.gradient).frame(width: 20, height: 20)
    }
}
