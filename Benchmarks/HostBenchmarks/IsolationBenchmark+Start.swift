import Foundation
import WidgetHost

extension IsolationBenchmark {
    /// Worker start-up against the in-process load of the same file, loads measured cold (a new
    /// copy each time): Counter and the C fixture with a new process per worker, then the C
    /// fixture taking the host's spare worker (``WorkerOptions/prespawnsWorkers``), given time
    /// to start up between loads as a long-running host has.
    func startRows() throws {
        let cold = PluginIsolation.worker(WorkerOptions(executable: workerExecutable))
        let spare = PluginIsolation.worker(WorkerOptions(executable: workerExecutable, prespawnsWorkers: true))
        let counterInProcess = try loadMedian(.inProcess, counter, "CounterLoad")
        let counterCold = try loadMedian(cold, counter, "CounterLoad")
        let cInProcess = try loadMedian(.inProcess, cFixture, "GoodLoad")
        let cCold = try loadMedian(cold, cFixture, "GoodLoad")
        let cSpare = try loadMedian(spare, cFixture, "GoodSpareLoad", settle: 0.2)
        let note = "\(loads) distinct copies; a worker: spawn + dlopen + init + manifest over the socket"
        print(
            "  start-up (load), Counter: in-process median \(Timing.format(counterInProcess)), worker median \(Timing.format(counterCold)) (\(note))"
        )
        print(
            "  start-up (load), C fixture: in-process median \(Timing.format(cInProcess)), new worker median \(Timing.format(cCold)), spare worker median \(Timing.format(cSpare))"
        )
        Self.row("worker start, new process (C fixture load)", cCold, against: cInProcess, "the load in process")
        Self.row("worker start, prespawned spare (C fixture load)", cSpare, against: cInProcess, "the load in process")
        Self.row("worker start, new process (Counter load)", counterCold, against: counterInProcess, "the load in process")
    }

    /// The median load time of `loads` fresh copies of `library`, waiting `settle` seconds before each (a spare starting up).
    private func loadMedian(_ isolation: PluginIsolation, _ library: URL, _ name: String, settle: Double = 0) throws -> Double {
        let host = try host(isolation, "load-\(name)")
        defer { host.shutDown() }
        var samples: [Double] = []
        for index in 0..<loads {
            let path = try copy("\(name)\(isolation)\(index)".replacingOccurrences(of: "-", with: ""), from: library)
            if settle > 0 { usleep(UInt32(settle * 1e6)) }
            samples.append(try Timing.measure { _ = try host.load(path.path) })
        }
        return Timing.median(samples)
    }
}
