import Foundation
import Synchronization

/// Moves a worker's system clock to the host's: Debian's libfaketime preloaded into the worker,
/// so that `Date()` in plugin code returns the host's time (`--now DATE`, `run --speed N`), not
/// only `services->now` (`WidgetClock`). In process, only the latter can move.
///
/// At each worker's start the worker's clock is set to read what the host's reads then, and
/// to run at `speed` times the system clock's pace, as the host's does; its monotonic clock is
/// left alone (the worker's deadlines and the host's stay in step).
///
/// ```swift
/// WorkerOptions(timeShift: WorkerTimeShift(speed: 60))  // workers' Date() a minute per second
/// ```
public struct WorkerTimeShift: Hashable, Sendable {
    /// Seconds of the host's clock per second of the system clock.
    public var speed: Double

    /// A shift for a host clock running at `speed` times the system clock's pace.
    public init(speed: Double = 1) {
        self.speed = speed
    }

    /// The variable naming another libfaketime library (or, for tests, a missing one).
    public static let libraryVariable = "WIDGETHOST_FAKETIME_LIBRARY"

    /// libfaketime's thread-safe library where Debian's `libfaketime` package puts it for this
    /// machine's architecture, unless ``libraryVariable`` names another.
    public static func library(environment: [String: String]) -> String {
        if let chosen = environment[libraryVariable], !chosen.isEmpty { return chosen }
        var name = utsname()
        uname(&name)
        let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "/usr/lib/\(machine)-linux-gnu/faketime/libfaketimeMT.so.1"
    }

    /// `environment` with the variables that make a new worker's clock read `hostNow` now and
    /// run at ``speed``: `LD_PRELOAD` (before any preload already there), `FAKETIME` (an offset
    /// from the system clock, with the speed), and `DONT_FAKE_MONOTONIC`.
    func environment(_ environment: [String: String], library: String, hostNow: Date, systemNow: Date = Date()) -> [String: String] {
        var shifted = environment
        shifted["LD_PRELOAD"] = [library, environment["LD_PRELOAD"]].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ":")
        let offset = String(format: "%+.3f", hostNow.timeIntervalSince(systemNow))
        shifted["FAKETIME"] = speed == 1 ? offset : offset + " x" + String(speed)
        shifted["DONT_FAKE_MONOTONIC"] = "1"
        return shifted
    }

    /// The environment a worker starts with: shifted when the library is there; else unchanged,
    /// after one line (once per process) saying what does and does not move.
    static func environment(
        for shift: WorkerTimeShift?, _ environment: [String: String], hostNow: Date, log: (String) -> Void
    ) -> [String: String] {
        guard let shift else { return environment }
        let library = library(environment: environment)
        guard FileManager.default.isReadableFile(atPath: library) else {
            let first = warnedMissing.withLock { warned in
                defer { warned = true }
                return !warned
            }
            if first {
                log(
                    "plugins' Date() keeps the system's time: libfaketime is not at \(library) (install Debian's libfaketime); "
                        + "WidgetClock and services->now still follow the host's clock")
            }
            return environment
        }
        return shift.environment(environment, library: library, hostNow: hostNow)
    }

    private static let warnedMissing = Mutex(false)
}
