import Foundation

Console.claimStandardOutput()
let code = CommandRegistry.main(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(code.rawValue)
