import Foundation

extension PluginWorker {
    /// Confines the worker before its plugin loads (``WorkerSandbox``): creates the plugin's data
    /// directory and private temporary directory (`<state>/temporary/<id>`, also `TMPDIR`), then
    /// allows only what ``SandboxPlan`` lists. The state database is already open, so the host's
    /// key-value store keeps working through it. Returns why the plugin must not load (confinement
    /// failed and the host requires it), or `nil`; a failure the host tolerates is logged.
    static func enterSandbox(_ request: WorkerArguments, log: (String) -> Void) -> Diagnostic? {
        let environment = ProcessInfo.processInfo.environment
        let id = PluginIdentity.id(forFileNamed: URL(fileURLWithPath: request.pluginPath).lastPathComponent)
        let dataDirectory = StateDirectory.pluginDataDirectory(for: id, in: request.stateDirectory)
        let temporaryDirectory = request.stateDirectory.appendingPathComponent("temporary", isDirectory: true)
            .appendingPathComponent(id, isDirectory: true)
        do {
            try StateDirectory.create(dataDirectory)
            try StateDirectory.create(temporaryDirectory)
        } catch {
            return Diagnostic(problem: "\(error)", location: "plugin \(id), worker sandbox", expected: "a writable state directory")
        }
        setenv("TMPDIR", temporaryDirectory.path, 1)
        func refuse(_ reason: String) -> Diagnostic? {
            guard request.requiresSandbox else {
                log("plugin \(id) runs without a sandbox: \(reason)")
                return nil
            }
            return Diagnostic(
                problem: "plugin \(id) was not loaded: its worker cannot be sandboxed (\(reason))",
                location: "plugin \(id), worker process",
                expected: "a kernel with Landlock and \(WorkerSandbox.switchVariable) not off, or no --require-sandbox")
        }
        if case .unavailable(let reason) = WorkerSandbox.availability(environment: environment) {
            return request.requiresSandbox ? refuse(reason) : nil
        }
        let plan = SandboxPlan(
            pluginPath: request.pluginPath, dataDirectory: dataDirectory, temporaryDirectory: temporaryDirectory,
            deniesNetwork: request.deniesNetwork, environment: environment)
        do {
            _ = try WorkerSandbox.confine(plan)
            return nil
        } catch {
            return refuse("\(error.step) failed: \(error.reason)")
        }
    }
}
