import Foundation
import WidgetHost

// `widgethost-worker __plugin-worker PATH --state DIR [--now SECONDS]`: a plugin worker that links
// only the plugin host (no renderers, HTTP server or GTK), so it starts faster than `widgethost`.
// Started by a plugin host in worker mode, not by people.
let arguments = Array(ProcessArguments.current.dropFirst())
exit(PluginWorker.main(arguments.first == PluginWorker.subcommand ? Array(arguments.dropFirst()) : arguments))
