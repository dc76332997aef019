import Foundation

/// An interpolated value of a ``LocalizedStringKey``, as the key a translation is looked up by sees
/// it: the runs it became, its format specifier (`%@`, `%lld`, `%.1f`) and its value when it is a number
/// (what picks a plural variant).
struct KeyArgument {
    let runs: Range<Int>
    let specifier: String
    let number: Double?
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends an interpolated value's runs with `append`, and keeps it as a key argument when the
    /// plugin has strings (else `specifier` and `number` are not evaluated).
    mutating func argument(
        _ specifier: @autoclosure () -> String, number: @autoclosure () -> Double? = nil, _ append: (inout [Text.Run]) -> Void
    ) {
        let start = runs.count
        append(&runs)
        guard arguments != nil else { return }
        arguments?.append(KeyArgument(runs: start..<runs.count, specifier: specifier(), number: number()))
    }

    /// The value of a `specifier:` interpolation when it is a number.
    static func number<T: CVarArg>(_ value: T) -> Double? {
        switch value {
        case let integer as any BinaryInteger: Double(integer)
        case let real as any BinaryFloatingPoint: Double(real)
        default: nil
        }
    }

    /// The key SwiftUI looks an interpolated text up by: the literal parts (`%` doubled) with each
    /// value's specifier where it stands (`"%@ drank %lld cups"`).
    func key(of arguments: [KeyArgument]) -> String {
        var key = ""
        var literal = 0
        var argument = 0
        while literal < literals.count || argument < arguments.count {
            if argument == arguments.count || (literal < literals.count && literals[literal].position < arguments[argument].runs.lowerBound)
            {
                key += LocalizedFormat.escaped(literals[literal].text)
                literal += 1
            } else {
                key += arguments[argument].specifier
                argument += 1
            }
        }
        return key
    }

    /// Replaces the runs with the plugin's translation of the key, when it has one: its text as the
    /// literal parts, each interpolated value's runs where its specifier stands (in the translation's
    /// order, `%2$@` first if it says so), its plural variant chosen by the values.
    mutating func translate() {
        guard let arguments, !arguments.isEmpty, let value = PluginStrings.currentValue(key(of: arguments)) else { return }
        let language = UserLocale.current.language.languageCode?.identifier ?? "en"
        let format = LocalizedFormat(value.format(numbers: arguments.map(\.number), language: language))
        var translated: [Text.Run] = []
        var translatedLiterals: [(position: Int, text: String)] = []
        for piece in format.pieces {
            switch piece {
            case .literal(let text):
                translatedLiterals.append((translated.count, text))
                translated.append(Text.Run(text))
            case .argument(let index):
                guard arguments.indices.contains(index) else { continue }
                translated += runs[arguments[index].runs]
            }
        }
        runs = translated
        literals = translatedLiterals
    }
}
