import CWidgetABI
import Foundation
import WidgetWire

/// Calls one handler through libffi: binds each argument from its source, owns the C
/// strings and output buffers for the duration of the call, and copies the outputs back.
///
/// Binding happens before anything runs and may reject a value (an Int too large for an
/// `int32` argument), so a rejected call never reaches the plugin.
struct HandlerInvoker {
    let pluginID: String
    let entryPoints: PluginEntryPoints

    /// The C arguments of `handler` for `inputs`, ready to pass; nothing has run yet.
    ///
    /// - Throws: ``ParameterValuesError`` for values the declared C types cannot carry.
    func bind(_ handler: ResolvedHandler, _ inputs: HandlerInputs) throws -> BoundCall {
        let call = BoundCall(handler: handler)
        var problems: [ValueProblem] = []
        for argument in handler.descriptor.arguments {
            switch argument.source {
            case .parameter:
                do {
                    call.arguments.append(try call.bindParameter(argument, inputs: inputs, pluginID: pluginID))
                } catch {
                    problems.append(error)
                }
            case .constant: call.arguments.append(call.string(argument.value ?? ""))
            case .request: call.arguments.append(call.string(try WireCoding.encodeString(inputs.request)))
            case .text: call.arguments.append(call.string(inputs.text ?? ""))
            case .identifiers: call.arguments.append(call.string((try? WireCoding.encodeString(inputs.identifiers ?? [])) ?? "[]"))
            case .family: call.arguments.append(call.string(inputs.family?.rawValue ?? ""))
            case .now: call.arguments.append(.double(inputs.now))
            case .preview: call.arguments.append(.bool(inputs.preview))
            case .result: call.arguments.append(.pointer(call.result))
            case .error: call.arguments.append(.pointer(call.error))
            }
        }
        guard problems.isEmpty else { throw ParameterValuesError(problems: problems) }
        return call
    }

    /// Runs a bound call and collects its outputs; every returned buffer goes back to
    /// the plugin's `free_buffer` exactly once.
    func run(_ call: BoundCall) -> HandlerOutcome {
        let returned = call.handler.callInterface.call(call.handler.function, call.arguments)
        let result = entryPoints.take(&call.result.pointee)
        let error = entryPoints.take(&call.error.pointee)
        return HandlerOutcome(returned: returned, result: result, error: error)
    }
}

/// The C arguments of one call and the memory behind them, released when the call is done.
final class BoundCall {
    let handler: ResolvedHandler
    var arguments: [FFICallInterface.Argument] = []
    let result: UnsafeMutablePointer<wh_buffer_t>
    let error: UnsafeMutablePointer<wh_buffer_t>
    private var strings: [UnsafeMutablePointer<CChar>] = []

    init(handler: ResolvedHandler) {
        self.handler = handler
        result = .allocate(capacity: 1)
        result.initialize(to: wh_buffer_t(data: nil, length: 0))
        error = .allocate(capacity: 1)
        error.initialize(to: wh_buffer_t(data: nil, length: 0))
    }

    deinit {
        strings.forEach { free($0) }
        result.deallocate()
        error.deallocate()
    }

    /// A NUL-terminated copy of `text` that lives as long as this call.
    func string(_ text: String) -> FFICallInterface.Argument {
        guard let copy = strdup(text) else { fatalError("out of memory copying a handler argument") }
        strings.append(copy)
        return .pointer(UnsafeRawPointer(copy))
    }

    /// The C value of a `parameter` argument, converted to its declared type.
    func bindParameter(
        _ argument: HandlerArgument, inputs: HandlerInputs, pluginID: String
    ) throws(ValueProblem) -> FFICallInterface.Argument {
        let name = argument.name ?? ""
        let intentID = inputs.intent?.id ?? "?"
        func problem(_ text: String, expected: String) -> ValueProblem {
            ValueProblem(pluginID: pluginID, intentID: intentID, parameter: name, problem: text, expected: expected)
        }
        guard let value = inputs.parameters[name], value != .null else {
            guard argument.type == .string else {
                throw problem("no value for parameter '\(name)'", expected: "a value (the handler takes it as \(argument.type.rawValue))")
            }
            return .pointer(nil)
        }
        switch argument.type {
        case .int64, .int32:
            guard let number = value.numberValue, let integer = Int64(exactly: number) else {
                throw problem("\(ParameterValueChecker.render(value)) is not an integer", expected: "an integer")
            }
            guard argument.type == .int64 else {
                guard let small = Int32(exactly: integer) else {
                    throw problem(
                        "\(integer) does not fit the handler's int32 argument", expected: "an integer from \(Int32.min) to \(Int32.max)")
                }
                return .int32(small)
            }
            return .int64(integer)
        case .double:
            guard let number = value.numberValue else {
                throw problem("\(ParameterValueChecker.render(value)) is not a number", expected: "a number")
            }
            return .double(number)
        case .bool:
            guard case .bool(let flag) = value else {
                throw problem("\(ParameterValueChecker.render(value)) is not a boolean", expected: "true or false")
            }
            return .bool(flag)
        case .string:
            if case .string(let text) = value { return string(text) }
            return string(ParameterValueChecker.render(value))
        case .buffer:
            throw problem("a parameter cannot be passed as a buffer", expected: "a manifest the host validated")
        }
    }
}
