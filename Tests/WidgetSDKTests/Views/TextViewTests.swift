import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

struct TextViewTests {
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func literalAndInterpolatedKeysBecomeOnePlainRun() {
        let count = 10
        #expect(serialize(Text("Hello")) == text("Hello"))
        #expect(serialize(Text("结果: \(count)")) == text("结果: 10"))
        #expect(serialize(Text(verbatim: "a\\b")) == text("a\\b"))
        let title: Substring = "Sub"
        #expect(serialize(Text(title)) == text("Sub"))
    }

    @Test func interpolationFormatsNumbersAsSwiftUIDoes() {
        #expect(serialize(Text("\(3.5)")) == text("3.500000"))
        #expect(serialize(Text("\(3.14159, specifier: "%.2f") km")) == text("3.14 km"))
        #expect(serialize(Text("\(Int64(-7))°")) == text("-7°"))
        #expect(serialize(Text("\(["a"])")) == text("[\"a\"]"))
    }

    /// `"\(date, formatter: f)"` and `Text(date, formatter:)` build as on iOS (where `Date` is `ReferenceConvertible`),
    /// and an `NSNumber` is formatted too.
    @Test func foundationFormattersFormatDatesAndNumbers() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let date = Date(timeIntervalSince1970: 1_765_065_600)
        #expect(serialize(Text("At \(date, formatter: formatter)")) == text("At 2025-12-07"))
        #expect(serialize(Text(date, formatter: formatter)) == text("2025-12-07"))
        let numbers = NumberFormatter()
        numbers.minimumFractionDigits = 2
        #expect(serialize(Text("\(NSNumber(value: 3), formatter: numbers) l")) == text("3.00 l"))
        #expect(serialize(Text(NSNumber(value: 4), formatter: numbers)) == text("4.00"))
    }

    @Test func datesBecomeDateRunsTheRendererFormats() {
        for (style, wire) in [
            (Text.DateStyle.time, DateTextStyle.time), (.date, .date), (.relative, .relative), (.offset, .offset), (.timer, .timer),
        ] {
            #expect(serialize(Text(date, style: style)) == .text(TextNode(runs: [TextRun(.date(1_700_000_000, style: wire))])))
        }
        let end = date.addingTimeInterval(600)
        #expect(
            serialize(Text(timerInterval: date...end, countsDown: false))
                == .text(TextNode(runs: [TextRun(.timer(start: 1_700_000_000, end: 1_700_000_600, countsDown: false))])))
    }

    /// `showsHours: false` reaches the renderer; a past `pauseTime` stops the timer at what it showed then, as fixed text,
    /// and one still to come leaves it running.
    @Test func aTimerKeepsShowsHoursAndStandsStillWhenPaused() {
        let end = date.addingTimeInterval(7200)
        #expect(
            serialize(Text(timerInterval: date...end, showsHours: false))
                == .text(TextNode(runs: [TextRun(.timer(start: 1_700_000_000, end: 1_700_007_200, countsDown: true, showsHours: false))])))
        let paused = date.addingTimeInterval(1800 + 57)
        #expect(serialize(Text(timerInterval: date...end, pauseTime: paused)) == .text(TextNode(runs: [TextRun(.string("1:29:03"))])))
        #expect(
            serialize(Text(timerInterval: date...end, pauseTime: paused, showsHours: false))
                == .text(TextNode(runs: [TextRun(.string("89:03"))])))
        #expect(
            serialize(Text(timerInterval: date...end, pauseTime: paused, countsDown: false))
                == .text(TextNode(runs: [TextRun(.string("30:57"))])))
        #expect(
            serialize(Text(timerInterval: date...end, pauseTime: end.addingTimeInterval(60)))
                == .text(TextNode(runs: [TextRun(.string("0:00"))])))
        #expect(
            serialize(Text(timerInterval: date...Date.distantFuture, pauseTime: .distantFuture))
                == .text(
                    TextNode(runs: [TextRun(.timer(start: 1_700_000_000, end: Date.distantFuture.timeIntervalSince1970, countsDown: true))])
                ))
        guard case .text(let format) = serialize(Text(.currentDate, format: .timer(countingDownIn: date..<end, showsHours: false)))
        else { Issue.record("not text"); return }
        #expect(format.runs == [TextRun(.timer(start: 1_700_000_000, end: 1_700_007_200, countsDown: true, showsHours: false))])
    }

    @Test func interpolatedDateKeepsItsOwnRun() {
        let node = serialize(Text("Time: \(date, style: .time)!"))
        #expect(
            node
                == .text(
                    TextNode(runs: [TextRun(.string("Time: ")), TextRun(.date(1_700_000_000, style: .time)), TextRun(.string("!"))])))
    }

    @Test func formatStylesUseTheEnvironmentLocaleAtSerialization() {
        let view = Text(1234.5, format: .number)
        #expect(serialize(view) == text("1,234.5"))
        #expect(serialize(view) { $0.locale = Locale(identifier: "de_DE") } == text("1.234,5"))
        #expect(serialize(Text("Done: \(0.5, format: .percent)")) == text("Done: 50%"))
    }

    @Test func dateRangesAreFormattedInTheEnvironmentTimeZone() {
        let node = serialize(Text(date...date.addingTimeInterval(3600)))
        guard case .text(let textNode) = node, case .string(let string) = textNode.runs.first?.content else {
            Issue.record("expected a text node, got \(node)")
            return
        }
        #expect(string.contains("10:13") && string.contains("11:13"))
        #expect(!string.contains("2023") && !string.contains("Nov"), "a range within one day shows its times alone: \(string)")
    }

    @Test func concatenationKeepsEachRunsStyle() {
        let view = Text("Due ").bold() + Text(date, style: .relative).foregroundColor(.red) + Text(" today").italic()
        let expected = TextNode(runs: [
            TextRun(.string("Due "), textStyle: TextStyleSpec(weight: "bold")),
            TextRun(.date(1_700_000_000, style: .relative), foreground: .color(named("red"))),
            TextRun(.string(" today"), textStyle: TextStyleSpec(italic: true)),
        ])
        #expect(serialize(view) == .text(expected))
    }

    @Test func outerTextModifiersFillOnlyWhatRunsLeaveUnset() {
        let view = (Text("a").font(.caption).foregroundColor(.blue) + Text("b")).font(.headline).foregroundStyle(.secondary)
        let expected = TextNode(runs: [
            TextRun(.string("a"), font: NodeFont(style: "caption"), foreground: .color(named("blue"))),
            TextRun(.string("b"), font: NodeFont(style: "headline"), foreground: .color(named("secondary"))),
        ])
        #expect(serialize(view) == .text(expected))
    }

    @Test func adjacentRunsStyledAlikeAreMerged() {
        #expect(
            serialize(Text("a").bold() + Text("b").bold())
                == .text(TextNode(runs: [TextRun(.string("ab"), textStyle: TextStyleSpec(weight: "bold"))])))
    }

    @Test func textModifiersCoverDecorationsAndFontVariants() {
        let view = Text("x").strikethrough(true, color: .red).underline().monospacedDigit().font(.system(size: 20, weight: .bold).italic())
        let run = TextRun(
            .string("x"), font: NodeFont(size: 20, weight: "bold"),
            textStyle: TextStyleSpec(
                italic: true, strikethrough: true, strikethroughColor: named("red"), underline: true, monospacedDigit: true))
        #expect(serialize(view) == .text(TextNode(runs: [run])))
    }

    /// `.tracking(_:)` and `.kerning(_:)` letter-space a `Text`, or every text inside a view; the innermost wins.
    @Test func trackingAndKerningAreSent() {
        #expect(
            serialize(Text("PREMIUM").tracking(2))
                == .text(TextNode(runs: [TextRun(.string("PREMIUM"), textStyle: TextStyleSpec(tracking: 2))])))
        #expect(
            serialize(Text("A").kerning(1.5)) == .text(TextNode(runs: [TextRun(.string("A"), textStyle: TextStyleSpec(tracking: 1.5))])))
        #expect(
            serialize(Text("B").tracking(4).tracking(1))
                == .text(TextNode(runs: [TextRun(.string("B"), textStyle: TextStyleSpec(tracking: 4))])))
        #expect(
            serialize(VStack { Text("C") }.tracking(3))
                == ViewNode.stack(StackNode(axis: .vertical, children: [.text(TextNode("C"))]))
                .modified(.textStyle(TextStyleSpec(tracking: 3))))
    }

    @Test func styledTextInsideAKeyKeepsItsStyle() {
        let view = Text("Hello \(Text("World").bold())")
        #expect(
            serialize(view)
                == .text(TextNode(runs: [TextRun(.string("Hello ")), TextRun(.string("World"), textStyle: TextStyleSpec(weight: "bold"))])))
    }

    @Test func fontsMapToTheWire() {
        #expect(Font.title2.node == NodeFont(style: "title2"))
        #expect(Font.system(.title, design: .rounded, weight: .heavy).node == NodeFont(style: "title", weight: "heavy", design: "rounded"))
        #expect(Font.body.bold().node == NodeFont(style: "body", weight: "bold"))
        #expect(Font.custom("Avenir", size: 13).node == NodeFont(size: 13))
    }
}
