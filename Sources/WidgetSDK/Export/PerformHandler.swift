internal import WidgetWire

extension PluginRuntime {
    /// Performs the intent `intentID` with the parameter values of `request` (a ``PerformRequest``).
    ///
    /// Returns a ``PerformResponse`` with the result's value and dialog. NOT_FOUND for an unknown
    /// intent or an entity id that no longer resolves, INVALID_ARGUMENT for a malformed request,
    /// FAILED with the error's message when `perform()` throws.
    @inline(__always)
    func perform(intentID: String, request: String) async -> HandlerResult {
        await bound { await performWithContext(intentID: intentID, request: .text(request)) }
    }

    /// Performs the intent `intentID` with the request as its C call passed it, for that call, which
    /// has bound this runtime (``PluginABI/handle(slot:result:error:_:)``) before making its task.
    @inline(__always)
    func performInCall(intentID: String, request: PerformRequestInput) async -> HandlerResult {
        await performWithContext(intentID: intentID, request: request)
    }

    @inline(__always)
    private func performWithContext(intentID: String, request: PerformRequestInput) async -> HandlerResult {
        do throws(HandlerError) {
            let performer = try intentPerformer(for: intentID)
            return .success(try await performer.perform(parameters: try request.values(intentID: intentID)))
        } catch {
            return .failure(error)
        }
    }
}

/// A perform request as a handler's C call passed it: its parameter values, read in place from
/// the C string without Foundation and without a dictionary (``PluginABI/performRequest(_:)``),
/// or, when they cannot be read that way, its text, which Foundation's decoder then reads (and
/// says what is wrong with).
enum PerformRequestInput: Sendable {
    case values(ParameterValues)
    case text(String)

    /// The parameter values of the request; INVALID_ARGUMENT for one that is not valid.
    func values(intentID: String) throws(HandlerError) -> ParameterValues {
        switch self {
        case .values(let values): return values
        case .text(let text):
            if let members = JSONValueParser.members(of: "parameters", in: text) { return ParameterValues(members) }
            do {
                return ParameterValues(try WireCoding.decode(PerformRequest.self, from: text).parameters)
            } catch {
                throw .invalidArgument("the perform request for \(intentID) is not valid: \(describeError(error))")
            }
        }
    }
}

/// An intent type ready to perform: what a perform request's identifier is looked up as. A class
/// (an ``IntentLayout``), so that a reference to one is copied with a retain alone.
protocol IntentPerforming: AnyObject, Sendable {
    /// Makes an intent, sets its parameters from `values`, runs `perform()`, and returns the ``PerformResponse`` bytes.
    func perform(parameters values: ParameterValues) async throws(HandlerError) -> [UInt8]
}

extension IntentLayout: IntentPerforming {
    /// Inlined into the conformance's witness, which is then the one async frame of the call.
    @inline(__always)
    func perform(parameters values: ParameterValues) async throws(HandlerError) -> [UInt8] {
        var parameters = IntentParameterList()
        let intent = instantiate(parameters: &parameters)
        try await ParameterAssignment.assign(values, to: parameters, owner: owner)
        let performed: PerformedIntent
        do {
            let returned = try await intent.perform()
            // Most results carry nothing (`.result()`): their response is written once, for all.
            guard result.readsContents else { return PerformResponse.emptyBytes }
            performed = PerformedIntent(returned, reading: result)
        } catch {
            throw .failed("\(owner).perform() failed: \(describeError(error))")
        }
        var response = PerformResponse()
        if let value = performed.value, let shape = result.valueShape {
            response.value = ParameterValueCodec.encode(value, shape: shape)
        }
        response.dialog = performed.dialog
        do {
            return try response.encodedBytes()
        } catch {
            throw .internal("encoding the result of \(owner) failed: \(describeError(error))")
        }
    }
}

/// What an intent's `perform()` returned: its value, if it returns one, and its dialog's text.
package struct PerformedIntent {
    /// The result's value (`.result(value: 42)`), if any.
    package var value: Any?
    /// The text of the result's dialog (`.result(dialog: "Done")`), if any.
    package var dialog: String?

    /// Runs `intent.perform()` and reads its result; the error `perform()` throws, if it throws.
    package init<Intent: AppIntent>(performing intent: Intent) async throws {
        self.init(try await intent.perform(), reading: IntentResultReading(Intent.PerformResult.self))
    }

    /// The contents of `result`, read as `reading` says.
    init(_ result: some IntentResult, reading: IntentResultReading) {
        let contents = reading.read(result)
        value = contents.value
        dialog = contents.dialog?.full.defaultValue
    }
}
