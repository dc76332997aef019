import Foundation

/// Timing helpers: medians of repeated measurements, readable durations.
enum Timing {
    /// The median of `samples` (seconds).
    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The duration of `body`, in seconds.
    static func measure(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let elapsed = try clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The per-call median over `batches` batches of `batchSize` calls each.
    static func perCallMedian(batches: Int, batchSize: Int, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<batches {
            samples.append(try measure { for _ in 0..<batchSize { try body() } } / Double(batchSize))
        }
        return median(samples)
    }

    /// The per-call medians of `first` and `second`, their batches taken in turn (one of `first`,
    /// one of `second`, and so on), each after one untimed call: a slow spell of a shared machine
    /// then lands on both, and their ratio is steadier than that of two runs one after the other.
    static func interleavedMedians(
        batches: Int, batchSize: Int, _ first: () throws -> Void, _ second: () throws -> Void
    ) rethrows -> (first: Double, second: Double) {
        var samples: ([Double], [Double]) = ([], [])
        for _ in 0..<batches {
            try first()
            samples.0.append(try measure { for _ in 0..<batchSize { try first() } } / Double(batchSize))
            try second()
            samples.1.append(try measure { for _ in 0..<batchSize { try second() } } / Double(batchSize))
        }
        return (median(samples.0), median(samples.1))
    }

    /// `31.2 ns`, `4.80 µs`, `1.25 ms`.
    static func format(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: return String(format: "%.1f ns", seconds * 1e9)
        case ..<1e-3: return String(format: "%.2f µs", seconds * 1e6)
        default: return String(format: "%.2f ms", seconds * 1e3)
        }
    }
}
