import Dispatch
import Foundation
import Synchronization

/// A child process's output read to its end on another thread, so the thread that started the
/// child can wait for something else meanwhile (a stop, in ``PluginPackageBuild``) without the
/// child blocking on a full pipe.
final class BuildOutput: Sendable {
    private let collected = Mutex(Data())
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading `handle` until its end.
    init(reading handle: FileHandle) {
        DispatchQueue.global().async { [self] in
            let data = handle.readDataToEndOfFile()
            collected.withLock { $0 = data }
            finished.signal()
        }
    }

    /// Waits for the end of the output and returns it as text.
    func text() -> String {
        finished.wait()
        return String(decoding: collected.withLock { $0 }, as: UTF8.self)
    }
}
