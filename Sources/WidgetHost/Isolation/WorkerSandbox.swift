import CSandbox
import Foundation
import Synchronization

/// The sandbox a plugin worker puts itself in before any of its plugin's code runs, enforced by
/// the kernel with no privileges: Landlock (the file system: the plugin's data directory read-write, its own file, libraries, fonts and time zones read-only; TCP
/// connect and bind for a plugin denied the network; abstract unix sockets and signals scoped to
/// the worker), the no-new-privileges bit, and a seccomp filter refusing non-unix sockets and
/// io_uring for a plugin denied the network.
///
/// On a kernel without Landlock, or with `WIDGETHOST_SANDBOX=off` (for debugging), workers run
/// unconfined and the host warns once; ``WorkerOptions/requiresSandbox`` (`--require-sandbox`,
/// `WIDGETHOST_REQUIRE_SANDBOX=1`) refuses to run them then. In-process plugins are never confined.
public enum WorkerSandbox {
    /// `WIDGETHOST_SANDBOX=off` runs workers unconfined, for debugging (the host warns once).
    public static let switchVariable = "WIDGETHOST_SANDBOX"
    /// `WIDGETHOST_REQUIRE_SANDBOX=1`: refuse to run plugins in workers that cannot be confined.
    public static let requireVariable = "WIDGETHOST_REQUIRE_SANDBOX"

    /// Whether workers started with `environment` (the host's, which they inherit) are confined here.
    public static func availability(environment: [String: String] = ProcessInfo.processInfo.environment) -> SandboxAvailability {
        if environment[switchVariable] == "off" { return .unavailable(reason: "\(switchVariable)=off") }
        let abi = whsb_landlock_abi()
        guard abi > 0 else {
            return .unavailable(reason: "the kernel offers no Landlock (\(String(cString: strerror(-abi))))")
        }
        return .available(landlockABI: Int(abi))
    }

    private static let warned = Mutex(false)

    /// Logs, once per process, that workers run unconfined and why.
    static func warnUnconfined(_ reason: String, log: (String) -> Void) {
        let first = warned.withLock { warned in
            defer { warned = true }
            return !warned
        }
        guard first else { return }
        log("plugin workers run without a sandbox: \(reason) (--require-sandbox refuses to run them so)")
    }

    /// Confines this process to `plan` and returns the Landlock ABI it used. Run it before any
    /// other thread starts (Landlock confines the calling thread and the threads it starts later).
    ///
    /// - Throws: ``SandboxFailure`` naming the step that failed (nothing is confined then,
    ///   unless the failure came after Landlock was in force).
    static func confine(_ plan: SandboxPlan) throws(SandboxFailure) -> Int {
        let abi = Int(whsb_landlock_abi())
        guard abi > 0 else { throw SandboxFailure(step: "Landlock", reason: String(cString: strerror(Int32(-abi)))) }
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 1
        guard threads == 1 else { throw SandboxFailure(step: "Landlock", reason: "\(threads) threads run already; it would confine one") }
        let ruleset = whsb_ruleset_create(Int32(abi), plan.deniesNetwork ? 1 : 0)
        guard ruleset >= 0 else { throw SandboxFailure(step: "a Landlock ruleset", reason: String(cString: strerror(-ruleset))) }
        for (paths, writable) in [(plan.readOnly, Int32(0)), (plan.readWrite, Int32(1))] {
            for path in paths {
                let added = whsb_allow_path(ruleset, Int32(abi), path, writable)
                guard added == 0 || added == -ENOENT || added == -ENOTDIR || added == -EACCES else {
                    whsb_discard(ruleset)
                    throw SandboxFailure(step: "allowing \(path)", reason: String(cString: strerror(-added)))
                }
            }
        }
        let restricted = whsb_restrict(ruleset)
        guard restricted == 0 else { throw SandboxFailure(step: "Landlock", reason: String(cString: strerror(-restricted))) }
        if plan.deniesNetwork {
            let filtered = whsb_deny_sockets()
            guard filtered == 0 else { throw SandboxFailure(step: "the socket filter", reason: String(cString: strerror(-filtered))) }
        }
        return abi
    }
}

/// Whether plugin workers can be confined here.
public enum SandboxAvailability: Hashable, Sendable {
    /// The kernel offers Landlock with this ABI version (4 and later also confine TCP; 6, signals and abstract sockets).
    case available(landlockABI: Int)
    /// Workers run unconfined, for this reason.
    case unavailable(reason: String)
}

/// A step of confining a worker failed.
struct SandboxFailure: Error {
    let step: String
    let reason: String
}
