// swift-format-ignore-file
//
//  SharedModelContainer.swift
//  TodoList
//
//  The store lives in the App Group container so that the app, the widget
//  and the intents all open the same file.
//

import Foundation
import SwiftData

let sharedModelContainer: ModelContainer = {
    let schema = Schema([
        Task.self,
    ])
    let groupURL = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.todolist")!
    let modelConfiguration = ModelConfiguration(schema: schema, url: groupURL.appendingPathComponent("TodoList.store"))

    do {
        return try ModelContainer(for: schema, configurations: [modelConfiguration])
    } catch {
        fatalError("Could not create ModelContainer: \(error)")
    }
}()
