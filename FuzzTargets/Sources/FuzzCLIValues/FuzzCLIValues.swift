import Foundation
import WidgetWire

@testable import WidgetHost

/// One input: a command line as NUL-separated tokens. It goes through the CLI's own parser with
/// the options that take values people type; then every `--param NAME=VALUE` is resolved against an
/// intent with a parameter of every type (and arrays, bounds, enums, entities, optionals), `--now`
/// and `--at` are read as dates, and the numeric options against their ranges.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLIValues(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let tokens = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    guard let parsed = try? CLIValues.parser.parse(tokens) else { return 0 }
    let intent = CLIValues.manifest.intents[0]
    let assignments = parsed.values(CLIValues.param)
    _ = try? CLIValues.resolver.values(for: intent, assignments: assignments)
    _ = try? CLIValues.resolver.values(for: intent, assignments: assignments, over: ["count": .integer(3)])
    _ = try? parsed.date(CLIValues.now)
    _ = try? parsed.date(CLIValues.at)
    for option in CLIValues.numericOptions { _ = try? option.readWhole(parsed, command: "fuzz") }
    for text in parsed.positionals { _ = ParameterValueParser.parseDate(text) }
    return 0
}

/// The options, the intent and the parser the fuzzer's command lines are read with.
enum CLIValues {
    static let param = OptionSpec("--param", value: "NAME=VALUE", repeatable: true, help: "A parameter value")
    static let now = OptionSpec("--now", value: "DATE", help: "The current time")
    static let at = OptionSpec("--at", value: "DATE", help: "The time to render at")
    static let columns = OptionSpec("--columns", value: "N", help: "Columns")
    static let port = OptionSpec("--port", value: "PORT", help: "Port")
    static let timeout = OptionSpec("--plugin-timeout", value: "SECONDS", help: "Timeout")
    static let parser = CommandLineParser(options: [param, now, at, columns, port, timeout], location: "command fuzz")
    /// The ranges the CLI gives these options.
    static let numericOptions = [
        NumericOption.columns(columns), NumericOption(option: port, range: 0...65_535, wholeNumber: true, unit: ""),
        NumericOption(option: timeout, range: 0.01...3_600, wholeNumber: false, unit: "seconds"),
    ]
    static let manifest: PluginManifest = {
        guard case .manifest(let manifest) = ManifestDecoder.decode(Array(manifestJSON.utf8)) else {
            fatalError("the fuzzer's own manifest does not decode: \(ManifestDecoder.decode(Array(manifestJSON.utf8)))")
        }
        return manifest
    }()
    static let resolver = IntentValueResolver(manifest: manifest, pluginID: "Fuzz")

    private static func parameter(
        _ name: String, _ type: String, array: Bool = false, optional: Bool = false, extra: String = ""
    )
        -> String
    {
        #"{"name":"\#(name)","title":"\#(name)","type":\#(type),"array":\#(array),"optional":\#(optional)\#(extra)}"#
    }

    private static var parameters: [String] {
        [
            parameter("text", #"{"kind":"string"}"#, extra: #","default":"hello""#),
            parameter("count", #"{"kind":"int"}"#, extra: #","bounds":{"lowerBound":0,"upperBound":100}"#),
            parameter("ratio", #"{"kind":"double"}"#, optional: true, extra: #","bounds":{"lowerBound":-1.5,"upperBound":1.5}"#),
            parameter("flag", #"{"kind":"bool"}"#, extra: #","default":true"#),
            parameter("when", #"{"kind":"date"}"#, optional: true),
            parameter("link", #"{"kind":"url"}"#, optional: true),
            parameter("interval", #"{"kind":"enum","enum":"RefreshInterval"}"#, extra: #","default":"daily""#),
            parameter("project", #"{"kind":"entity","entity":"Project"}"#, optional: true),
            parameter("counts", #"{"kind":"int"}"#, array: true, optional: true, extra: #","bounds":{"upperBound":10}"#),
            parameter("dates", #"{"kind":"date"}"#, array: true, optional: true),
            parameter("intervals", #"{"kind":"enum","enum":"RefreshInterval"}"#, array: true, optional: true),
            parameter("links", #"{"kind":"url"}"#, array: true, optional: true),
        ]
    }

    private static var manifestJSON: String {
        let handler = #"{"symbol":"perform","returns":"status","arguments":[{"type":"string","source":"request"}]}"#
        let query = #"{"symbol":"query","returns":"status","arguments":[{"type":"string","source":"request"}]}"#
        return """
            {"plugin":{"id":"Fuzz","name":"Fuzz","version":"1.0.0"},"widgets":[],
             "intents":[{"id":"Values","title":"Values","isConfiguration":true,"perform":\(handler),
               "parameters":[\(parameters.joined(separator: ","))]}],
             "entities":[{"id":"Project","typeDisplayName":"Project","queries":{"entities":\(query)}}],
             "enums":[{"id":"RefreshInterval","typeDisplayName":"Refresh Interval",
               "cases":[{"value":"hourly","title":"Every Hour"},{"value":"daily","title":"Every Day"}]}]}
            """
    }
}
