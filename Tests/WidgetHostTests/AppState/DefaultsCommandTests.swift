import Foundation
import Testing
import WidgetTestSupport

/// `widgethost defaults`: values typed on the command line are what the plugin's `UserDefaults(suiteName:)` reads on its
/// next call, in either isolation mode; they list and read back as typed, and bad input is one line, exit 2, nothing
/// stored.
@Suite struct DefaultsCommandTests {
    let plugins: AppGroupDefaultsTests.Plugins
    let suite = "group.dev.widgethost.appstate"

    init() throws { plugins = try AppGroupDefaultsTests.Plugins() }

    private func defaults(_ arguments: [String]) throws -> Subprocess.Result {
        try CLIRunner(home: plugins.directory.url).run(["--state", plugins.state, "defaults", plugins.fixture] + arguments)
    }

    @Test(arguments: ["in-process", "worker"])
    func valuesWrittenHereAreWhatTheWidgetReads(isolation: String) throws {
        let writes: [[String]] = [
            ["count", "41", "--type", "int"], ["string", "Hello there"], ["bool", "yes", "--type", "bool"],
            ["date", "2026-12-08T09:00:00Z", "--type", "date"], ["array", "[1, 2, 3]", "--type", "json"],
            ["dictionary", #"{"soup": "tomato", "bowls": 2}"#, "--type", "json"],
        ]
        for write in writes {
            let result = try defaults(["--suite", suite] + write)
            #expect(result.status == 0 && result.standardOutput.hasPrefix("Set \(write[0]) = "), "\(result)")
        }
        let lines = try plugins.lines(isolation: isolation)
        for line in ["count 41", "string Hello there", "bool true", "date 2026-12-08T09:00:00Z", "array 6", "dictionary tomato 2"] {
            #expect(lines.contains(line), "\(line) in \(lines)")
        }
        let listed = try defaults(["--suite", suite])
        #expect(listed.standardOutput.contains("  count = 41\n  date = 2026-12-08T09:00:00Z\n"), "\(listed)")
        #expect(listed.standardOutput.contains(#"  dictionary = {"bowls": 2, "soup": "tomato"}"#))
        #expect(try defaults(["--suite", suite, "bool"]).standardOutput == "true\n")
        #expect(try defaults(["--suite", suite, "string"]).standardOutput == "\"Hello there\"\n")
        #expect(try defaults(["--suite", suite, "count", "--delete"]).status == 0)
        #expect(try plugins.lines(isolation: isolation).contains("count 0"))
    }

    @Test func badInputIsOneLineExitTwoAndChangesNothing() throws {
        #expect(try defaults(["--suite", suite, "count", "3", "--type", "int"]).status == 0)
        let cases: [(arguments: [String], line: String)] = [
            (
                ["--suite", suite, "count", "three", "--type", "int"],
                "error: 'three' is not valid (VALUE); expected a whole number (--type int)"
            ),
            (
                ["--suite", suite, "count", "3", "--type", "float"],
                "error: unknown type 'float' (option --type); expected string, int, double, bool, date, data, json"
            ),
            (
                ["--suite", suite, "list", "[1, null]", "--type", "json"],
                #"error: '[1, null]' is not valid (VALUE); expected JSON without null, such as ["a", 1] or {"count": 3} (--type json)"#
            ),
            (
                ["--suite", suite, "missing"],
                "error: no value for 'missing' in suite \(suite) of plugin AppStateFixture (KEY); expected one of: count"
            ),
            (
                ["--suite", suite, "count", "3", "--delete"],
                "error: --delete takes a KEY and no VALUE (command defaults); expected widgethost defaults PLUGIN KEY --delete"
            ),
        ]
        for (arguments, line) in cases {
            let result = try defaults(arguments)
            #expect(result.status == 2 && result.errorLines == [line] && result.standardOutput.isEmpty, "\(arguments): \(result)")
        }
        #expect(try defaults(["--suite", suite]).standardOutput == "suite \(suite):\n  count = 3\n")
    }
}
