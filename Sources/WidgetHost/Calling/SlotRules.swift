import WidgetWire

/// How a ``FrameProgram`` checks and writes the common typed values of a button's parameters in a
/// few instructions: a string for a `const char *`, an integer for an `int64_t` or `int32_t`, a
/// number for a `double`, a flag for a `bool`, each within the parameter's bounds. Made once per
/// plan, in C memory, so a call reads it without retaining anything.
///
/// A rule only ever accepts what ``ParameterSlot/accepts(_:checker:)`` followed by
/// ``FrameProgram/store(_:slot:in:)`` accepts, and writes the same C value; anything else
/// (another value type, an integer beyond 2^53 that a `Double` cannot hold exactly, an enum, a
/// date) answers ``Outcome/undecided`` and takes that general check.
struct SlotRules: @unchecked Sendable {
    /// What a rule makes of one value.
    enum Outcome {
        /// Checked and written to its argument.
        case stored
        /// The general check decides (and writes it).
        case undecided
    }

    /// The fast forms of a slot's check, where its C argument's type matches.
    private enum Form {
        case string
        case integer(ParameterBounds?, int32: Bool)
        case number(ParameterBounds?)
        case bool
        /// Only the general check applies (or no argument takes the value).
        case general
    }

    private struct Rule {
        let name: String
        let nameCount: Int
        let argument: Int
        let form: Form
    }

    /// The largest integer a `Double` holds exactly: beyond it, the general check's conversion decides.
    private static let exactIntegerLimit: Int64 = 1 << 53

    private let rules: UnsafeMutableBufferPointer<Rule>

    /// The rules of `slots`, whose values go to C arguments `argumentOfSlot` of types `typeOfSlot`.
    init(slots: [ParameterSlot], argumentOfSlot: [Int?], typeOfSlot: [HandlerArgumentType]) {
        // Exactly one rule per slot: `deallocate` deinitializes every element of the buffer.
        rules = .allocate(capacity: slots.count)
        for (index, slot) in slots.enumerated() {
            let argument = argumentOfSlot.indices.contains(index) ? argumentOfSlot[index] : nil
            let type = typeOfSlot.indices.contains(index) ? typeOfSlot[index] : .buffer
            let form = argument == nil ? .general : Self.form(of: slot.check, type: type)
            (rules.baseAddress! + index).initialize(
                to: Rule(name: slot.name, nameCount: slot.name.utf8.count, argument: argument ?? -1, form: form))
        }
    }

    /// Gives the table's memory back (its ``FrameProgram`` does, once).
    func deallocate() {
        _ = rules.deinitialize()
        rules.deallocate()
    }

    /// The slot named `name` among the first `count` rules (lengths compared first).
    @inline(__always)
    func slot(named name: String, count: Int) -> Int? {
        let length = name.utf8.count
        for index in 0..<count where rules[index].nameCount == length && rules[index].name == name { return index }
        return nil
    }

    /// Checks `value` against slot `slot`'s rule and writes it to its argument in `frame`.
    @inline(__always)
    func store(_ value: JSONValue, slot: Int, in frame: ArgumentFrame) -> Outcome {
        let argument = rules[slot].argument
        switch rules[slot].form {
        case .string:
            guard case .string(let text) = value else { return .undecided }
            frame.store(.string(text), at: argument)
        case .integer(let bounds, let int32):
            guard case .integer(let number) = value, abs(number) <= Self.exactIntegerLimit,
                bounds?.contains(Double(number)) ?? true
            else { return .undecided }
            if int32 {
                guard let small = Int32(exactly: number) else { return .undecided }
                frame.store(.int32(small), at: argument)
            } else {
                frame.store(.int64(number), at: argument)
            }
        case .number(let bounds):
            guard let number = Self.finiteNumber(value), bounds?.contains(number) ?? true else { return .undecided }
            frame.store(.double(number), at: argument)
        case .bool:
            guard case .bool(let flag) = value else { return .undecided }
            frame.store(.bool(flag), at: argument)
        case .general:
            return .undecided
        }
        return .stored
    }

    /// The finite number `value` is (an integer widened), if it is one.
    @inline(__always)
    private static func finiteNumber(_ value: JSONValue) -> Double? {
        switch value {
        case .integer(let number): Double(number)
        case .double(let number): number.isFinite ? number : nil
        default: nil
        }
    }

    private static func form(of check: ParameterSlot.Check, type: HandlerArgumentType) -> Form {
        switch (check, type) {
        case (.string, .string): .string
        case (.integer(let bounds), .int64): .integer(bounds, int32: false)
        case (.integer(let bounds), .int32): .integer(bounds, int32: true)
        case (.number(let bounds), .double): .number(bounds)
        case (.bool, .bool): .bool
        default: .general
        }
    }
}
