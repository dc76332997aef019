import CWorkerProcess
import Foundation
import Synchronization
import WidgetWire

/// The worker side of plugin isolation: a process that loads one plugin with the in-process
/// loader and serves its host's calls, received on standard input and answered on standard
/// output (one socket), in length-prefixed frames that carry the ABI's JSON; the plugin's
/// log lines and reload requests made between calls go on a second socket, descriptor 3.
///
/// `widgethost` runs it for its hidden subcommand; an integrator whose host uses
/// ``PluginIsolation/worker(_:)`` with its own executable does the same at the top of `main`:
///
/// ```swift
/// if CommandLine.arguments.dropFirst().first == PluginWorker.subcommand {
///     exit(PluginWorker.main(Array(CommandLine.arguments.dropFirst(2))))
/// }
/// ```
///
/// The worker uses the host's state directory, so the plugin's data directory is the same; its
/// key-value store is the host's, read and written through the channel (a request and its answer per read or write):
/// the worker never opens the state database. Its standard output
/// is pointed at standard error before the plugin loads, so a plugin's `print` never reaches
/// the frames. While a handler runs, `services->now` is the host's time sent with the call.
public enum PluginWorker {
    /// The hidden subcommand that starts a worker:
    /// `widgethost __plugin-worker PATH --state DIR [--now SECONDS] [--memory-limit BYTES] [--deny-network] [--require-sandbox]`.
    public static let subcommand = "__plugin-worker"

    /// The argument that starts a spare worker: `__plugin-worker --spare --state DIR`, which
    /// starts up and then waits for the ``WorkerMessage/start(arguments:)`` frame naming its plugin
    /// (the state directory is there for people reading the process list).
    static let spareFlag = "--spare"

    /// Runs a worker with the arguments that follow ``subcommand`` until its host closes the
    /// channel, and returns the process's exit status (0; 2 for bad arguments; 1 if the channel fails).
    public static func main(_ arguments: [String]) -> Int32 {
        let isSpare = arguments.first == spareFlag
        guard isSpare || WorkerArguments(arguments) != nil else { return usage() }
        var callDescriptor: Int32 = -1
        var noticeDescriptor: Int32 = -1
        let claimed = whproc_claim_channels(&callDescriptor, &noticeDescriptor)
        guard claimed == 0 else {
            FileHandle.standardError.write(Data("\(subcommand): no channels from a plugin host: \(WorkerChannel.reason(claimed))\n".utf8))
            return 1
        }
        let outbox = WorkerOutbox(
            calls: WorkerChannel(descriptor: callDescriptor), notices: WorkerChannel(descriptor: noticeDescriptor))
        if !isSpare, let request = WorkerArguments(arguments) { return serve(request, outbox: outbox) }
        // A spare: everything up to here is paid, and the work every start repeats is done once
        // ahead (its host made among it); the host names the plugin when it needs a worker.
        WorkerWarmUp.run()
        let prepared = spareStateDirectory(arguments).flatMap { try? WorkerHost(stateDirectory: $0, outbox: outbox, start: 0) }
        guard let (message, _) = try? outbox.calls.receive() else { return 0 }
        guard case .start(let startArguments) = message, let request = WorkerArguments(startArguments) else { return usage() }
        return serve(request, outbox: outbox, prepared: prepared)
    }

    /// The state directory a spare's command line names (`--spare --state DIR`), if it names one.
    private static func spareStateDirectory(_ arguments: [String]) -> URL? {
        guard let flag = arguments.firstIndex(of: "--state"), flag + 1 < arguments.count else { return nil }
        return URL(fileURLWithPath: arguments[flag + 1], isDirectory: true)
    }

    private static func usage() -> Int32 {
        FileHandle.standardError.write(
            Data("usage: \(subcommand) PATH --state DIR [--now SECONDS] (started by a plugin host, not by people)\n".utf8))
        return 2
    }

    /// Loads the plugin `request` names, sends its manifest, and answers calls until the host closes
    /// the channel; `prepared` is the host a spare opened ahead, used if it is over the request's state directory.
    private static func serve(_ request: WorkerArguments, outbox: WorkerOutbox, prepared: WorkerHost? = nil) -> Int32 {
        let channel = outbox.calls
        let start = request.now ?? Date().timeIntervalSince1970
        let host: PluginHost
        let clock: WorkerClock
        let relay: WorkerStorageRelay
        let plugin: LoadedPlugin
        do {
            let worker =
                try prepared.flatMap { $0.stateDirectory == request.stateDirectory.standardizedFileURL ? $0 : nil }
                ?? WorkerHost(stateDirectory: request.stateDirectory, outbox: outbox, start: start)
            (host, clock) = (worker.host, worker.clock)
            relay = worker.relay
            clock.start(at: start)
            if let refusal = enterSandbox(request, log: { outbox.send(.log(level: LogLevel.warning.rawValue, message: $0)) }) {
                try? channel.send(.failed(WorkerFailure(loadError: nil, diagnostics: [WorkerDiagnostic(refusal)])))
                return 0
            }
            relay.pluginID.withLock { $0 = PluginIdentity.id(forFileNamed: URL(fileURLWithPath: request.pluginPath).lastPathComponent) }
            plugin = try host.load(request.pluginPath)
        } catch {
            let failure =
                (error as? PluginLoadError).map { WorkerFailure(loadError: $0, diagnostics: []) }
                ?? WorkerFailure(loadError: nil, diagnostics: Self.diagnostics(of: error).map(WorkerDiagnostic.init))
            try? channel.send(.failed(failure))
            return 0
        }
        if let memoryLimit = request.memoryLimit { limitData(above: memoryLimit) }
        guard let connection = plugin.connection as? InProcessConnection else { preconditionFailure("a worker loads plugins in process") }
        do {
            try channel.send(.ready(abi: plugin.abiVersion), body: connection.manifestBytes)
        } catch {
            return 1
        }
        outbox.watchForHangup()
        answerCalls(on: channel, outbox: outbox, clock: clock, plugin: plugin)
        host.shutDown()
        return 0
    }

    /// Answers the host's calls until it closes the channel. A call the host stages storage for
    /// (a ``WorkerMessage/staged`` frame before it) stages its writes here too, on top of the
    /// host's, and sends them all back before the reply.
    private static func answerCalls(on channel: WorkerChannel, outbox: WorkerOutbox, clock: WorkerClock, plugin: LoadedPlugin) {
        var hostStaged: StagedStorage?
        while let (message, body) = try? channel.receive() {
            if case .staged = message { hostStaged = StagedStorage(encoded: body) ?? StagedStorage() }
            guard case .call(let call) = message else { continue }
            guard outbox.beginCall() else { break }
            clock.freeze(at: call.now)
            if let hostStaged { plugin.services.beginStaging(hostStaged) }
            let answer = Self.answer(call, plugin: plugin)
            let staged = hostStaged.map { _ in plugin.services.endStaging() }
            hostStaged = nil
            clock.resume()
            outbox.endCall()
            do {
                let stagedFrame = staged.map { (message: WorkerMessage.staged, body: $0.encoded()) }
                try channel.send(answer.message, body: answer.body, after: stagedFrame)
            } catch {
                break
            }
        }
    }

    /// The backstop behind the host's watch of the worker's resident memory: private writable
    /// memory may grow by twice the cap plus 256 MiB (thread stacks, allocator slack) before an
    /// allocation fails, whatever the host's quarter-second checks miss.
    private static func limitData(above memoryLimit: Int) {
        _ = whproc_limit_data(UInt64(memoryLimit) * 2 + (256 << 20))
    }

    /// Runs one call through the plugin and returns the frame that answers it.
    private static func answer(_ call: WorkerCall, plugin: LoadedPlugin) -> (message: WorkerMessage, body: [UInt8]) {
        func failure(_ problem: String) -> (WorkerMessage, [UInt8]) {
            let diagnostic = Diagnostic(
                problem: problem, location: "plugin \(plugin.id), call \(call.sequence)", expected: "a call that fits the manifest")
            return (.failed(WorkerFailure(loadError: nil, diagnostics: [WorkerDiagnostic(diagnostic)])), [])
        }
        guard let role = call.role.role, let descriptor = plugin.connection.current.descriptor(for: role) else {
            return failure("the plugin has no handler for \(call.role)")
        }
        guard descriptor.arguments.count == call.arguments.count else {
            return failure("\(role.callName) takes \(descriptor.arguments.count) arguments; the call has \(call.arguments.count)")
        }
        var arguments: [BoundArgument] = []
        for (index, (argument, value)) in zip(descriptor.arguments, call.arguments).enumerated() {
            guard let bound = BoundArgument(wire: value, for: argument) else {
                return failure(
                    "argument \(index + 1) of \(role.callName) is \(value), not a \(argument.type.rawValue) from \(argument.source.rawValue)"
                )
            }
            arguments.append(bound)
        }
        let (result, _) = plugin.execute(BoundCall(role: role, descriptor: descriptor, arguments: arguments, now: call.now))
        switch result {
        case .success(let outcome):
            let reply = WorkerReply(
                sequence: call.sequence, returned: ReturnBits.encode(outcome.returned), resultLength: outcome.result.count)
            return (.reply(reply), outcome.result + outcome.error)
        case .failure(let error):
            return (.failed(WorkerFailure(loadError: nil, diagnostics: diagnostics(of: error).map(WorkerDiagnostic.init))), [])
        }
    }

    private static func diagnostics(of error: any Error) -> [Diagnostic] {
        (error as? any WidgetHostError)?.diagnostics
            ?? [Diagnostic(problem: "\(error)", location: "plugin worker", expected: "no internal error")]
    }
}

/// The worker's own host over the state directory, with its clock: made when the start arrives, or
/// by a spare before it. Its state database is in memory; its plugin's key-value store is the host's.
private struct WorkerHost {
    let host: PluginHost
    let clock: WorkerClock
    /// Where the plugin's key-value reads and writes go: the host (the worker never opens the state database).
    let relay: WorkerStorageRelay
    let stateDirectory: URL

    init(stateDirectory: URL, outbox: WorkerOutbox, start: Double) throws {
        clock = WorkerClock(start: start)
        relay = WorkerStorageRelay(outbox: outbox)
        host = PluginHost(
            configuration: .init(
                stateDirectory: stateDirectory, clock: clock, logger: ForwardingLogger(outbox: outbox),
                reloadHandler: { outbox.send(.reload($0)) }),
            state: try StateDatabase(inMemoryFor: stateDirectory), storageRelay: relay)
        self.stateDirectory = stateDirectory.standardizedFileURL
    }
}

/// The worker's clock: the host's time as sent with each call, standing still while the call
/// runs (so `services->now` equals the call's `now` argument), and running at the system
/// clock's pace between calls (for the plugin's own threads).
private final class WorkerClock: HostClock {
    private struct Reading {
        var base: Double
        var since: Double
        var frozen = false
    }

    private let reading: Mutex<Reading>

    init(start: Double) { reading = Mutex(Reading(base: start, since: ProcessInfo.processInfo.systemUptime)) }

    /// Shows `time` now, running from there.
    func start(at time: Double) {
        let uptime = ProcessInfo.processInfo.systemUptime
        reading.withLock { $0 = Reading(base: time, since: uptime) }
    }

    func now() -> Date {
        let uptime = ProcessInfo.processInfo.systemUptime
        return Date(timeIntervalSince1970: reading.withLock { $0.frozen ? $0.base : $0.base + (uptime - $0.since) })
    }

    /// Shows `time` until ``resume()``.
    func freeze(at time: Double) {
        reading.withLock { $0 = Reading(base: time, since: 0, frozen: true) }
    }

    /// Lets time run again from where it stood.
    func resume() {
        let uptime = ProcessInfo.processInfo.systemUptime
        reading.withLock { $0 = Reading(base: $0.base, since: uptime) }
    }
}

/// Sends the plugin's log lines to the host, which logs them under the plugin's id.
private struct ForwardingLogger: HostLogger {
    let outbox: WorkerOutbox

    func log(_ level: LogLevel, _ message: String, pluginID: String?) {
        outbox.send(.log(level: level.rawValue, message: message))
    }
}
