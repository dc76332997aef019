/// Expands `#Preview` into one exported C function that writes the preview's JSON payload.
///
/// ```swift
/// @c(widgethost_preview__s6Hello0019GreetingViewswift_…fMf_7previewfMu_)
/// public func $s6Hello0019GreetingViewswift_…fMf_7previewfMu_(_ result: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?) -> Int32 {
///     WidgetSDK.PreviewExport.view(named: "Hello", traits: [], source: WidgetSDK.PreviewSource(file: "Hello/GreetingView.swift", line: 20),
///                                  result: result, error: error, body: { GreetingView(name: "World") })
/// }
/// ```
/// The function's Swift name is a unique name made from the expansion's discriminator
/// the way swift-syntax's `makeUniqueName` makes them (the only names a freestanding
/// macro may introduce at file scope), and its C name is that name with every
/// character other than a letter, digit or `_` replaced by `_`, after the fixed prefix
/// ``symbolPrefix``. The user's closures are passed unchanged to `PreviewExport`,
/// whose parameters have the types of Apple's declarations, so they type-check as there.
enum PreviewExpansion {
    /// What every preview function's C name starts with.
    static let symbolPrefix = "widgethost_preview_"

    /// The expansion of the `#Preview` in `request`.
    static func expand(_ request: FreestandingExpansionRequest) -> ExpansionOutcome {
        let call: MacroCall
        do {
            call = try MacroCallParser.parse(request.syntax.source)
        } catch {
            return .error(error.message, at: error.offset)
        }
        let arguments: PreviewArguments
        switch PreviewArguments.read(call) {
        case .success(let read): arguments = read
        case .failure(let error): return .error(error.message, at: error.offset)
        }
        let name = uniqueName(discriminator: request.discriminator, providedName: "preview")
        let line = request.syntax.location.line + lineBreaks(in: request.syntax.source, before: call.offset)
        let source = "WidgetSDK.PreviewSource(file: \(SwiftSource.stringLiteral(request.syntax.location.fileID)), line: \(line))"
        return .expanded(function(named: name, calling: exportCall(arguments, source: source)))
    }

    /// A unique name as swift-syntax's `MacroExpansionContext.makeUniqueName` forms the first one for `providedName`:
    /// the discriminator, the name's length and the name, then `fMu_`.
    static func uniqueName(discriminator: String, providedName: String) -> String {
        "\(discriminator)\(providedName.count)\(providedName)fMu_"
    }

    /// The C symbol of the preview function named `name`.
    static func symbol(forFunctionNamed name: String) -> String {
        let sanitised = name.unicodeScalars.map { scalar -> String in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") ? String(scalar) : "_"
        }
        return symbolPrefix + sanitised.joined()
    }

    private static func function(named name: String, calling body: String) -> String {
        """
        @c(\(symbol(forFunctionNamed: name))) public func \(name)(_ result: UnsafeMutableRawPointer?, _ error: UnsafeMutableRawPointer?) -> Int32 {
            \(body)
        }
        """
    }

    /// The `PreviewExport` call for the form, with the user's expressions and closures as its arguments.
    private static func exportCall(_ arguments: PreviewArguments, source: String) -> String {
        var parts = ["named: \(arguments.name ?? "nil")"]
        let closures: [String]
        let function: String
        switch arguments.form {
        case .view:
            function = "view"
            parts.append("traits: [\(arguments.traits.joined(separator: ", "))]")
            closures = ["body"]
        case .timeline, .timelineProvider:
            function = arguments.form == .timeline ? "timeline" : "timelineProvider"
            parts.append("family: \(arguments.family ?? "")")
            if let intent = arguments.using { parts.append("intent: \(intent)") }
            closures = ["widget", arguments.form == .timeline ? "timeline" : "timelineProvider"]
        case .contentStates:
            function = "liveActivity"
            parts.append("viewKind: \(arguments.family ?? "")")
            parts.append("attributes: \(arguments.using ?? "")")
            closures = ["widget", "contentStates"]
        }
        parts += ["source: \(source)", "result: result", "error: error"]
        parts += closures.map { "\($0): \(withoutPreviewable(arguments.closures[$0] ?? ""))" }
        return "WidgetSDK.PreviewExport.\(function)(\n        \(parts.joined(separator: ",\n        "))\n    )"
    }

    /// `closure` with its `@Previewable` marks taken off (`@Previewable @State var on = true` becomes a local
    /// `@State var on = true`), the state a preview's body declares for its views, as Apple's expansion keeps it.
    static func withoutPreviewable(_ closure: String) -> String {
        closure.replacingOccurrences(of: "@Previewable ", with: "").replacingOccurrences(of: "@Previewable\n", with: "\n")
    }

    /// How many line breaks `text` has before the UTF-8 offset `offset`.
    private static func lineBreaks(in text: String, before offset: Int) -> Int {
        text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count
    }
}
