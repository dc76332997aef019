import Foundation
import Synchronization
import WidgetHost

/// Orders reloads across processes: each reload takes a stamp when it starts (microseconds
/// of the real-time clock, strictly increasing within a process), and a timeline is stored
/// only over one with an older stamp, so a reload that started later always wins, even
/// when it finishes first. Independent of the host clock, which tests move by hand.
enum ReloadStamp {
    private static let last = Mutex<Int64>(0)

    static func next() -> Int64 {
        let now = Int64(Date().timeIntervalSince1970 * 1_000_000)
        return last.withLock { last in
            last = max(now, last + 1)
            return last
        }
    }
}
