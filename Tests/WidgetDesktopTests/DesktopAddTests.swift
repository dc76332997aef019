import Foundation
import Testing
import WidgetTestSupport

/// The README's install ends in one command, `widgethost desktop --add Counter`: it adds the widget once and shows it every time.
struct DesktopAddTests {
    @Test func theReadmesInstallEndsInOneCommandThatAddsTheCounterOnceAndShowsItEveryTime() async throws {
        let commands = try ReadmeSection("Install").firstBlock("console")
        #expect(commands.count == 3, "\(commands)")
        #expect(commands.first?.hasPrefix("git clone ") == true)
        #expect(commands.dropFirst().first == "bash scripts/install.sh", "run as written by scripts/test-install.sh")
        let words = try #require(commands.last).split(separator: " ").map(String.init)
        try #require(words.prefix(2) == ["widgethost", "desktop"], "\(words)")
        let session = try DesktopSession()
        let display = try VirtualDisplay()
        defer { display.stop() }

        let first = try session.startDesktop(display: ["DISPLAY": display.name], arguments: Array(words.dropFirst(2)))
        defer { first.stop() }
        #expect(first.line(within: 30) { $0.hasPrefix("#1 MyWidget systemSmall at 24,24, 170x170 pt") } != nil, "\(first.standardError)")
        #expect(first.standardError.contains("widgethost desktop: added #1 MyWidget (--add Counter)"))
        #expect(first.stop() == 0)

        let second = try session.startDesktop(display: ["DISPLAY": display.name], arguments: Array(words.dropFirst(2)))
        defer { second.stop() }
        #expect(second.line(within: 30) { $0.hasPrefix("#1 MyWidget systemSmall at 24,24") } != nil, "\(second.standardError)")
        #expect(!second.standardError.contains("added"), "the Counter is there already: \(second.standardError)")
        #expect(second.stop() == 0)
        #expect(try session.widgethost(["list", "--json"]).standardOutput.components(separatedBy: "\"kind\" : \"MyWidget\"").count == 2)
    }

    @Test(arguments: [
        ("Nope", "error: no plugin 'Nope' in "),
        ("Counter/Nope", "error: unknown widget kind 'Nope' (plugin Counter); expected MyWidget"),
        ("Counter/", "error: 'Counter/' is not a widget to add (option --add); expected PLUGIN or PLUGIN/KIND"),
        ("", "error: '' is not a widget to add (option --add)"),
    ])
    func aBadWidgetIsRefusedInOneLineBeforeAnythingIsStoredOrShown(reference: String, message: String) throws {
        let session = try DesktopSession()
        let refused = try session.widgethost(["desktop", "--add", reference])
        #expect(refused.status == 2)
        #expect(refused.errorLines.count == 1, "\(refused.standardError)")
        #expect(refused.errorLines.first?.hasPrefix(message) == true, "\(refused.standardError)")
        #expect(try session.widgethost(["list", "--json"]).standardOutput.filter { !$0.isWhitespace } == "[]")
    }
}
