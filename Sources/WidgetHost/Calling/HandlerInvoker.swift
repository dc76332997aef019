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
            case .request: arguments.append(.string(try WireCoding.encodeString(inputs.request)))
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
        _ call: BoundCall, through handler: ResolvedHandler, entryPoints: PluginEntryPoints
    ) throws(OversizedBufferError) -> HandlerOutcome {
        var result = wh_buffer_t(data: nil, length: 0)
        var error = wh_buffer_t(data: nil, length: 0)
        let returned = withUnsafeMutablePointer(to: &result) { resultBuffer in
            withUnsafeMutablePointer(to: &error) { errorBuffer in
                withArguments(call.arguments, result: resultBuffer, error: errorBuffer) { arguments in
                    handler.callInterface.call(handler.function, arguments)
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

    /// Runs `body` with `arguments` as libffi arguments, in temporary memory (on the stack when
    /// small, so a call allocates nothing): every string copied, NUL-terminated, into one block
    /// that lives until `body` returns; the buffers pointing at `result` and `error`.
    private static func withArguments<Result>(
        _ arguments: BoundArguments, result: UnsafeMutablePointer<wh_buffer_t>, error: UnsafeMutablePointer<wh_buffer_t>,
        _ body: (UnsafeBufferPointer<FFICallInterface.Argument>) -> Result
    ) -> Result {
        var stringBytes = 0
        for case .string(let text?) in arguments { stringBytes += text.utf8.count + 1 }
        return withUnsafeTemporaryAllocation(byteCount: max(stringBytes, 1), alignment: 1) { block in
            withUnsafeTemporaryAllocation(of: FFICallInterface.Argument.self, capacity: max(arguments.count, 1)) { converted in
                var offset = 0
                for (index, argument) in arguments.enumerated() {
                    let value: FFICallInterface.Argument
                    switch argument {
                    case .bool(let flag): value = .bool(flag)
                    case .int32(let number): value = .int32(number)
                    case .int64(let number): value = .int64(number)
                    case .double(let number): value = .double(number)
                    case .string(nil): value = .pointer(nil)
                    case .string(let text?):
                        let length = text.utf8.count
                        UnsafeMutableRawBufferPointer(rebasing: block[offset..<offset + length]).copyBytes(from: text.utf8)
                        block[offset + length] = 0
                        value = .pointer(UnsafeRawPointer(block.baseAddress! + offset))
                        offset += length + 1
                    case .result: value = .pointer(UnsafeRawPointer(result))
                    case .error: value = .pointer(UnsafeRawPointer(error))
                    }
                    (converted.baseAddress! + index).initialize(to: value)
                }
                return body(UnsafeBufferPointer(rebasing: converted[..<arguments.count]))
            }
        }
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
