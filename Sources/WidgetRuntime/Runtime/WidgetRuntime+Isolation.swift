import WidgetHost

extension WidgetRuntime {
    /// Lifts the quarantine (and the restart delay) of the plugins `instances` use, when people
    /// asked for their reload (`widgethost reload`): the next call starts a fresh worker.
    /// Plugins loaded in process, and workers that have not failed, are left alone.
    func releaseFailedWorkers(of instances: [WidgetInstance]) {
        for pluginID in Set(instances.map(\.pluginID)) {
            guard let plugin = host.plugin(id: pluginID), let status = plugin.workerStatus,
                status.isQuarantined || status.recentFailures > 0
            else { continue }
            configuration.logger.log(.info, "restarting the plugin's worker: a reload was asked for", pluginID: pluginID)
            plugin.restart()
        }
    }
}
