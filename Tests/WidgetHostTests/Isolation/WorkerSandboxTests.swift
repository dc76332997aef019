import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// Whether this kernel offers Landlock (the suite needs it).
private let landlockAvailable: Bool = {
    if case .available = WorkerSandbox.availability() { true } else { false }
}()

/// Plugin workers confine themselves with Landlock before their plugin's code runs: a plugin
/// cannot read a secret outside what it needs, nor write outside its data directory, while its
/// own work (its data directory, its own file, the host's key-value store) still succeeds; the
/// network is allowed unless the plugin is denied it.
@Suite(.enabled(if: landlockAvailable, "needs a kernel with Landlock"))
struct WorkerSandboxTests {
    /// A test's directories: plugins, state and a home holding a secret, side by side.
    struct Layout {
        let directory = TemporaryDirectory()
        var plugins: URL { directory.path("plugins") }
        var state: URL { directory.path("state") }
        var secret: URL { directory.path("home/.ssh/id_rsa") }

        init() throws {
            try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: secret.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("-----BEGIN OPENSSH PRIVATE KEY-----\n".utf8).write(to: secret)
        }

        /// A host running plugins in sandboxed workers, and the probe plugin loaded in it.
        func probe(networkDenied: Set<String> = [], deniedInState: Bool = false) throws -> (PluginHost, LoadedPlugin) {
            let options = WorkerOptions(executable: BuiltProducts.widgethost, networkDeniedPlugins: networkDenied)
            let host = try PluginHost(configuration: .init(stateDirectory: state, isolation: .worker(options)))
            if deniedInState { try host.network.setNetworkDenied(true, pluginID: "SandboxProbe") }
            let path = try FixturePlugins.install("sandbox_probe", as: "SandboxProbe", in: plugins)
            return (host, try host.load(path.path))
        }
    }

    private static func outcome(_ plugin: LoadedPlugin, _ intent: String, _ assignments: [String] = []) throws -> JSONValue? {
        try plugin.perform(intent: intent, assignments: assignments).value
    }

    @Test func aWorkerCannotReadSecretsOrWriteOutsideItsDataDirectoryButDoesItsOwnWork() throws {
        let layout = try Layout()
        let (host, plugin) = try layout.probe()
        defer { host.shutDown() }
        #expect(try host.storage.value(forKey: "init read", pluginID: "SandboxProbe") == Array("EACCES".utf8), "confined before init")
        #expect(try Self.outcome(plugin, "Read", ["path=\(layout.secret.path)"]) == .string("EACCES"))
        let outside = layout.directory.path("escaped.txt")
        #expect(try Self.outcome(plugin, "Write", ["path=\(outside.path)", "text=x"]) == .string("EACCES"))
        let besideItsData = layout.state.appendingPathComponent("plugins/escaped.txt")
        #expect(try Self.outcome(plugin, "Write", ["path=\(besideItsData.path)", "text=x"]) == .string("EACCES"))
        #expect(!FileManager.default.fileExists(atPath: outside.path) && !FileManager.default.fileExists(atPath: besideItsData.path))

        #expect(try Self.outcome(plugin, "WriteData", ["name=notes.txt", "text=kept"]) == .string("ok"))
        let notes = plugin.dataDirectory.appendingPathComponent("notes.txt")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "kept")
        #expect(try Self.outcome(plugin, "Read", ["path=\(plugin.path)"]) == .string("ok"))
        #expect(try Self.outcome(plugin, "Read", ["path=/usr/share/zoneinfo/UTC"]) == .string("ok"))
        #expect(try Self.outcome(plugin, "Signal", ["pid=\(getpid())"]) == .string("EPERM"), "it cannot signal its host")
    }

    /// A worker never holds the state database open: its plugin's key-value reads and writes cross
    /// the channel to the host, so a plugin that writes over every descriptor it has finds none of it.
    @Test func aWorkerHoldsNoDescriptorOfTheStateDatabaseYetItsStoreWorks() throws {
        let layout = try Layout()
        let (host, plugin) = try layout.probe()
        defer { host.shutDown() }
        try host.storage.setValue(Array("kept".utf8), forKey: "other", pluginID: "Another")
        #expect(try Self.outcome(plugin, "Scribble") == .string("0"))
        #expect(try host.storage.value(forKey: "other", pluginID: "Another") == Array("kept".utf8), "the database is whole")
        #expect(try host.storage.value(forKey: "init read", pluginID: "SandboxProbe") == Array("EACCES".utf8), "init's write arrived")
        #expect(plugin.workerStatus?.starts == 1)
    }

    @Test func theNetworkIsAllowedByDefaultAndDeniedPerPlugin() throws {
        let listener = try LoopbackListener()
        let allowed = try Layout()
        let (allowedHost, open) = try allowed.probe()
        defer { allowedHost.shutDown() }
        #expect(try Self.outcome(open, "Connect", ["port=\(listener.port)"]) == .string("ok"))
        #expect(try Self.outcome(open, "Datagram") == .string("ok"))

        for (optionDenied, stateDenied) in [(Set(["SandboxProbe"]), false), ([], true)] {
            let denied = try Layout()
            let (deniedHost, closed) = try denied.probe(networkDenied: optionDenied, deniedInState: stateDenied)
            defer { deniedHost.shutDown() }
            #expect(try Self.outcome(closed, "Connect", ["port=\(listener.port)"]) == .string("EACCES"))
            #expect(try Self.outcome(closed, "Datagram") == .string("EACCES"), "seccomp refuses the sockets Landlock cannot see")
            #expect(try Self.outcome(closed, "WriteData", ["name=a", "text=b"]) == .string("ok"))
        }
    }

    @Test func aRequiredSandboxThatIsSwitchedOffRefusesToStartTheWorker() throws {
        let layout = try Layout()
        let path = try FixturePlugins.install("sandbox_probe", as: "SandboxProbe", in: layout.plugins)
        let cli = CLIRunner(home: layout.directory.path("home"))
        let state = ["--state", layout.state.path, "--isolation", "worker"]
        let read = ["perform", path.path, "Read", "--param", "path=\(layout.secret.path)"]

        let refused = try cli.run(state + ["--require-sandbox"] + read, environment: ["WIDGETHOST_SANDBOX": "off"])
        #expect(refused.status == 1)
        #expect(
            refused.errorLines == [
                "error: plugin SandboxProbe was not started: its worker cannot be sandboxed (WIDGETHOST_SANDBOX=off) and a sandbox is required (plugin SandboxProbe, worker process); expected a kernel with Landlock (Linux 5.13 or later) and WIDGETHOST_SANDBOX not off, or no --require-sandbox"
            ])
        let byEnvironment = try cli.run(state + read, environment: ["WIDGETHOST_SANDBOX": "off", "WIDGETHOST_REQUIRE_SANDBOX": "1"])
        #expect(byEnvironment.status == 1 && byEnvironment.standardOutput.isEmpty)

        let unconfined = try cli.run(state + read, environment: ["WIDGETHOST_SANDBOX": "off"])
        #expect(unconfined.status == 0 && unconfined.standardOutput == "Result: \"ok\"\n", "switched off: unconfined")
        #expect(
            unconfined.errorLines == [
                "[SandboxProbe] warning: plugin workers run without a sandbox: WIDGETHOST_SANDBOX=off (--require-sandbox refuses to run them so)"
            ])

        let inProcess = try cli.run(["--state", layout.state.path, "--isolation", "in-process", "--require-sandbox"] + read)
        #expect(inProcess.status == 2 && inProcess.standardOutput.isEmpty)
        #expect(inProcess.errorLines.count == 1 && inProcess.standardError.contains("plugins in process cannot be sandboxed"))
        let confined = try cli.run(["--state", layout.state.path, "--require-sandbox"] + read)
        #expect(confined.status == 0 && confined.standardOutput == "Result: \"EACCES\"\n", "--require-sandbox runs plugins in workers")
    }

    @Test func pluginsDenyNetworkAndAllowNetworkStoreTheSettingAndShowIt() throws {
        let layout = try Layout()
        let listener = try LoopbackListener()
        _ = try FixturePlugins.install("sandbox_probe", as: "SandboxProbe", in: layout.plugins)
        let cli = CLIRunner(home: layout.directory.path("home"))
        let global = ["--state", layout.state.path, "--plugins", layout.plugins.path]
        let connect = global + ["--isolation", "worker", "perform", "SandboxProbe", "Connect", "--param", "port=\(listener.port)"]

        let denied = try cli.run(global + ["plugins", "deny-network", "sandboxprobe"])
        #expect(denied.status == 0)
        #expect(
            denied.standardOutput == "Denied SandboxProbe the network (widgethost plugins allow-network SandboxProbe to allow it again)\n")
        #expect(try cli.run(global + ["plugins", "show", "SandboxProbe"]).standardOutput.contains("  network: denied"))
        #expect(try cli.run(connect).standardOutput == "Result: \"EACCES\"\n")

        let allowed = try cli.run(global + ["plugins", "allow-network", "SandboxProbe"])
        #expect(allowed.status == 0 && allowed.standardOutput == "Allowed SandboxProbe the network\n")
        #expect(try cli.run(global + ["plugins", "show", "SandboxProbe"]).standardOutput.contains("  network: allowed\n"))
        #expect(try cli.run(connect).standardOutput == "Result: \"ok\"\n")
        #expect(try cli.run(["--deny-network", "SandboxProbe"] + connect).standardOutput == "Result: \"EACCES\"\n")

        let unknown = try cli.run(global + ["plugins", "deny-network", "Nope"])
        #expect(unknown.status == 2 && unknown.errorLines.count == 1)
        let host = try PluginHost(configuration: .init(stateDirectory: layout.state))
        #expect(try host.network.deniedPlugins().isEmpty, "nothing stored for an unknown plugin")
    }
}
