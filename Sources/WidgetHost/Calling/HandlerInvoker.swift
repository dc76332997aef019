import CWidgetABI
import WidgetWire

/// Calls one handler through libffi: binds each argument from its source (checking that the
/// declared C type can carry it), then, in the process that loaded the library, owns the C
/// strings and output buffers for the duration of the call and copies the outputs back.
///
/// Binding happens in the host before anything runs and may reject a value (an Int too large
/// for an `int32` argument), so a rejected call never reaches the plugin, in process or in a worker.
struct HandlerInvoker {
    let pluginID: String

    /// The arguments of `descriptor` (the handler of `role`) for `inputs`, ready to pass; nothing has run yet.
    ///
    /// - Throws: ``ParameterValuesError`` for values the declared C types cannot carry.
    func bind(_ role: HandlerRole, _ descriptor: HandlerDescriptor, _ inputs: HandlerInputs) throws -> BoundCall {
        var arguments = BoundArguments()
        var problems: [ValueProblem] = []
        for argument in descriptor.arguments {
            switch argument.source {
            case .parameter:
                do {
                    arguments.append(try bindParameter(argument, inputs: inputs))
                } catch {
                    problems.append(error)
                }
            case .constant: arguments.append(.string(argument.value ?? ""))
            case .request: arguments.append(.string(try inputs.request.wireJSON()))
            case .text: arguments.append(.string(inputs.text ?? ""))
            case .identifiers: arguments.append(.string((try? WireCoding.encodeString(inputs.identifiers ?? [])) ?? "[]"))
            case .family: arguments.append(.string(inputs.family?.rawValue ?? ""))
            case .now: arguments.append(.double(inputs.now))
            case .preview: arguments.append(.bool(inputs.preview))
            case .result: arguments.append(.result)
            case .error: arguments.append(.error)
            }
        }
        guard problems.isEmpty else { throw ParameterValuesError(problems: problems) }
        return BoundCall(role: role, descriptor: descriptor, arguments: arguments, now: inputs.now)
    }

    /// Runs a bound call through `handler` and collects its outputs; every returned buffer goes
    /// back to the plugin's `free_buffer` exactly once.
    ///
    /// - Throws: ``OversizedBufferError`` if an output's length is beyond what the host copies.
    static func run(
        _ call: borrowing BoundCall, through handler: ResolvedHandler, entryPoints: PluginEntryPoints
    ) throws(OversizedBufferError) -> HandlerOutcome {
        var result = wh_buffer_t(data: nil, length: 0)
        var error = wh_buffer_t(data: nil, length: 0)
        let returned = withUnsafeMutablePointer(to: &result) { resultBuffer in
            withUnsafeMutablePointer(to: &error) { errorBuffer in
                withArguments(of: call, result: resultBuffer, error: errorBuffer) { values, count in
                    handler.callInterface.call(handler.function, argumentValues: values, count: count)
                }
            }
        }
        let resultLength = result.length
        let errorLength = error.length
        let taken = (result: entryPoints.take(&result), error: entryPoints.take(&error))
        guard let resultBytes = taken.result, let errorBytes = taken.error else {
            throw OversizedBufferError(symbol: call.descriptor.symbol, length: max(resultLength, errorLength))
        }
        return HandlerOutcome(returned: returned, result: resultBytes, error: errorBytes)
    }

    /// Runs `body` with `call`'s arguments in C memory, as libffi takes them (a pointer per argument
    /// to its 8-byte slot), all in one temporary block (on the stack when small, so a call allocates
    /// nothing): the slots, the pointers, then every string copied, NUL-terminated; the buffer
    /// arguments pointing at `result` and `error`. The arguments are read in place from the call
    /// (a class: the closure holds a reference, not a copy of them).
    private static func withArguments<Result>(
        of call: BoundCall, result: UnsafeMutablePointer<wh_buffer_t>, error: UnsafeMutablePointer<wh_buffer_t>,
        _ body: (UnsafeMutablePointer<UnsafeMutableRawPointer?>, Int) -> Result
    ) -> Result {
        let count = call.arguments.count
        let slotBytes = max(count, 1) * 8
        var stringBytes = 0
        for index in 0..<count {
            if case .string(let text?) = call.arguments[index] { stringBytes += text.utf8.count + 1 }
        }
        return withUnsafeTemporaryAllocation(byteCount: 2 * slotBytes + stringBytes, alignment: 8) { block in
            let base = block.baseAddress!
            let values = (base + slotBytes).bindMemory(to: UnsafeMutableRawPointer?.self, capacity: max(count, 1))
            var strings = base + 2 * slotBytes
            for index in 0..<count {
                let slot = base + index * 8
                switch call.arguments[index] {
                case .bool(let flag): slot.storeBytes(of: flag ? 1 : 0, as: UInt8.self)
                case .int32(let number): slot.storeBytes(of: number, as: Int32.self)
                case .int64(let number): slot.storeBytes(of: number, as: Int64.self)
                case .double(let number): slot.storeBytes(of: number, as: Double.self)
                case .string(nil): slot.storeBytes(of: nil, as: UnsafeRawPointer?.self)
                case .string(let text?):
                    slot.storeBytes(of: UnsafeRawPointer(strings), as: UnsafeRawPointer.self)
                    strings += copyCString(text, to: strings)
                case .result: slot.storeBytes(of: UnsafeRawPointer(result), as: UnsafeRawPointer.self)
                case .error: slot.storeBytes(of: UnsafeRawPointer(error), as: UnsafeRawPointer.self)
                }
                values[index] = slot
            }
            return body(values, count)
        }
    }

    /// Copies `text`'s UTF-8 bytes and a NUL to `destination`; returns how many bytes it wrote.
    private static func copyCString(_ text: String, to destination: UnsafeMutableRawPointer) -> Int {
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            if let source = bytes.baseAddress { destination.copyMemory(from: source, byteCount: bytes.count) }
            return bytes.count
        }
        let length: Int
        if let copied {
            length = copied
        } else {
            length = text.utf8.count
            UnsafeMutableRawBufferPointer(start: destination, count: length).copyBytes(from: text.utf8)
        }
        destination.storeBytes(of: 0, toByteOffset: length, as: UInt8.self)
        return length + 1
    }

    /// The C value of a `parameter` argument, converted to its declared type; the message of a
    /// value the type cannot carry is built only then.
    private func bindParameter(_ argument: HandlerArgument, inputs: HandlerInputs) throws(ValueProblem) -> BoundArgument {
        let name = argument.name ?? ""
        let given = inputs.parameters[name]
        let value = given == .null ? nil : given
        if let bound = BoundArgument(parameterValue: value, as: argument.type) { return bound }
        func problem(_ text: String, expected: String) -> ValueProblem {
            ValueProblem(pluginID: pluginID, intentID: inputs.intent?.id ?? "?", parameter: name, problem: text, expected: expected)
        }
        guard let value else {
            throw problem("no value for parameter '\(name)'", expected: "a value (the handler takes it as \(argument.type.rawValue))")
        }
        switch argument.type {
        case .int64, .int32:
            guard let integer = value.numberValue.flatMap({ Int64(exactly: $0) }) else {
                throw problem("\(value.text(.literal)) is not an integer", expected: "an integer")
            }
            throw problem("\(integer) does not fit the handler's int32 argument", expected: "an integer from \(Int32.min) to \(Int32.max)")
        case .double: throw problem("\(value.text(.literal)) is not a number", expected: "a number")
        case .bool: throw problem("\(value.text(.literal)) is not a boolean", expected: "true or false")
        case .string, .buffer: throw problem("a parameter cannot be passed as a buffer", expected: "a manifest the host validated")
        }
    }
}
