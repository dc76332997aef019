import WidgetWire

/// One parameter of an intent as a call plan holds it: its place among the intent's parameters,
/// its default, whether it is required, and its checks compiled once, when the plugin loads.
///
/// A slot only accepts: it answers whether a value fits (typed values) or the value a text
/// spells (`NAME=VALUE`), never why not. A value it refuses goes to ``IntentValueResolver``,
/// which builds the message, so messages are built only on failure and are the resolver's own.
/// A class, so that a call reads its slots in place instead of copying them.
final class ParameterSlot: Sendable {
    /// The check of a value, decided from the parameter's type when the plan is made.
    enum Check: Sendable {
        case string
        /// An integer within the bounds.
        case integer(ParameterBounds?)
        /// A finite number within the bounds.
        case number(ParameterBounds?)
        case bool
        /// One of these raw values (typed); the same, in exactly this spelling (text).
        case enumeration([String])
        /// A non-empty id.
        case entity
        /// Dates, URLs and lists: the resolver's own checks (Foundation dates and URLs, items one by one).
        case general
    }

    /// The parameter's name, as a handler argument and a `NAME=VALUE` text name it (made anew from
    /// its bytes: a short name is then held in place, and compares with a literal's bits at once).
    let name: String
    /// The name's UTF-8 bytes, for comparing with the bytes of a `NAME=VALUE` text.
    private let nameUTF8: [UInt8]
    /// How many bytes the name has.
    private let nameCount: Int
    /// What the manifest declares.
    let descriptor: ParameterDescriptor
    let check: Check
    /// The manifest default, used when no value is given.
    let defaultValue: JSONValue?
    /// Whether a call without a value (and without a default) is refused.
    let isRequired: Bool

    /// Whether the parameter's name is `other` (lengths first: a mismatch of names of different
    /// lengths is then decided without the string comparison's slower path).
    @inline(__always)
    func hasName(_ other: String) -> Bool {
        nameCount == other.utf8.count && name == other
    }

    /// Whether the parameter's name is the UTF-8 `bytes` (compared in contiguous memory).
    func hasName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        nameUTF8.count == bytes.count && nameUTF8.withUnsafeBufferPointer { $0.elementsEqual(bytes) }
    }

    init(_ parameter: ParameterDescriptor, manifest: PluginManifest) {
        nameUTF8 = Array(parameter.name.utf8)
        name = String(decoding: nameUTF8, as: UTF8.self)
        nameCount = nameUTF8.count
        descriptor = parameter
        defaultValue = parameter.defaultValue
        isRequired = parameter.defaultValue == nil && !parameter.isOptional
        check = parameter.isArray ? .general : ParameterSlot.check(of: parameter, manifest: manifest)
    }

    private static func check(of parameter: ParameterDescriptor, manifest: PluginManifest) -> Check {
        switch parameter.type {
        case .string: .string
        case .int: .integer(parameter.bounds)
        case .double: .number(parameter.bounds)
        case .bool: .bool
        case .enumeration(let id): .enumeration(manifest.enumType(id: id)?.cases.map(\.value) ?? [])
        case .entity: .entity
        case .date, .url: .general
        }
    }

    /// Whether the wire value `value` (not `null`) fits, as ``ParameterValueChecker`` decides.
    func accepts(_ value: JSONValue, checker: ParameterValueChecker) -> Bool {
        switch check {
        case .string:
            if case .string = value { return true }
            return false
        case .integer(let bounds):
            guard let number = value.numberValue, number.rounded() == number, abs(number) < 9.3e18 else { return false }
            return bounds?.contains(number) ?? true
        case .number(let bounds):
            guard let number = value.numberValue, number.isFinite else { return false }
            return bounds?.contains(number) ?? true
        case .bool:
            if case .bool = value { return true }
            return false
        case .enumeration(let cases):
            guard case .string(let text) = value else { return false }
            return cases.contains(text)
        case .entity:
            guard case .string(let text) = value else { return false }
            return !text.isEmpty
        case .general:
            return checker.mismatch(value, for: descriptor) == nil
        }
    }

    /// The wire value the UTF-8 `text` spells (what follows `NAME=`), as ``ParameterValueParser``
    /// reads it; `nil` if the parser would refuse it (or it needs the parser's slower forms, such
    /// as an enum title in another letter case). Read in place: only a string value is copied.
    func value(of text: UnsafeBufferPointer<UInt8>, parser: ParameterValueParser) -> JSONValue? {
        switch check {
        case .string:
            return .string(String(decoding: text, as: UTF8.self))
        case .integer(let bounds):
            guard let trimmed = ValueText.trimmedASCII(text), let number = ValueText.integer(trimmed) else { return nil }
            return bounds?.contains(Double(number)) ?? true ? .integer(number) : nil
        case .number(let bounds):
            guard let trimmed = ValueText.trimmedASCII(text), let number = Double(String(decoding: trimmed, as: UTF8.self)),
                number.isFinite
            else { return nil }
            return bounds?.contains(number) ?? true ? .double(number) : nil
        case .bool:
            guard let trimmed = ValueText.trimmedASCII(text), let flag = ValueText.boolean(trimmed) else { return nil }
            return .bool(flag)
        case .enumeration(let cases):
            guard let trimmed = ValueText.trimmedASCII(text), cases.contains(where: { $0.utf8.elementsEqual(trimmed) }) else {
                return nil
            }
            return .string(String(decoding: trimmed, as: UTF8.self))
        case .entity:
            guard let trimmed = ValueText.trimmedASCII(text), !trimmed.isEmpty else { return nil }
            return .string(String(decoding: trimmed, as: UTF8.self))
        case .general:
            return try? parser.parse(String(decoding: text, as: UTF8.self), as: descriptor)
        }
    }
}
