import Foundation
import WidgetHost

let arguments = ProcessArguments.current
if arguments.dropFirst().first == PluginWorker.subcommand {
    exit(PluginWorker.main(Array(arguments.dropFirst(2))))
}
if arguments.dropFirst().first == CheckChild.subcommand {
    exit(CheckChild.main(Array(arguments.dropFirst(2))))
}
Console.claimStandardOutput()
let code = CommandRegistry.main(Array(arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(code.rawValue)
