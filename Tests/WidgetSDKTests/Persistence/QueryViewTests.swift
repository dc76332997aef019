import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// A to-do item, as a SwiftData app writes it.
@Model
final class TodoItem {
    var title: String
    var priority: Int
    var isDone = false

    init(title: String, priority: Int, isDone: Bool = false) {
        self.title = title
        self.priority = priority
        self.isDone = isDone
    }
}

/// Every `@Query` form Apple documents, in one view.
private struct TodoList: View {
    @Query var all: [TodoItem]
    @Query(sort: \TodoItem.title) var byTitle: [TodoItem]
    @Query(filter: #Predicate<TodoItem> { !$0.isDone }, sort: \TodoItem.priority, order: .reverse) var open: [TodoItem]
    @Query(sort: [SortDescriptor(\TodoItem.priority)], animation: .default) var byPriority: [TodoItem]
    @Query(FetchDescriptor<TodoItem>(predicate: #Predicate { $0.priority > 1 }, sortBy: [SortDescriptor(\.title)])) var urgent: [TodoItem]
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        VStack {
            Text("all \(all.count)")
            Text("by title \(byTitle.map(\.title).joined(separator: ","))")
            Text("open \(open.map(\.title).joined(separator: ","))")
            Text("by priority \(byPriority.map(\.title).joined(separator: ","))")
            Text("urgent \(urgent.map(\.title).joined(separator: ","))")
            Text("context \(try! modelContext.fetchCount(FetchDescriptor<TodoItem>()))")
        }
    }
}

/// `@Query` fetches when the view is drawn, from the container the view's environment holds.
@Suite struct QueryViewTests {
    private func container() throws -> ModelContainer {
        let container = try ModelContainer(for: TodoItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (title, priority, isDone) in [("milk", 1, false), ("bills", 3, false), ("car", 2, true)] {
            container.mainContext.insert(TodoItem(title: title, priority: priority, isDone: isDone))
        }
        try container.mainContext.save()
        return container
    }

    private func lines(_ node: ViewNode) -> [String] {
        guard case .stack(let stack) = node else { return [] }
        return stack.children.compactMap { child in
            guard case .text(let text) = child else { return nil }
            return text.runs.compactMap { if case .string(let string) = $0.content { string } else { nil } }.joined()
        }
    }

    @Test func theQueriesOfAViewSeeTheContainerSetOnIt() throws {
        let drawn = serialize(TodoList().modelContainer(try container()))
        #expect(
            lines(drawn) == [
                "all 3", "by title bills,car,milk", "open bills,milk", "by priority milk,car,bills", "urgent bills,car", "context 3",
            ])
    }

    @Test func aContextSetOnTheViewIsUsedToo() throws {
        let context = ModelContext(try container())
        #expect(lines(serialize(TodoList().modelContext(context))).first == "all 3")
    }

    @Test func aQueryFetchesOnceForOneDrawing() throws {
        let container = try container()
        struct Twice: View {
            @Query var items: [TodoItem]
            var body: some View {
                VStack {
                    Text("\(items.count)")
                    Text("\(items.count)")
                }
            }
        }
        let view = Twice()
        let first = serialize(view.modelContainer(container))
        container.mainContext.insert(TodoItem(title: "late", priority: 0))
        try container.mainContext.save()
        #expect(lines(first) == ["3", "3"])
        #expect(lines(serialize(Twice().modelContainer(container))) == ["4", "4"])
    }
}
