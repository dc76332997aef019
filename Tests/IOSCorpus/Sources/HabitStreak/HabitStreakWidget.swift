// swift-format-ignore-file
//
//  HabitStreakWidget.swift
//  HabitStreak
//

import WidgetKit
import SwiftUI
import SwiftData

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
        completion(SimpleEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let midnight = Calendar.current.startOfDay(for: Calendar.current.date(byAdding: .day, value: 1, to: Date())!)
        completion(Timeline(entries: [SimpleEntry(date: Date())], policy: .after(midnight)))
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
}

struct HabitStreakWidgetEntryView : View {
    var entry: Provider.Entry

    @Environment(\.colorScheme) private var colorScheme
    @Query(HabitStreakWidgetEntryView.lastFourWeeks) private var records: [DayRecord]

    static var lastFourWeeks: FetchDescriptor<DayRecord> {
        let start = Calendar.current.date(byAdding: .day, value: -27, to: Calendar.current.startOfDay(for: .now))!
        var descriptor = FetchDescriptor<DayRecord>(
            predicate: #Predicate { $0.day >= start },
            sortBy: [SortDescriptor(\.day, order: .reverse)]
        )
        descriptor.fetchLimit = 28
        return descriptor
    }

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 4), count: 14)

    private var days: [Date] {
        let today = Calendar.current.startOfDay(for: entry.date)
        return (0..<28).reversed().map { Calendar.current.date(byAdding: .day, value: -$0, to: today)! }
    }

    var body: some View {
        let doneDays = Set(records.filter(\.isDone).map(\.day))
        let streak = HabitStore.streak(in: records, today: entry.date)

        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "flame.fill")
                    .foregroundStyle(streak > 0 ? Color(.systemOrange) : Color(.systemGray3))
                Text("\(streak)-day streak")
                    .font(.headline)
                    .foregroundStyle(Color(uiColor: .label))
                Spacer()
                Button(intent: RefreshIntent()) {
                    Image(systemName: "arrow.circlepath")
                }
                .buttonStyle(.plain)
                .foregroundStyle(Color(UIColor.secondaryLabel))
            }
            LazyVGrid(columns: columns, spacing: 4) {
                ForEach(days, id: \.self) { day in
                    RoundedRectangle(cornerRadius: 3)
                        .fill(doneDays.contains(day) ? Color(.systemGreen) : Color(uiColor: .tertiarySystemFill))
                        .aspectRatio(1, contentMode: .fit)
                }
            }
            Button(intent: MarkTodayDoneIntent()) {
                Label(doneDays.contains(days.last!) ? "Done today" : "Mark done",
                      systemImage: doneDays.contains(days.last!) ? "checkmark.circle.fill" : "circle")
                    .font(.caption.bold())
                    .frame(maxWidth: .infinity)
            }
            .tint(colorScheme == .dark ? .mint : .green)
        }
        .fontDesign(.rounded)
    }
}

struct HabitStreakWidget: Widget {
    let kind: String = "HabitStreakWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            HabitStreakWidgetEntryView(entry: entry)
                .modelContainer(HabitStore.container)
                .containerBackground(Color(.systemBackground), for: .widget)
        }
        .configurationDisplayName("Habit Streak")
        .description("Keep your streak going: four weeks at a glance.")
        .supportedFamilies([.systemLarge, .systemMedium])
    }
}

@MainActor
let previewContainer: ModelContainer = {
    let container = try! ModelContainer(for: DayRecord.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for offset in [0, 1, 2, 4, 5, 9] {
        container.mainContext.insert(DayRecord(day: Calendar.current.date(byAdding: .day, value: -offset, to: .now)!))
    }
    return container
}()

#Preview(as: .systemLarge) {
    HabitStreakWidget()
} timeline: {
    SimpleEntry(date: .now)
}

#Preview("Grid", traits: .sizeThatFitsLayout) {
    HabitStreakWidgetEntryView(entry: SimpleEntry(date: .now))
        .modelContainer(previewContainer)
        .padding()
}
