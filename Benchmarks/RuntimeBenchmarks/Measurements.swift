import Foundation

/// Timing, percentiles and memory readings for the runtime benchmark.
enum Measurements {
    /// The duration of `body`, in seconds.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let elapsed = try ContinuousClock().measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The `fraction` percentile of `samples` (nearest rank), `nan` if there are none.
    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The process's resident memory, in bytes (`/proc/self/statm`); `trimmed` first returns
    /// the heap's free pages to the system (`malloc_trim`), so that only live memory counts.
    static func residentBytes(trimmed: Bool = false) -> Int {
        if trimmed { trimHeap() }
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Returns the heap's free pages to the system: glibc's `malloc_trim(0)` (malloc.h is not
    /// in Swift's Glibc module, so it is looked up by name).
    private static func trimHeap() {
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
    }

    /// `31.2 ns`, `4.80 µs`, `1.25 ms`, `2.00 s`.
    static func duration(_ seconds: Double) -> String {
        switch abs(seconds) {
        case ..<1e-6: return String(format: "%.1f ns", seconds * 1e9)
        case ..<1e-3: return String(format: "%.2f µs", seconds * 1e6)
        case ..<1: return String(format: "%.2f ms", seconds * 1e3)
        default: return String(format: "%.2f s", seconds)
        }
    }

    /// `1.5 KiB`, `120.0 MiB`.
    static func bytes(_ count: Double) -> String {
        count >= 1_048_576 ? String(format: "%.1f MiB", count / 1_048_576) : String(format: "%.1f KiB", count / 1_024)
    }
}
