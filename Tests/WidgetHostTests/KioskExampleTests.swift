import Foundation
import Testing
@_spi(Testing) import WidgetPango
import WidgetTestSupport

/// `Examples/Kiosk`, an integrator's program over WidgetRuntime, built with plain `swift build` (once per run).
struct KioskExampleTests {
    static let example = BuiltProducts.repositoryRoot.appendingPathComponent("Examples/Kiosk", isDirectory: true)

    let directory = TemporaryDirectory()
    var cli: CLIRunner { CLIRunner(home: directory.url) }
    var state: String { directory.path("state").path }

    @Test func itRewritesAnInstancesPanelInBlackAndWhiteWhenATapChangesIt() throws {
        let kiosk = try PackageBuilds.build(Self.example).appendingPathComponent("Kiosk")
        #expect(try cli.run(["add", "MyWidget", "--plugin", "Counter", "--family", "systemMedium", "--state", state]).status == 0)
        let output = directory.path("panels")
        let process = Process()
        process.executableURL = kiosk
        process.arguments = [
            "--state", state, "--plugins", BuiltProducts.directory.path, "--output", output.path, "--eink", "--changes", "1",
        ]
        let printed = Pipe()
        process.standardOutput = printed
        try process.run()
        let panel = output.appendingPathComponent("1.png")
        let before = try Self.waitForFile(panel, of: process)
        let tap = try cli.run(["tap", "1", "加 10", "--state", state])
        #expect(tap.status == 0, "\(tap.standardError)")
        try Self.waitForExit(of: process)
        #expect(process.terminationStatus == 0)
        let lines = String(decoding: printed.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        #expect(lines == ["wrote \(panel.path)", "wrote \(panel.path)"])
        let after = try Data(contentsOf: panel)
        #expect(after != before)
        let image = try DecodedPNG(Array(after))
        #expect(image.width == 800 && image.height == 480)
        var shades: Set<String> = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let color = image.color(x: x, y: y)
                shades.insert("\(color.red),\(color.green),\(color.blue),\(color.alpha)")
            }
        }
        #expect(shades == ["0.0,0.0,0.0,1.0", "1.0,1.0,1.0,1.0"])
    }

    /// Waits for the kiosk to stop after its round of changes; a kiosk still running after two minutes is
    /// killed and fails the test, so a change that never arrives cannot stall the suite.
    static func waitForExit(of process: Process) throws {
        let limit = Date().addingTimeInterval(120)
        while process.isRunning && Date() < limit { Thread.sleep(forTimeInterval: 0.05) }
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
        throw TestSetupError("the kiosk did not stop after the tap's change")
    }

    /// The file's bytes once the kiosk has written it (or the kiosk's exit, a failure).
    static func waitForFile(_ file: URL, of process: Process) throws -> Data {
        while process.isRunning {
            if let data = try? Data(contentsOf: file) { return data }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TestSetupError("the kiosk exited (status \(process.terminationStatus)) before writing \(file.path)")
    }
}
