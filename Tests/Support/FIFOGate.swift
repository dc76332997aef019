import Foundation
import Synchronization

/// A gate a plugin's handler waits at, which the test holds: a FIFO (`mkfifo`) where the `gate`
/// fixture's timeline handler opens it for reading. Waiting at the gate is causal, not timed:
/// ``waitForHandler()`` returns only once the handler has opened the FIFO (it is then inside,
/// blocked in its read), and the handler returns only after ``release()``.
///
/// ```swift
/// let gate = try FIFOGate(at: plugin.dataDirectory.appendingPathComponent("gate"))
/// // start the call that runs the handler, on another thread
/// try gate.waitForHandler()   // the handler is inside now
/// gate.release()              // and may return
/// ```
public final class FIFOGate: Sendable {
    /// The FIFO's path.
    public let path: String
    private let writer = Mutex<Int32>(-1)

    /// Makes the FIFO at `url` (it must not exist).
    ///
    /// - Throws: ``TestSetupError`` if it cannot be made.
    public init(at url: URL) throws {
        path = url.path
        guard mkfifo(path, 0o600) == 0 else { throw TestSetupError("cannot make the FIFO \(path): \(String(cString: strerror(errno)))") }
    }

    deinit {
        release()
        unlink(path)
    }

    /// Blocks until a handler has opened the gate, then removes the FIFO's name, so that later
    /// calls pass at once while this one stays held.
    ///
    /// - Throws: ``TestSetupError`` if the FIFO cannot be opened.
    public func waitForHandler() throws {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { throw TestSetupError("cannot open the FIFO \(path): \(String(cString: strerror(errno)))") }
        unlink(path)
        writer.withLock { $0 = descriptor }
    }

    /// Lets the handler held at the gate go on (it reads a byte, then returns).
    public func release() {
        let descriptor = writer.withLock { descriptor in
            defer { descriptor = -1 }
            return descriptor
        }
        guard descriptor >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
        close(descriptor)
    }

    /// Closes the gate without a byte, for a handler whose process was killed at it (a write to a
    /// FIFO nobody reads would raise SIGPIPE).
    public func abandon() {
        let descriptor = writer.withLock { descriptor in
            defer { descriptor = -1 }
            return descriptor
        }
        if descriptor >= 0 { close(descriptor) }
    }
}
