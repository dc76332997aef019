// swift-format-ignore-file
//
//  AppIntent.swift
//  TodoList
//

import AppIntents
import SwiftData
import WidgetKit

struct ToggleTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Task"
    static var description = IntentDescription("Marks a to-do as done, or as not done.")
    static var isDiscoverable: Bool = false

    @Parameter(title: "Task ID")
    var taskID: String

    init() {}

    init(taskID: UUID) {
        self.taskID = taskID.uuidString
    }

    func perform() async throws -> some IntentResult {
        guard let id = UUID(uuidString: taskID) else {
            return .result()
        }
        let context = ModelContext(sharedModelContainer)
        let descriptor = FetchDescriptor<Task>(predicate: #Predicate { $0.id == id })
        if let task = try context.fetch(descriptor).first {
            task.isCompleted.toggle()
            try context.save()
        }
        return .result()
    }
}

struct AddTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Add To-Do"
    static var description = IntentDescription("Adds a to-do to your list.")

    @Parameter(title: "Title")
    var title: String

    init() {}

    init(title: String) {
        self.title = title
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let context = ModelContext(sharedModelContainer)
        context.insert(Task(title: title))
        try context.save()
        WidgetCenter.shared.reloadAllTimelines()
        return .result(dialog: "Added \(title) to your list.")
    }
}
