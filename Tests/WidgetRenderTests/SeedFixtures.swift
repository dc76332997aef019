import Foundation
import WidgetWire

/// The seeds' widget views (`/work/shared/seeds`), built by hand as the view trees the SDK produces.
enum SeedFixtures {
    /// 2026-11-29 18:30:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_977_000)

    static func text(_ string: String) -> ViewNode { .text(TextNode(string)) }

    static func button(_ title: String, value: Int, id: String) -> ViewNode {
        .button(
            ButtonNode(
                action: IntentInvocation(intent: "MyCalculateIntent", parameters: ["value": .integer(Int64(value))]), label: text(title),
                controlID: id))
    }

    /// Seed 003: the Counter's medium view: time, result, 加10/加20/减10/减20 buttons, caption.
    /// `background` is the seed's `.widgetBackground(Color.white)`; pass `.named("background", ...)` for an adaptive one.
    static func counterMedium(result: Int = 30, background: NodeColor = .named("white", opacity: 1)) -> ViewNode {
        .stack(
            StackNode(
                axis: .vertical, spacing: 10,
                children: [
                    .stack(
                        StackNode(
                            axis: .horizontal,
                            children: [text("Time:"), .text(TextNode(runs: [TextRun(.date(now.timeIntervalSince1970, style: .time))]))])),
                    text("结果: \(result)"),
                    .stack(
                        StackNode(
                            axis: .horizontal,
                            children: [
                                button("加 10", value: 10, id: "counter.add10"), button("加 20", value: 20, id: "counter.add20"),
                                button("减 10", value: -10, id: "counter.sub10"), button("减 20", value: -20, id: "counter.sub20"),
                            ])),
                    text("中号组件类型"),
                ])
        )
        .modified(.containerBackground(.color(background)))
    }

    /// Seed 003's toggle variant: a toggle that adds 1, with its state from the number's parity.
    static func counterToggle(isOn: Bool) -> ViewNode {
        .stack(
            StackNode(
                axis: .vertical, spacing: 10,
                children: [
                    .stack(
                        StackNode(
                            axis: .horizontal,
                            children: [text("Time:"), .text(TextNode(runs: [TextRun(.date(now.timeIntervalSince1970, style: .time))]))])),
                    text("结果: 31"),
                    .stack(
                        StackNode(
                            axis: .horizontal,
                            children: [
                                .toggle(
                                    ToggleNode(
                                        isOn: isOn,
                                        action: IntentInvocation(intent: "MyCalculateIntent", parameters: ["value": .integer(1)]),
                                        label: text("状态发生改变加1"), controlID: "counter.toggle")
                                ).modified(.padding(edges: .all, length: nil))
                            ])),
                ]))
    }

    /// Seed 000: a toggle and a button on red backgrounds.
    static func toggleAndButton() -> ViewNode {
        let intent = IntentInvocation(intent: "ButtonIntent", parameters: ["widgetEdit": .string("白色")])
        return .stack(
            StackNode(
                axis: .vertical, spacing: 10,
                children: [
                    .toggle(ToggleNode(isOn: false, action: intent, label: text("toggle 当前编辑"), controlID: "edit.toggle"))
                        .modified(.frame(FrameSpec(height: 44)))
                        .modified(.background(.color(.named("red", opacity: 1)), alignment: .center)),
                    .button(ButtonNode(action: intent, label: text("button 当前编辑"), controlID: "edit.button"))
                        .modified(.frame(FrameSpec(height: 44)))
                        .modified(.background(.color(.named("red", opacity: 1)), alignment: .center)),
                ])
        )
        .modified(.containerBackground(.color(.named("clear", opacity: 1))))
    }

    /// Seed 000's second view: invalidatable text, a custom toggle, a custom button and a borderless symbol button.
    static func customControls() -> ViewNode {
        let intent = IntentInvocation(intent: "TestIntent")
        return .stack(
            StackNode(
                axis: .vertical, spacing: 10,
                children: [
                    text("toggle|button点击闪烁").modified(.invalidatable),
                    .stack(
                        StackNode(
                            axis: .horizontal, spacing: 20,
                            children: [
                                .toggle(
                                    ToggleNode(
                                        isOn: false, action: intent, style: "custom", label: text(""),
                                        onBody: .image(ImageNode(systemName: "house")),
                                        offBody: .image(ImageNode(systemName: "house.fill")),
                                        controlID: "test.toggle")),
                                .button(
                                    ButtonNode(
                                        action: intent, style: "custom", label: .image(ImageNode(systemName: "person.fill")),
                                        pressedLabel: .image(ImageNode(systemName: "person")), controlID: "test.button")),
                                .button(
                                    ButtonNode(
                                        action: intent, style: "borderless", label: .image(ImageNode(systemName: "magnifyingglass")),
                                        controlID: "test.search")),
                            ])),
                ]))
    }

    /// Seed 001: a task's title (struck through when done) over its content.
    static func task(title: String = "买牛奶", content: String = "下班路上去超市买两盒牛奶", isCompleted: Bool) -> ViewNode {
        .stack(
            StackNode(
                axis: .vertical, alignment: .leading, spacing: 8,
                children: [
                    text(title).modified(.font(NodeFont(style: "headline"))).modified(
                        .textStyle(TextStyleSpec(strikethrough: isCompleted))),
                    text(content).modified(.font(NodeFont(style: "caption"))).modified(
                        .foreground(.color(.named("secondary", opacity: 1)))),
                ])
        )
        .modified(.padding(edges: .all, length: nil))
    }

    /// Seed 002: the favorite book: an icon, the title and the author, on a warm gradient.
    static func favoriteBook(title: String = "The Swift Programming Language", author: String = "Apple Inc.") -> ViewNode {
        .stack(
            StackNode(
                axis: .vertical, alignment: .leading, spacing: 4,
                children: [
                    .image(ImageNode(systemName: "book.fill")).modified(.font(NodeFont(style: "title2")))
                        .modified(.foreground(.color(.named("white", opacity: 1)))),
                    .spacer(minLength: nil),
                    text(title).modified(.font(NodeFont(style: "headline"))).modified(.textLayout(TextLayoutSpec(lineLimit: 2))),
                    text(author).modified(.font(NodeFont(style: "caption"))).modified(.foreground(.color(.named("white", opacity: 0.8)))),
                ])
        )
        .modified(.foreground(.color(.named("white", opacity: 1))))
        .modified(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)))
        .modified(
            .containerBackground(
                .color(.named("clear", opacity: 1)).modified(
                    .background(
                        .shape(
                            ShapeNode(
                                shape: .rectangle,
                                fill: .linearGradient(
                                    colors: [.named("orange", opacity: 1), .named("pink", opacity: 1)], start: .topLeading,
                                    end: .bottomTrailing))),
                        alignment: .center))))
    }

    /// Seed 002: the favorite soup with its refresh interval.
    static func favoriteSoup(name: String = "番茄汤", interval: String = "Every Day") -> ViewNode {
        .stack(
            StackNode(
                axis: .vertical, alignment: .leading, spacing: 6,
                children: [
                    .stack(
                        StackNode(
                            axis: .horizontal, spacing: 6,
                            children: [
                                .image(ImageNode(systemName: "heart.fill")).modified(.foreground(.color(.named("pink", opacity: 1)))),
                                text("Favorite Soup").modified(.font(NodeFont(style: "caption"))).modified(
                                    .foreground(.color(.named("secondary", opacity: 1)))),
                            ])),
                    text(name).modified(.font(NodeFont(style: "title2", weight: "bold"))),
                    .spacer(minLength: nil),
                    .stack(
                        StackNode(
                            axis: .horizontal, spacing: 4,
                            children: [
                                .image(ImageNode(systemName: "arrow.clockwise")),
                                text(interval),
                            ])
                    ).modified(.font(NodeFont(style: "caption2"))).modified(.foreground(.color(.named("secondary", opacity: 1)))),
                ])
        )
        .modified(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading)))
    }
}
