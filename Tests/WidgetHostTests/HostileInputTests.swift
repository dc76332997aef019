import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// Numbers without bounds, impossible dates and echoed control characters: each is one line,
/// exit code 2, naming the range or the format, with what was typed escaped and cut.
struct HostileInputTests {
    let directory = TemporaryDirectory()

    @Test(arguments: [
        (["render", "Counter", "MyWidget", "--columns", "20000"], "'20000' is not a valid value for --columns"),
        (["render", "Counter", "MyWidget", "--columns", "9223372036854775808"], "is not a valid value for --columns"),
        (["preview", "Counter", "--columns", "1000000000"], "'1000000000' is not a valid value for --columns"),
        (["run", "--columns", "12.5"], "'12.5' is not a valid value for --columns"),
        (["run", "--daily-budget", "9223372036854775807"], "'9223372036854775807' is not a valid value for --daily-budget"),
        (["run", "--min-interval", "1e300"], "'1e300' is not a valid value for --min-interval"),
        (["run", "--retry-interval", "nan"], "'nan' is not a valid value for --retry-interval"),
        (["serve", "--port", "65536"], "'65536' is not a valid value for --port"),
        (["inspect", "Counter", "--plugin-timeout", "inf"], "'inf' is not a valid value for --plugin-timeout"),
    ])
    func numericOptionsHaveARange(arguments: [String], problem: String) throws {
        try BadInputExpectations.cliRejects(arguments, in: directory, containing: [problem])
    }

    @Test func theColumnsRuleIsOneRangeForEveryCommand() throws {
        for command in [["render", "Counter", "MyWidget"], ["preview", "Counter"], ["run"]] {
            try BadInputExpectations.cliRejects(
                command + ["--columns", "501"], in: directory, containing: ["expected a whole number of columns from 16 to 500"])
        }
    }

    @Test(arguments: ["2024-02-30", "2023-02-29", "2024-13-01", "2024-04-31T10:00:00Z", "2024-05-01T24:00:00Z", "2024-05-01T10:61"])
    func impossibleDatesAreRefusedNotNormalised(date: String) throws {
        try BadInputExpectations.cliRejects(
            ["inspect", "Counter", "--now", date], in: directory, containing: ["'\(date)' is not an ISO 8601 date (option --now)"])
    }

    @Test func realDatesInTheDocumentedFormatsAreAccepted() throws {
        for date in ["2024-02-29", "2024-05-01T10:00:00Z", "2024-05-01T10:00:00.250+02:00", "2024-05-01T10:00"] {
            let result = try CLIRunner(home: directory.url).run(["inspect", "Counter", "--now", date, "--state", directory.path("s").path])
            #expect(result.status == 0, "\(date): \(result.standardError)")
        }
    }

    @Test(arguments: ["2024-02-30", "2024-13-01", "2023-02-29", "2024-04-31T10:00:00Z"])
    func impossibleDatesInParameterValuesAreRefusedNotNormalised(date: String) throws {
        let plugin = try FixturePlugins.install("good", as: "good", in: directory.url)
        try BadInputExpectations.cliRejects(
            ["perform", plugin.path, "ScheduleIntent", "--param", "at=\(date)"], in: directory,
            containing: [
                "error: '\(date)' is not an ISO 8601 date (plugin good, intent ScheduleIntent, parameter at); expected an ISO 8601 date (2024-05-01 or 2024-05-01T10:00:00Z)"
            ])
        let leapDay = try CLIRunner(home: directory.url).run([
            "perform", plugin.path, "ScheduleIntent", "--param", "at=2024-02-29", "--state", directory.path("s").path,
        ])
        #expect(leapDay.status == 0, "\(leapDay.standardError)")
    }

    @Test func parameterValuesOutOfTheirTypesRangeAreOneLine() throws {
        let plugin = try FixturePlugins.install("good", as: "good", in: directory.url)
        try BadInputExpectations.cliRejects(
            ["perform", plugin.path, "AddIntent", "--param", "value=9223372036854775808"], in: directory,
            containing: ["'9223372036854775808' is not an integer"])
        try BadInputExpectations.cliRejects(
            ["perform", plugin.path, "AddIntent", "--param", "scale=inf"], in: directory, containing: ["'inf' is not a number"])
    }

    @Test func echoedControlCharactersAreEscapedAndLongValuesCut() throws {
        let forged = "x\u{1B}[2J\r\nerror: forged\u{7F}\u{85}"
        try BadInputExpectations.cliRejects(
            ["render", "Counter", "MyWidget", "--columns", forged], in: directory,
            containing: [#"'x\u{1B}[2J\u{D}\u{A}error: forged\u{7F}\u{85}' is not a valid value"#])
        let long = String(repeating: "a", count: 100_000)
        let result = try CLIRunner(home: directory.url).run([long])
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown command '\(String(repeating: "a", count: 80))…'"))
        #expect(result.standardError.utf8.count < 1_000, "\(result.standardError.utf8.count) bytes")
    }

    @Test func echoedInputIsEscapedAndCutInOnePlace() {
        #expect(EchoedInput.quoted("a\u{1B}b\u{0}c") == #"'a\u{1B}b\u{0}c'"#)
        #expect(EchoedInput.quoted(String(repeating: "é", count: 81)) == "'" + String(repeating: "é", count: 80) + "…'")
        #expect(EchoedInput.quoted("plain") == "'plain'")
    }
}

/// Manifests over the limits: each one line naming the plugin, before anything is decoded.
struct ManifestLimitTests {
    let directory = TemporaryDirectory()

    @Test(arguments: [
        (1, "invalid manifest: the key 'id' appears more than once in one object"),
        (2, "invalid manifest: the manifest is not valid UTF-8 (at byte "),
        (3, "invalid manifest: the manifest is 5242881 bytes, over the limit of 4194304 bytes (4 MiB)"),
    ])
    func aManifestOverItsLimitsIsOneLineNamingThePlugin(variant: Int, problem: String) throws {
        let plugin = try FixturePlugins.install(
            "manifest_limits", as: "limits\(variant)", in: directory.url, defines: ["MANIFEST_VARIANT=\(variant)"])
        try BadInputExpectations.cliRejects(
            ["inspect", plugin.path], in: directory, containing: [problem, "(plugin \(plugin.path), manifest"])
    }
}
