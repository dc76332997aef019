import WidgetHost
import WidgetRuntime
import WidgetWire

/// The instance requests: the list, a card, and the actions that change instances.
extension DashboardRoutes {
    func instanceIDs() throws -> HTTPResponse {
        .json(DashboardMessages.Instances(ids: try runtime.store.allIDs().map(\.rawValue)))
    }

    func card(_ id: InstanceID) throws -> HTTPResponse {
        .html(try cardHTML(id)).adding("Cache-Control", "no-store")
    }

    /// Adds an instance as `widgethost add KIND --plugin P --family F --param NAME=VALUE...` does.
    func add(_ request: HTTPRequest) throws -> HTTPResponse {
        let body = try DashboardMessages.decode(
            DashboardMessages.Add.self, from: request, expected: #"{"plugin": ID, "kind": KIND, "family": FAMILY, "values": {NAME: TEXT}}"#)
        let plugin = try plugins.plugin(id: body.plugin)
        let builder = try ConfigurationFormBuilder(plugin: plugin, kind: body.kind)
        let assignments = builder.assignments(from: body.values ?? [:], current: [:])
        let report = try runtime.add(kind: body.kind, plugin: plugin.path, family: body.family, assignments: assignments)
        wakeDaemon()
        announce(report.id)
        self.report([.reloaded(report)])
        let warnings = report.state.isOK ? [] : ["error: instance \(report.id) was added, but its first timeline failed: \(report.state)"]
        return .json(DashboardMessages.Done(id: report.id.rawValue, message: "Added #\(report.id).", warnings: warnings), status: 201)
    }

    /// Changes an instance's configuration as `widgethost configure ID --param NAME=VALUE...` does.
    func configure(_ id: InstanceID, _ request: HTTPRequest) throws -> HTTPResponse {
        let body = try DashboardMessages.decode(DashboardMessages.Configure.self, from: request, expected: #"{"values": {NAME: TEXT}}"#)
        let instance = try runtime.instance(id)
        let builder = try ConfigurationFormBuilder(plugin: try runtime.plugin(for: instance), kind: instance.kind)
        let report = try runtime.configure(id, assignments: builder.assignments(from: body.values, current: instance.configuration))
        wakeDaemon()
        announce(id)
        self.report([.reloaded(report)])
        let warnings = report.state.isOK ? [] : ["error: instance \(id) was configured, but its reload failed: \(report.state)"]
        return .json(DashboardMessages.Done(id: id.rawValue, message: "Configured #\(id).", warnings: warnings))
    }

    /// Taps a control as `widgethost tap ID CONTROL` does: performs its intent, then reloads.
    func tap(_ id: InstanceID, _ request: HTTPRequest) throws -> HTTPResponse {
        let body = try DashboardMessages.decode(DashboardMessages.Tap.self, from: request, expected: #"{"control": CONTROL-ID}"#)
        let outcome: TapOutcome
        do {
            outcome = try runtime.tap(id, control: body.control)
        } catch {
            announce(id)
            throw error
        }
        wakeDaemon()
        announce(id)
        announce(outcome.events)
        report([.reloaded(outcome.reload)] + outcome.events)
        let warnings = outcome.reload.state.isOK ? [] : ["error: instance \(id) was tapped, but its reload failed: \(outcome.reload.state)"]
        return .json(DashboardMessages.Done(id: id.rawValue, message: outcome.result.dialog, warnings: warnings))
    }

    /// Removes an instance as `widgethost remove ID` does.
    func remove(_ id: InstanceID) throws -> HTTPResponse {
        try runtime.remove(id)
        wakeDaemon()
        announce(id)
        report([.removed(id)])
        return .json(DashboardMessages.Done(id: id.rawValue, message: "Removed #\(id).", warnings: []))
    }
}
