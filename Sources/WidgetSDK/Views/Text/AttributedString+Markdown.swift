import Foundation
internal import WidgetWire

extension AttributedString {
    /// How `init(markdown:)` reads its text. WidgetHost reads inline Markdown whatever the syntax asked,
    /// keeping the text's line breaks.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// How much of Markdown is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }

        /// What a text that is not valid Markdown does.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?

        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// `markdown` with its inline Markdown read into attributes (Foundation's initializer, which
    /// swift-corelibs-foundation lacks): `**bold**`, `*italic*`, `~~struck~~` and code spans between backticks as
    /// ``InlinePresentationIntent``s, `[text](url)` as a `link`. Delimiters that pair with nothing stay text,
    /// so it never throws.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        var tokens = MarkdownTokenizer(cells: markdown.unicodeScalars.map(Cell.scalar)).tokens()
        MarkdownTokenizer.pairDelimiters(&tokens)
        var intents: [InlinePresentationIntent] = []
        var links: [URL?] = []
        func append(_ text: String, adding extra: InlinePresentationIntent = []) {
            var piece = AttributedString(text)
            let intent = intents.reduce(extra) { $0.union($1) }
            if !intent.isEmpty { piece.inlinePresentationIntent = intent }
            if let link = links.last ?? nil { piece.link = link }
            self.append(piece)
        }
        for token in tokens {
            switch token {
            case .text(let text): append(text)
            case .code(let cells): append(String(String.UnicodeScalarView(cells.compactMap(\.scalar))), adding: .code)
            case .linkStart(let url): links.append(URL(string: url, relativeTo: baseURL))
            case .linkEnd: _ = links.popLast()
            case .run: break
            case .delimiter(let character, let length, let canOpen, _, let paired):
                guard paired else {
                    append(String(repeating: String(character), count: length))
                    continue
                }
                if canOpen {
                    intents.append(character == "~" ? .strikethrough : length == 2 ? .stronglyEmphasized : .emphasized)
                } else {
                    _ = intents.popLast()
                }
            }
        }
    }

    /// `markdown`, UTF-8 bytes, read as ``init(markdown:options:baseURL:)-(String,_,_)`` reads a string.
    public init(markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }
}

extension Cell {
    var scalar: Unicode.Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }
}

extension Text {
    /// The runs an attributed string shows: its characters run by run, with SwiftUI's attributes
    /// (color, font, strikethrough, underline, tracking and kerning), Markdown's intents (bold, italic, code, strikethrough)
    /// and links (in the tint).
    static func runs(of attributed: AttributedString) -> [Run] {
        attributed.runs.map { attributes in
            var run = Run(String(attributed[attributes.range].characters))
            var style = TextStyleSpec()
            let intent = attributes.inlinePresentationIntent ?? []
            if intent.contains(.stronglyEmphasized) { style.weight = Font.Weight.bold.name }
            if intent.contains(.emphasized) { style.italic = true }
            if intent.contains(.strikethrough) || attributes.strikethroughStyle != nil { style.strikethrough = true }
            if attributes.underlineStyle != nil { style.underline = true }
            if intent.contains(.code) { style.design = Font.Design.monospaced.rawValue }
            if let spacing = attributes.tracking ?? attributes.kern { style.tracking = Double(spacing) }
            if !style.isEmpty { run.style = style }
            if let font = attributes.font { run.font = font }
            if let color = attributes.foregroundColor {
                run.foreground = AnyShapeStyle(color)
            } else if attributes.link != nil {
                run.foreground = AnyShapeStyle(TintShapeStyle())
            }
            return run
        }
    }
}
