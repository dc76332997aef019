import CWorkerProcess
import Foundation

/// A child process run to its end or to a deadline, with the workers' system calls (posix_spawn
/// in a process group of its own, SIGKILL of the group, waitpid): what `widgethost validate`
/// runs each check in. Its standard input and output are /dev/null; descriptor 3 is `log`.
///
/// ```swift
/// let end = try TimedChildProcess.run(executable, ["__validate-check", ...], log: errors, timeLimit: 20)
/// ```
public enum TimedChildProcess {
    /// How the child ended.
    public enum End: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (`SIGSEGV`).
        case signaled(Int32, name: String)
        /// It was still running at the deadline and was killed.
        case timedOut
    }

    /// This process's environment, plus `SWIFT_BACKTRACE=enable=no` unless it sets `SWIFT_BACKTRACE`: a child
    /// that a plugin crashes reports it as the host's one-line error, not as a backtrace on standard error, and
    /// leaves no `swift-backtrace` process behind waiting on a child that was killed.
    static var childEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        return environment
    }

    /// Runs `executable` with `arguments` and this process's environment (`childEnvironment`) until it ends or
    /// `timeLimit` seconds pass (then it and its process group are killed).
    ///
    /// - Throws: an error with the system's reason if it cannot be started.
    public static func run(_ executable: URL, _ arguments: [String], log: FileHandle, timeLimit: Double) throws -> End {
        let null = try FileHandle(forUpdating: URL(fileURLWithPath: "/dev/null"))
        defer { try? null.close() }
        let argv = ([executable.path] + arguments).map { strdup($0) }
        let envp = Self.childEnvironment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        let pid = (argv + [nil]).withUnsafeBufferPointer { argvPointer in
            (envp + [nil]).withUnsafeBufferPointer {
                whproc_spawn(executable.path, argvPointer.baseAddress, $0.baseAddress, null.fileDescriptor, log.fileDescriptor)
            }
        }
        guard pid > 0 else { throw WorkerSpawnError(reason: WorkerChannel.reason(pid)) }
        let deadline = Date().addingTimeInterval(timeLimit)
        var status: Int32 = 0
        var signal: Int32 = 0
        while whproc_reap(pid, 0, &status, &signal) == 0 {
            if Date() >= deadline {
                _ = whproc_kill(pid)
                _ = whproc_reap(pid, 1, &status, &signal)
                return .timedOut
            }
            usleep(5_000)
        }
        if signal != 0 { return .signaled(signal, name: WorkerProcess.signalName(signal) ?? "signal \(signal)") }
        return .exited(status)
    }
}
