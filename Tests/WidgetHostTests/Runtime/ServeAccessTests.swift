import Foundation
import Testing
import WidgetTestSupport

/// `widgethost serve` beyond loopback, as a real process: the address it prints (with the
/// access token), the warning, the token's sources, and loopback as before.
struct ServeAccessTests {
    let directory = TemporaryDirectory()

    func serve(_ arguments: [String], environment: [String: String] = [:]) throws -> DaemonProcess {
        try DaemonProcess(
            ["--state", directory.path("state").path, "--port", "0"] + arguments, home: directory.url, command: "serve",
            environment: environment)
    }

    @Test func everyInterfacePrintsAnAddressWithTheTokenAndOneWarning() throws {
        let server = try serve(["--host", "0.0.0.0", "--allow-host", "dash.example"])
        #expect(server.waitFor("\n"))
        #expect(server.stop() == 0)
        let address = server.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        let match = try #require(address.wholeMatch(of: /http:\/\/dash\.example:[0-9]+\/\?token=([0-9a-f]{64})/))
        let warnings = server.standardError.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("listening on every network interface") == true)
        #expect(warnings.first?.contains("the access token") == true)
        #expect(!server.standardError.contains(String(match.1)), "the token is printed once, on standard output")
    }

    @Test func theTokenComesFromTheEnvironmentOrTheOptionAndTheHostNameIsPrinted() throws {
        let fromEnvironment = try serve(["--host", "0.0.0.0"], environment: ["WIDGETHOST_DASHBOARD_TOKEN": "scripted-token-0123456789"])
        #expect(fromEnvironment.waitFor("\n"))
        #expect(fromEnvironment.stop() == 0)
        let hostName = ProcessInfo.processInfo.hostName.lowercased()
        #expect(fromEnvironment.standardOutput.hasPrefix("http://\(hostName):"))
        #expect(fromEnvironment.standardOutput.contains("/?token=scripted-token-0123456789\n"))

        let fromOption = try serve(["--host", "0.0.0.0", "--token", "option-token-0123456789"])
        #expect(fromOption.waitFor("\n"))
        #expect(fromOption.stop() == 0)
        #expect(fromOption.standardOutput.contains("/?token=option-token-0123456789\n"))
    }

    @Test func aBadTokenOrHostNameIsOneLineAndStoresNothing() throws {
        let cli = CLIRunner(home: directory.url)
        let state = directory.path("state").path
        let short = try cli.run(["serve", "--state", state, "--host", "0.0.0.0", "--port", "0", "--token", "short"])
        #expect(short.status == 2)
        #expect(
            short.errorLines == [
                "error: 'short' is not a usable access token (option --token); expected 16 to 256 letters, digits, '-', '_', '.' or '~'"
            ])
        let badHost = try cli.run(["serve", "--state", state, "--host", "0.0.0.0", "--allow-host", "evil.example:80"])
        #expect(badHost.status == 2)
        #expect(badHost.errorLines.count == 1)
        let badVariable = try cli.run(
            ["serve", "--state", state, "--host", "0.0.0.0", "--port", "0"], environment: ["WIDGETHOST_DASHBOARD_TOKEN": "a b"])
        #expect(badVariable.status == 2)
        #expect(badVariable.errorLines.first?.contains("environment variable WIDGETHOST_DASHBOARD_TOKEN") == true)
        #expect(!FileManager.default.fileExists(atPath: state))
    }

    @Test func loopbackPrintsThePlainAddressAndNoWarning() throws {
        let server = try serve([])
        #expect(server.waitFor("\n"))
        #expect(server.stop() == 0)
        #expect(server.standardOutput.wholeMatch(of: /http:\/\/127\.0\.0\.1:[0-9]+\/\n/) != nil)
        #expect(!server.standardError.contains("warning"))
    }
}
