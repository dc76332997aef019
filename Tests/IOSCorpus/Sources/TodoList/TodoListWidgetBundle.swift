// swift-format-ignore-file
//
//  TodoListWidgetBundle.swift
//  TodoList
//

import WidgetKit
import SwiftUI

@main
struct TodoListWidgetBundle: WidgetBundle {
    var body: some Widget {
        TodoListWidget()
        TodoProgressWidget()
    }
}
