import Foundation
import Testing
import WidgetTestSupport
import WidgetWire

/// `render --format json` through the real binary: an instance's or a fresh widget's moment as one
/// JSON line (what `watch` prints at every change), and `-o` refusing what it cannot write.
struct RenderJSONTests {
    let directory = TemporaryDirectory()
    var cli: CLIRunner { CLIRunner(home: directory.url) }
    var state: [String] { ["--state", directory.path("state").path] }

    func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try cli.run(arguments + state)
        #expect(result.status == 0, "\(arguments): \(result.standardError)", sourceLocation: sourceLocation)
        return result.standardOutput
    }

    @Test func anInstancesMomentIsOneLineWithItsStateTextsAndViewTree() throws {
        let id = try run(["add", "MyWidget", "--family", "systemMedium"]).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try run(["tap", id, "加 10"])
        let output = try run(["render", id, "--format", "json", "--at", "2024-05-01T10:00:00Z"])
        #expect(output.split(separator: "\n").count == 1)
        let snapshot = try WireCoding.decode(JSONValue.self, from: output)
        #expect(snapshot["id"] == .integer(Int64(id) ?? 0))
        #expect(snapshot["plugin"] == "Counter")
        #expect(snapshot["kind"] == "MyWidget")
        #expect(snapshot["family"] == "systemMedium")
        #expect(snapshot["state"] == "ok")
        #expect(snapshot["date"] == "2024-05-01T10:00:00Z")
        let texts = snapshot["texts"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(texts.contains("结果: 10"))
        #expect(Array(texts.drop { $0 != "结果: 10" }.prefix(2)) == ["结果: 10", "加 10"])
        #expect(snapshot["text"]?.stringValue == texts.joined(separator: " "))
        #expect(snapshot["percentage"] == nil)
        let view = try WireCoding.decode(ViewNode.self, from: WireCoding.encode(try #require(snapshot["view"])))
        #expect(ViewText.plainText(of: view) == snapshot["text"]?.stringValue)
    }

    @Test func aProgressViewGivesThePercentage() throws {
        let start = ["--now", "2024-05-01T10:00:00Z"]
        _ = try run(["perform", "Pomodoro", "StartFocus", "--param", "project=writing", "--param", "minutes=20"] + start)
        let id = try run(["add", "Focus"] + start).trimmingCharacters(in: .whitespacesAndNewlines)
        let later = try WireCoding.decode(
            JSONValue.self, from: try run(["render", id, "--format", "json", "--at", "2024-05-01T10:05:00Z"]))
        #expect(later["percentage"] == .integer(25))
        #expect(later["text"]?.stringValue?.contains("15 min left") == true)
        let fresh = try WireCoding.decode(
            JSONValue.self, from: try run(["render", "Pomodoro", "Focus", "--format", "json", "--at", "2024-05-01T10:10:00Z"] + start))
        #expect(fresh["id"] == nil)
        #expect(fresh["plugin"] == "Pomodoro")
        #expect(fresh["percentage"] == .integer(50))
    }

    @Test func anExtensionNoFormatWritesIsRefused() throws {
        let id = try run(["add", "MyWidget"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let jpeg = directory.path("x.jpg")
        let refused = try cli.run(["render", id, "-o", jpeg.path] + state)
        #expect(refused.status == 2)
        #expect(refused.standardError.split(separator: "\n").count == 1)
        #expect(refused.standardError.hasPrefix("error: cannot write a .jpg file"), "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: jpeg.path))
        let json = directory.path("x.json")
        #expect(try cli.run(["render", id, "-o", json.path] + state).status == 0)
        let written = try WireCoding.decode(JSONValue.self, from: try String(contentsOf: json, encoding: .utf8))
        #expect(written["kind"] == "MyWidget")
    }
}
