import Foundation

/// The peers beside the host in the performance table, each a `row:` line for `scripts/bench.sh`
/// (`row:<TAB>what<TAB>median<TAB>against`): the raw libffi call (the baseline), the same C
/// function called directly (no ffi), and `sh -c true` (posix_spawn + wait: what a polling
/// widget system pays per refresh). Also the `series:` points of the plot (load per copy).
enum Peers {
    /// Prints the baseline's row, then measures and prints the direct call's and the spawn's.
    static func run(trivial: UnsafeMutableRawPointer, baseline: Double) {
        row("raw ffi_call of int64_t f(int64_t) (the baseline)", baseline, baseline)
        let function = unsafeBitCast(trivial, to: (@convention(c) (Int64) -> Int64).self)
        var sink: Int64 = 0
        let direct = Timing.perCallMedian(batches: 200, batchSize: 10_000) { sink = function(sink) }
        print("direct C call: median \(Timing.format(direct)) (the same good_trivial through a C function pointer; returned \(sink))")
        row("direct C call of the same function (no ffi)", direct, baseline)
        if let spawn = spawnMedian() {
            print("sh -c true: median \(Timing.format(spawn)) (posix_spawn + waitpid, 100 runs)")
            row("sh -c true (posix_spawn + wait: a polling widget's refresh)", spawn, baseline)
        } else {
            print("sh -c true: skipped (/bin/sh could not be spawned)")
        }
    }

    /// `row:<TAB>what<TAB>median<TAB>N× raw ffi`.
    static func row(_ what: String, _ median: Double, _ baseline: Double) {
        let times = median / baseline
        let format = times < 1 ? "%.2f× raw ffi" : times < 10 ? "%.1f× raw ffi" : "%.0f× raw ffi"
        let ratio = String(format: format, times)
        print("row:\t\(what)\t\(Timing.format(median))\t\(ratio)")
    }

    /// `series:<TAB>name<TAB>n<TAB>ms` for the n-th copy's load, n from 1.
    static func loadSeries(_ name: String, _ samples: [Double]) {
        for (index, seconds) in samples.enumerated() { print("series:\t\(name)\t\(index + 1)\t\(seconds * 1e3)") }
    }

    /// The median of 100 runs of `/bin/sh -c true` (spawned with an empty environment and waited for); `nil` if it cannot be spawned.
    private static func spawnMedian() -> Double? {
        let words: [String] = ["/bin/sh", "-c", "true"]
        let arguments = words.map { word in strdup(word) }
        defer { arguments.forEach { free($0) } }
        var argv = arguments + [nil]
        var environment: [UnsafeMutablePointer<CChar>?] = [nil]
        var samples: [Double] = []
        for _ in 0..<100 {
            var failed = false
            samples.append(
                Timing.measure {
                    var pid: pid_t = 0
                    guard posix_spawn(&pid, "/bin/sh", nil, nil, &argv, &environment) == 0 else {
                        failed = true
                        return
                    }
                    var status: Int32 = 0
                    waitpid(pid, &status, 0)
                })
            if failed { return nil }
        }
        return Timing.median(samples)
    }
}
