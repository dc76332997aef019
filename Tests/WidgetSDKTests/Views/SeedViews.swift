// swift-format-ignore-file
// The seeds' view code, copied verbatim (the `View`s and styles), so the test target fails
// to build if the SDK stops compiling it. The intents are adapted to Swift 6 language mode
// (`static let` for `static var`); the seeds themselves build in Swift 5 mode.
// The `Provider` namespaces and `TaskItem` stand in for the seeds' providers and SwiftData
// model, which the views only read from (SDK-core's fixtures test the providers).
import WidgetSDK

enum Seed000Views {
    struct ButtonIntent: AppIntent {
        static let title: LocalizedStringResource = "button press"
        static let description: IntentDescription? = IntentDescription(stringLiteral: "none")

        @Parameter(title: "edit message")
        var widgetEdit: String?

        init() {}
        init(widgetEdit: String? = "none") {
            self.widgetEdit = widgetEdit
        }

        func perform() async throws -> some IntentResult {
            return .result()
        }
    }

    /// The seed uses `TestIntent` without declaring it.
    struct TestIntent: AppIntent {
        static let title: LocalizedStringResource = "test"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct AppIntentsEntry: TimelineEntry {
        var date: Date
        var editMessage: String?
    }

    enum Provider {
        typealias Entry = AppIntentsEntry
    }

    // MARK: Verbatim from seed 000

    /// View
    @available(iOS 17.0, *)
    struct AppIntentsView: View {
        let entry: AppIntentsEntry
        var body: some View {
            VStack(spacing: 10) {
                Toggle("toggle 当前编辑", isOn: false, intent: ButtonIntent(widgetEdit: entry.editMessage))
                    .frame(height: 44)
                    .background(Color.red)

                Button("button 当前编辑", intent: ButtonIntent(widgetEdit: entry.editMessage))
                    .frame(height: 44)
                    .background(Color.red)
            }
        }
    }

    struct widgetEntryView : View {
        var entry: Provider.Entry
        var body: some View {
            VStack(spacing: 10) {
                if #available(iOS 17.0, *) {
                    Text("toggle|button点击闪烁")
                        .invalidatableContent()

                    HStack(spacing: 20) {
                        Toggle("", isOn: false, intent: TestIntent())
                            .toggleStyle(TestToggleStyle())

                        Button("", intent: TestIntent())
                            .buttonStyle(TestButtonStyle())

                        Button(intent: TestIntent()) {
                            Image(systemName: "magnifyingglass")
                        }
                        .buttonStyle(.borderless)
                    }
                }
            }
        }
    }
    struct TestToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            if configuration.isOn {
                Image(systemName: "house")
            }else {
                Image(systemName: "house.fill")
            }
        }
    }
    struct TestButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            if configuration.isPressed {
                Image(systemName: "person")
            }else {
                Image(systemName: "person.fill")
            }
        }
    }
}

enum Seed001Views {
    final class TaskItem {
        var id: UUID
        var title: String
        var content: String
        var isCompleted: Bool

        init(id: UUID = UUID(), title: String, content: String, isCompleted: Bool = false) {
            self.id = id
            self.title = title
            self.content = content
            self.isCompleted = isCompleted
        }
    }

    enum Provider {
        typealias Entry = TaskEntry
    }

    // MARK: Verbatim from seed 001

    // Widget条目模型
    struct TaskEntry: TimelineEntry {
        let date: Date
        let task: TaskItem
    }

    // Widget界面
    struct TaskWidgetEntryView: View {
        var entry: Provider.Entry

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text(entry.task.title)
                    .font(.headline)
                    .strikethrough(entry.task.isCompleted)
                Text(entry.task.content)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            .padding()
        }
    }
}

/// The plugin-side helper seed 003's views call (the usual iOS 16/17 compatibility shim).
extension View {
    func widgetBackground(_ backgroundView: some View) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            return containerBackground(for: .widget) {
                backgroundView
            }
        } else {
            return background(backgroundView)
        }
    }
}

enum Seed003Views {
    struct NumberManager {
        nonisolated(unsafe) static var number = 0
    }

    struct MyCalculateIntent: AppIntent {
        static let title: LocalizedStringResource = "My Calculate Task"
        static let description: IntentDescription = IntentDescription("My Calculate Number Task")

        @Parameter(title: "value")
        var value: Int

        init() {}
        init(value: Int) {
            self.value = value
        }

        func perform() async throws -> some IntentResult {
            NumberManager.number += value
            return .result()
        }
    }

    struct Entry: TimelineEntry {
        let date: Date
    }

    enum Provider {
        typealias Entry = Seed003Views.Entry
    }

    enum Buttons {
        // MARK: Verbatim from seed 003 (the Button version)

        struct MyWidgetMiddleEntryView : View {
            var entry: Provider.Entry

            var body: some View {
                VStack(spacing: 10) {
                    HStack {
                         Text("Time:")
                         Text(entry.date, style: .time)
                     }

                    Text("结果: (NumberManager.number)")

                    HStack {
                        Button(intent: MyCalculateIntent(value: 10)) {
                            Text("加 10")
                        }
                        Button(intent: MyCalculateIntent(value: 20)) {
                            Text("加 20")
                        }
                        Button(intent: MyCalculateIntent(value: -10)) {
                            Text("减 10")
                        }
                        Button(intent: MyCalculateIntent(value: -20)) {
                            Text("减 20")
                        }
                    }
                    Text("中号组件类型")
                }
                .widgetBackground(Color.white)
            }
        }
    }

    enum Toggles {
        // MARK: Verbatim from seed 003 (the Toggle version)

        struct MyWidgetMiddleEntryView : View {
            var entry: Provider.Entry
            @State var isOn: Bool = true

            var body: some View {
                VStack(spacing: 10) {
                    HStack {
                         Text("Time:")
                         Text(entry.date, style: .time)
                     }

                    Text("结果: (NumberManager.number)")

                    HStack {
                        Toggle(isOn: NumberManager.number % 2 == 0 ? false : true, intent: MyCalculateIntent(value: 1)) {
                            Text("状态发生改变加1");
                        }.padding()
                    }
                }
                .widgetBackground(Color.white)
            }
        }
    }
}
