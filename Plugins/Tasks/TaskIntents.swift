import WidgetSDK

// Intents the seed does not have, so that people can manage tasks without an app:
// from the CLI (`widgethost perform`), or from Buttons and Toggles of their own widgets.

/// Adds a task. Returns the new task's id, which `SelectTaskIntent` takes as its `task`.
struct CreateTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Task"
    static let description = IntentDescription("Adds a task that the task widget can show.")

    @Parameter(title: "Title")
    var title: String

    @Parameter(title: "Content", default: "")
    var content: String

    init() {}

    init(title: String, content: String = "") {
        self.title = title
        self.content = content
    }

    func perform() async throws -> some ReturnsValue<String> & ProvidesDialog {
        guard !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw TaskIntentError.emptyTitle }
        let context = try ModelContainer(for: TaskItem.self).mainContext
        let task = TaskItem(title: title, content: content)
        context.insert(task)
        try context.save()
        WidgetCenter.shared.reloadTimelines(ofKind: "TaskWidget")
        return .result(value: task.id.uuidString, dialog: "Created “\(title)”")
    }
}

/// Marks a task completed (or, with `value` false, not completed). A `SetValueIntent`,
/// so a `Toggle(isOn: task.isCompleted, intent: CompleteTaskIntent(task: task))` hands it the new state.
struct CompleteTaskIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Complete Task"
    static let description = IntentDescription("Marks a task as completed, or as not completed.")

    @Parameter(title: "Task")
    var task: TaskItem

    @Parameter(title: "Completed", default: true)
    var value: Bool

    init() {}

    init(task: TaskItem, value: Bool = true) {
        self.task = task
        self.value = value
    }

    func perform() async throws -> some IntentResult {
        let context = try ModelContainer(for: TaskItem.self).mainContext
        let stored = try context.storedTask(task.id)
        stored.isCompleted = value
        try context.save()
        WidgetCenter.shared.reloadTimelines(ofKind: "TaskWidget")
        return .result()
    }
}

/// Deletes a task. Widgets configured with it then report it as no longer existing.
struct DeleteTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Task"
    static let description = IntentDescription("Deletes a task.")

    @Parameter(title: "Task")
    var task: TaskItem

    init() {}

    init(task: TaskItem) {
        self.task = task
    }

    func perform() async throws -> some IntentResult {
        let context = try ModelContainer(for: TaskItem.self).mainContext
        context.delete(try context.storedTask(task.id))
        try context.save()
        WidgetCenter.shared.reloadTimelines(ofKind: "TaskWidget")
        return .result()
    }
}

/// Why a task intent failed.
enum TaskIntentError: Error, LocalizedError {
    /// `CreateTaskIntent` got an empty or blank title.
    case emptyTitle
    /// The task was deleted between resolving the parameter and performing the intent.
    case taskGone(UUID)

    var errorDescription: String? {
        switch self {
        case .emptyTitle: "a task needs a title; got an empty one"
        case .taskGone(let id): "task \(id.uuidString) no longer exists"
        }
    }
}

extension ModelContext {
    /// The stored task with `id`, fetched into this context so that changes to it are saved with it.
    func storedTask(_ id: UUID) throws -> TaskItem {
        let matching = FetchDescriptor<TaskItem>(predicate: #Predicate<TaskItem> { $0.id == id })
        guard let task = try fetch(matching).first else { throw TaskIntentError.taskGone(id) }
        return task
    }
}
