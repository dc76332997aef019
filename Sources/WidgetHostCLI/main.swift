import Foundation
import WidgetHost

if CommandLine.arguments.dropFirst().first == PluginWorker.subcommand {
    exit(PluginWorker.main(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.dropFirst().first == CheckChild.subcommand {
    exit(CheckChild.main(Array(CommandLine.arguments.dropFirst(2))))
}
Console.claimStandardOutput()
let code = CommandRegistry.main(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(code.rawValue)
