import AppIntents
import SwiftData
import SwiftUI
import WidgetKit

// A Swift SDK test plugin that keeps its data as a SwiftData app does: `@Model` classes with a
// unique attribute, a relationship and a transient property, a shared container on a URL in an
// App Group container (outside the plugin's data directory here), an intent that inserts, and a
// widget whose view fetches with `@Query`.

@Model
final class Note {
    @Attribute(.unique) var title: String
    var body: String
    @Relationship(deleteRule: .cascade) var tags: [Tag] = []
    @Transient var isSelected = false

    init(title: String, body: String, tags: [Tag] = []) {
        self.title = title
        self.body = body
        self.tags = tags
    }
}

@Model
final class Tag {
    var name: String

    init(name: String) {
        self.name = name
    }
}

/// The container the intents and the widget share, as iOS apps write it.
enum SharedStore {
    /// Where an iOS app puts its store in its App Group container.
    static let appGroupURL = URL(fileURLWithPath: "/nonexistent-app-group/Library/Application Support/Notes.store")

    static let container: ModelContainer = {
        let schema = Schema([Note.self, Tag.self])
        let configuration = ModelConfiguration(schema: schema, url: appGroupURL, cloudKitDatabase: .none)
        do {
            return try ModelContainer(for: schema, configurations: [configuration])
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }()
}

/// Adds a note; a note with the same title is updated instead.
struct AddNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Note"

    @Parameter(title: "Title")
    var title: String

    @Parameter(title: "Body", default: "")
    var body: String

    @Parameter(title: "Tag", default: "")
    var tag: String

    func perform() async throws -> some IntentResult {
        let context = SharedStore.container.mainContext
        context.insert(Note(title: title, body: body, tags: tag.isEmpty ? [] : [Tag(name: tag)]))
        try context.save()
        return .result()
    }
}

struct NotesEntry: TimelineEntry {
    let date: Date
}

struct NotesProvider: TimelineProvider {
    func placeholder(in context: Context) -> NotesEntry { NotesEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (NotesEntry) -> Void) { completion(NotesEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NotesEntry>) -> Void) {
        completion(Timeline(entries: [NotesEntry(date: Date())], policy: .never))
    }
}

/// The notes, fetched by `@Query` when the widget is drawn.
struct NotesView: View {
    @Query(sort: \Note.title) var notes: [Note]

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(notes.count) notes")
            ForEach(notes) { note in
                Text("\(note.title): \(note.body) [\(note.tags.map(\.name).joined(separator: ","))]")
            }
        }
    }
}

/// How many notes there are, fetched by `@Query` with no container set: it uses the store the plugin opened.
struct NoteCountView: View {
    @Query var notes: [Note]

    var body: some View {
        Text("counted \(notes.count)")
    }
}

struct NotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SwiftDataNotes", provider: NotesProvider()) { _ in
            VStack {
                NotesView()
                    .modelContainer(SharedStore.container)
                NoteCountView()
            }
        }
    }
}

@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer {
    exportPlugin(NotesWidget.self, additionalIntents: [AddNoteIntent.self])
}
