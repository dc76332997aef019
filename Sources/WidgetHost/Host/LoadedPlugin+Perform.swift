import WidgetWire

extension LoadedPlugin {
    /// Performs `intent` with values typed by people (`["value=10", "mood=happy"]`).
    ///
    /// Every value is parsed and checked, defaults applied, and entity ids verified with
    /// the entity's `entities(for:)` query, before the perform handler runs.
    ///
    /// - Throws: ``PluginRequestError`` and ``ParameterValuesError`` (bad input; the
    ///   perform handler did not run), ``PluginCallError`` (the plugin ran and failed),
    ///   ``PluginWorkerError`` (in worker mode: the worker crashed, hung or is quarantined).
    @available(*, noasync, message: "it may block on the plugin: from async code, use the async overload (on the plugin's thread)")
    public func perform(intent intentID: String, assignments: [String]) throws -> PerformResult {
        let ran = try performInFrame(intentID) { plan, frame in plan.bind(assignments: assignments, into: frame, now: time(for: plan)) }
        if let ran { return ran.reloads.isEmpty ? ran.value : ran.value.adding(ran.reloads) }
        try refresh()
        if let plan = current.performPlan(for: intentID), let bound = plan.bind(assignments: assignments, now: now) {
            return try perform(bound, of: plan)
        }
        // Refused by the plan (or needing the parser's slower forms): the resolver says why.
        let intent = try intent(intentID)
        return try perform(intent, values: try resolver.values(for: intent, assignments: assignments))
    }

    /// Performs `intent` with wire values (a button's parameters, a toggle's new value).
    ///
    /// - Throws: as `perform(intent:assignments:)` does.
    @available(*, noasync, message: "it may block on the plugin: from async code, use the async overload (on the plugin's thread)")
    public func perform(intent intentID: String, values: [String: JSONValue]) throws -> PerformResult {
        let ran = try performInFrame(intentID) { plan, frame in plan.bind(values, into: frame, now: time(for: plan)) }
        if let ran { return ran.reloads.isEmpty ? ran.value : ran.value.adding(ran.reloads) }
        try refresh()
        if let plan = current.performPlan(for: intentID), let bound = plan.bind(values, now: now) {
            return try perform(bound, of: plan)
        }
        let intent = try intent(intentID)
        return try perform(intent, values: try resolver.values(for: intent, given: values))
    }

    /// The framed path, in process: the arguments `bind` writes straight into the intent's handler's
    /// frame, under the plugin's lock; `nil` when there is no frame or `bind` refuses (nothing ran).
    /// It needs no ``refresh()`` first: in process that only checks for a shutdown, which the lock
    /// checks too.
    @inline(__always)
    private func performInFrame(
        _ intentID: String, binding bind: (PerformPlan, ArgumentFrame) -> Bool
    ) throws -> (value: PerformResult, reloads: [ReloadRequest])? {
        try inProcess?.perform(intent: intentID, holdingReloadsIn: services, binding: bind) { try performResult($0, of: $1) }
    }

    /// The host time a call through `plan` passes, read only when its handler takes it.
    @inline(__always)
    private func time(for plan: PerformPlan) -> Double { plan.frameProgram?.nowArgument == nil ? 0 : now }

    /// The general path: values checked by the resolver, the call bound by ``HandlerInvoker``.
    private func perform(_ intent: IntentDescriptor, values: [String: JSONValue]) throws -> PerformResult {
        guard intent.perform != nil else { throw PluginRequestError.noPerformHandler(pluginID: id, intent: intent.id) }
        let inputs = HandlerInputs(intent: intent, parameters: values, request: PerformRequest(parameters: values), now: now)
        let call = try bind(.perform(intent: intent.id), inputs)
        try verifyEntities(in: values, of: intent)
        return try result(of: call)
    }

    /// The planned path: a call bound through the intent's ``PerformPlan``.
    private func perform(_ bound: PerformPlan.Bound, of plan: PerformPlan) throws -> PerformResult {
        if plan.verifiesEntities, let values = bound.values { try verifyEntities(in: values, of: plan.intent) }
        return try result(of: bound.call)
    }

    /// The result of `call`: its C return value, else the JSON result's value, and its dialog. A
    /// handler that writes no JSON (a scalar C handler) gets its result built directly, with no
    /// response in between.
    private func result(of call: borrowing BoundCall) throws -> PerformResult {
        let (outcome, reloads) = execute(call)
        let performed = try performed(try outcome.get(), of: call.target)
        return PerformResult(value: performed.value, dialog: performed.dialog, reloadRequests: reloads)
    }

    /// The result of a perform handler's `outcome` (checked first), with no reload requests: a
    /// scalar C return value (no JSON written, not a failed status) is held as it is, with no
    /// `JSONValue` in between.
    @inline(__always)
    private func performResult(_ outcome: HandlerOutcome, of target: CallTarget) throws -> PerformResult {
        if outcome.result.isEmpty, let result = PerformResult(returned: outcome.returned, isStatus: target.descriptor.returns == .status) {
            return result
        }
        let performed = try performed(outcome, of: target)
        return PerformResult(value: performed.value, dialog: performed.dialog)
    }

    /// The value and dialog of a perform handler's `outcome` (checked first): its C return value,
    /// else the JSON result's value, and its dialog. A handler that writes no JSON (a scalar C
    /// handler) gets its value directly, with no response in between.
    private func performed(_ outcome: HandlerOutcome, of target: CallTarget) throws -> Performed {
        try checkStatus(outcome, of: target)
        let returned: JSONValue? =
            switch outcome.returned {
            case .void: nil
            case .bool(let flag): .bool(flag)
            case .int32(let number): target.descriptor.returns == .status ? nil : .integer(Int64(number))
            case .int64(let number): .integer(number)
            case .double(let number): .double(number)
            }
        guard !outcome.result.isEmpty else { return Performed(value: returned, dialog: nil) }
        let response = try PerformResponse(parsing: outcome.result) ?? decode(PerformResponse.self, from: outcome.result, of: target)
        return Performed(value: returned ?? response.value, dialog: response.dialog)
    }
}
