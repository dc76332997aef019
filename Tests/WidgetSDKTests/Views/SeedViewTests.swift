import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// The seeds' views (SeedViews.swift) serialize to the trees a renderer needs.
struct SeedViewTests {
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func seed000AppIntentsViewHasAToggleAndAButtonOnRed() {
        let node = serialize(Seed000Views.AppIntentsView(entry: Seed000Views.AppIntentsEntry(date: date, editMessage: "dark")))
        let action = IntentInvocation(intent: "Seed000Views.ButtonIntent", parameters: ["widgetEdit": "dark"])
        let onRed: (ViewNode) -> ViewNode = {
            $0.modified(.frame(FrameSpec(height: 44))).modified(.background(.color(named("red")), alignment: .center))
        }
        let expected = ViewNode.stack(
            StackNode(
                axis: .vertical, spacing: 10,
                children: [
                    onRed(.toggle(ToggleNode(isOn: false, action: action, label: text("toggle 当前编辑")))),
                    onRed(.button(ButtonNode(action: action, label: text("button 当前编辑")))),
                ]))
        #expect(node == expected)
    }

    @Test func seed000EntryViewStylesEachStateOfItsControls() {
        let node = serialize(Seed000Views.widgetEntryView(entry: Seed000Views.AppIntentsEntry(date: date)))
        let action = IntentInvocation(intent: "Seed000Views.TestIntent")
        let image = { (name: String) in ViewNode.image(ImageNode(systemName: name)) }
        let controls = ViewNode.stack(
            StackNode(
                axis: .horizontal, spacing: 20,
                children: [
                    .toggle(
                        ToggleNode(
                            isOn: false, action: action, style: "custom", label: text(""), onBody: image("house"),
                            offBody: image("house.fill"))),
                    .button(ButtonNode(action: action, style: "custom", label: image("person.fill"), pressedLabel: image("person"))),
                    .button(ButtonNode(action: action, style: "borderless", label: image("magnifyingglass"))),
                ]))
        let expected = ViewNode.stack(
            StackNode(axis: .vertical, spacing: 10, children: [text("toggle|button点击闪烁").modified(.invalidatable), controls]))
        #expect(node == expected)
    }

    @Test func seed001TaskViewStrikesThroughCompletedTasks() {
        let task = Seed001Views.TaskItem(title: "Buy milk", content: "2 liters", isCompleted: true)
        let node = serialize(Seed001Views.TaskWidgetEntryView(entry: Seed001Views.TaskEntry(date: date, task: task)))
        let title = TextRun(.string("Buy milk"), font: NodeFont(style: "headline"), textStyle: TextStyleSpec(strikethrough: true))
        let content = TextRun(.string("2 liters"), font: NodeFont(style: "caption"), foreground: .color(named("secondary")))
        let expected = ViewNode.stack(
            StackNode(
                axis: .vertical, alignment: .leading, spacing: 8,
                children: [.text(TextNode(runs: [title])), .text(TextNode(runs: [content]))]))
        #expect(node == expected.modified(.padding(edges: .all, length: nil)))
    }

    @Test func seed003ViewsUseTheirContainerBackgroundAndLiveTime() throws {
        let buttons = serialize(Seed003Views.Buttons.MyWidgetMiddleEntryView(entry: Seed003Views.Entry(date: date)))
        let (modifiers, content) = unwrap(buttons)
        #expect(modifiers == [.containerBackground(.color(named("white")))])
        guard case .stack(let stack) = content, case .stack(let time) = stack.children[0], case .stack(let row) = stack.children[2] else {
            Issue.record("expected stacks, got \(content)")
            return
        }
        #expect(time.children == [text("Time:"), .text(TextNode(runs: [TextRun(.date(1_700_000_000, style: .time))]))])
        #expect(stack.children[1] == text("结果: (NumberManager.number)"))
        let values = row.children.compactMap { node -> JSONValue? in
            if case .button(let button) = node { button.action.parameters["value"] } else { nil }
        }
        #expect(values == [10, 20, -10, -20])

        let toggles = serialize(Seed003Views.Toggles.MyWidgetMiddleEntryView(entry: Seed003Views.Entry(date: date)))
        let toggle = ViewNode.toggle(
            ToggleNode(
                isOn: Seed003Views.NumberManager.number % 2 != 0,
                action: IntentInvocation(intent: "Seed003Views.MyCalculateIntent", parameters: ["value": 1]), label: text("状态发生改变加1")))
        guard case .stack(let toggleStack) = unwrap(toggles).content else {
            Issue.record("expected a stack, got \(toggles)")
            return
        }
        #expect(
            toggleStack.children[2] == .stack(StackNode(axis: .horizontal, children: [toggle.modified(.padding(edges: .all, length: nil))]))
        )
    }
}
