import Foundation

/// The worker's command line: `PATH --state DIR [--now SECONDS] [--memory-limit BYTES] [--deny-network] [--require-sandbox]`.
struct WorkerArguments {
    let pluginPath: String
    let stateDirectory: URL
    let now: Double?
    let memoryLimit: Int?
    /// The plugin is denied the network (TCP and every socket but unix ones).
    let deniesNetwork: Bool
    /// The worker refuses to load its plugin if it cannot confine itself.
    let requiresSandbox: Bool

    init?(_ arguments: [String]) {
        var path: String?
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if ["--state", "--now", "--memory-limit"].contains(token) && index + 1 < arguments.count {
                values[token] = arguments[index + 1]
                index += 2
            } else if ["--deny-network", "--require-sandbox"].contains(token) {
                flags.insert(token)
                index += 1
            } else if path == nil && !token.hasPrefix("--") {
                path = token
                index += 1
            } else {
                return nil
            }
        }
        guard let path, let state = values["--state"] else { return nil }
        pluginPath = path
        stateDirectory = URL(fileURLWithPath: state, isDirectory: true)
        now = values["--now"].flatMap(Double.init)
        memoryLimit = values["--memory-limit"].flatMap { Int($0) }
        deniesNetwork = flags.contains("--deny-network")
        requiresSandbox = flags.contains("--require-sandbox")
    }
}
