import Foundation
import Testing
import WidgetLayout
import WidgetRenderTerminal
import WidgetWire

struct TerminalRendererTests {
    typealias R = RenderTestSupport

    /// `text` without ANSI escape sequences.
    private func stripped(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test(arguments: [30, 48, 80]) func everyLineFitsTheColumnBudget(columns: Int) throws {
        let output = try TerminalRenderer(columns: columns).render(SeedFixtures.counterMedium(), options: R.options(.systemMedium))
        let lines = stripped(output).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { UnicodeWidth.cells(of: $0) == columns })
        #expect(lines.first?.hasPrefix("╭") == true)
        #expect(lines.last?.hasSuffix("╯") == true)
        // A cell is about twice as tall as wide: rows ≈ columns × height / width / 2.
        let expectedRows = Double(columns - 2) * 170 / 364 / 2
        #expect(abs(Double(lines.count - 2) - expectedRows) <= 1)
    }

    @Test func anInlineWidgetIsOneRowOfText() throws {
        let node = ViewNode.text(TextNode("Write a long task title that will not fit in one line"))
        let output = try TerminalRenderer(colorMode: .plain).render(node, options: R.options(.accessoryInline))
        let lines = output.split(separator: "\n")
        #expect(lines.count == 3, "a border, one row of text, a border:\n\(output)")
        #expect(lines.dropFirst().first?.contains("Write a long") == true, "\(output)")
    }

    @Test func counterShowsItsTextAndBracketedButtons() throws {
        let output = try TerminalRenderer(colorMode: .plain).render(SeedFixtures.counterMedium(), options: R.options(.systemMedium))
        #expect(!output.contains("\u{1B}["))
        for text in ["Time:", "18:30", "结果: 30", "[ 加 10 ]", "[ 加 20 ]", "[ 减 10 ]", "[ 减 20 ]", "中号组件类型"] {
            #expect(output.contains(text), "missing \(text)")
        }
    }

    @Test func colorsAre24BitEscapes() throws {
        let output = try TerminalRenderer().render(SeedFixtures.favoriteBook(), options: R.options(.systemSmall))
        #expect(output.contains("\u{1B}[0;38;2;255;255;255"))
        #expect(output.contains("48;2;"))
        #expect(stripped(output).contains("Apple Inc."))
    }

    @Test func togglesSwitchesAndSymbolsUseGlyphs() throws {
        let on = try TerminalRenderer(colorMode: .plain).render(SeedFixtures.counterToggle(isOn: true), options: R.options(.systemMedium))
        #expect(on.contains("状态发生改变加1"))
        #expect(on.contains("━━●"))
        let off = try TerminalRenderer(colorMode: .plain).render(SeedFixtures.counterToggle(isOn: false), options: R.options(.systemMedium))
        #expect(off.contains("○━━"))
        let custom = try TerminalRenderer(colorMode: .plain).render(SeedFixtures.customControls(), options: R.options(.systemSmall))
        #expect(custom.contains("⌂"))
        #expect(custom.contains("⌕"))
    }

    @Test func aWidgetsTextCannotDriveTheTerminal() throws {
        let hostile = "a\u{0}b\u{1B}[2J\u{1B}]0;pwned\u{7}\u{9B}c\td"
        let view = ViewNode.stack(StackNode(axis: .vertical, children: [.text(TextNode(hostile))]))
        let plain = try TerminalRenderer(colorMode: .plain).render(view, options: R.options(.systemMedium))
        #expect(!plain.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, "\(plain)")
        #expect(plain.contains("ab[2J]0;pwnedc d"))
        let colored = try TerminalRenderer().render(view, options: R.options(.systemMedium))
        #expect(!colored.contains("\u{1B}[2J") && !colored.contains("\u{1B}]") && !colored.contains("\u{7}"))
        let lines = ViewTreeFormatter(dates: DateText(timeZone: TimeZone(identifier: "UTC")!)).lines(for: view, indent: 0)
        #expect(lines.last == #"  text "a\u{0}b\u{1B}[2J\u{1B}]0;pwned\u{7}\u{9B}c\u{9}d""#, "\(lines)")
    }

    @Test func struckThroughTextKeepsItsCharacters() throws {
        let plain = try TerminalRenderer(colorMode: .plain).render(SeedFixtures.task(isCompleted: true), options: R.options(.systemSmall))
        #expect(plain.contains("买\u{0336}牛\u{0336}奶\u{0336}"))
        let colored = try TerminalRenderer().render(SeedFixtures.task(isCompleted: true), options: R.options(.systemSmall))
        #expect(colored.contains(";9m买"))
    }
}
