import Foundation

/// A translated format string (`"%@ hat %lld Tassen getrunken"`) split into its literal text and the
/// places its arguments go, read as Foundation's `String(format:)` reads the specifiers: in order
/// (`%@`, `%lld`, `%.1f`) or by position (`%2$@`, `%1$lld`); `%%` is a percent sign.
///
/// An interpolated `Text("\(name) drank \(count) cups")` is looked up by the key `"%@ drank %lld cups"`,
/// and its translation is drawn with the interpolated values where its specifiers stand.
struct LocalizedFormat: Equatable {
    /// A piece of the format: text as written, or the argument at an index (from 0).
    enum Piece: Equatable {
        case literal(String)
        case argument(Int)
    }

    let pieces: [Piece]

    /// The pieces of `format`; a `%` that starts no specifier is kept as text.
    init(_ format: String) {
        var pieces: [Piece] = []
        var literal = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else {
                literal.append(character)
                continue
            }
            if index < format.endIndex, format[index] == "%" {
                literal.append("%")
                index = format.index(after: index)
                continue
            }
            guard let specifier = Self.specifier(in: format, from: index) else {
                literal.append("%")
                continue
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            if let position = specifier.position {
                pieces.append(.argument(position - 1))
            } else {
                pieces.append(.argument(next))
                next += 1
            }
            index = specifier.end
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
    }

    /// The specifier after a `%` at `start`: its position when it has one (`2$`), and where it ends.
    private static func specifier(in format: String, from start: String.Index) -> (position: Int?, end: String.Index)? {
        let scalars = format.unicodeScalars
        var index = start
        var digits = 0
        var position: Int?
        while index < scalars.endIndex, (48...57).contains(scalars[index].value), digits < 1_000 {
            digits = digits * 10 + Int(scalars[index].value - 48)
            index = scalars.index(after: index)
        }
        if index > start, digits > 0, index < scalars.endIndex, scalars[index] == "$" {
            position = digits
            index = scalars.index(after: index)
        } else {
            index = start
        }
        while index < scalars.endIndex, "-+ #0'*.0123456789hlqLztj".unicodeScalars.contains(scalars[index]) {
            index = scalars.index(after: index)
        }
        guard index < scalars.endIndex, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(scalars[index]) else { return nil }
        return (position, scalars.index(after: index))
    }

    /// The specifier a value of type `T` adds to an interpolated key, as SwiftUI's `LocalizedStringKey`
    /// writes it: `%lld` for `Int`, `%d` for `Int32`, `%llu` for `UInt`, `%u` for `UInt32`.
    static func specifier<T: BinaryInteger>(ofInteger value: T) -> String {
        switch (T.isSigned, value.bitWidth > 32) {
        case (true, true): "%lld"
        case (true, false): "%d"
        case (false, true): "%llu"
        case (false, false): "%u"
        }
    }

    /// The specifier a floating-point value adds: `%f` for `Float`, `%lf` for `Double` and wider.
    static func specifier<T: BinaryFloatingPoint>(ofFloatingPoint type: T.Type) -> String {
        T.significandBitCount <= Float.significandBitCount ? "%f" : "%lf"
    }

    /// `text` as a key's literal part: a percent sign doubled.
    static func escaped(_ text: String) -> String {
        text.contains("%") ? text.replacingOccurrences(of: "%", with: "%%") : text
    }
}
