import WidgetSDK

/// How an entry looks: the greeting, the time, and a button that waves back.
struct GreetingView: View {
    var entry: GreetingEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Hello, \(entry.name)!")
                .font(.headline)
            Text(entry.date, style: .time)
                .font(.caption)
                .foregroundStyle(.secondary)
            Spacer()
            Text("Waves: \(entry.waves)")
            Button(intent: WaveIntent()) {
                Label("Wave", systemImage: "sparkles")
            }
        }
        .containerBackground(for: .widget) {
            Color.yellow.opacity(0.3)
        }
    }
}

#Preview("Greeting") {
    GreetingView(entry: GreetingEntry(date: .now, name: "Ada", waves: 3))
}
