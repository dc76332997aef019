import CSystemEvents
import Foundation
import WidgetHost

/// The daemon's file descriptors: a wall-clock timer, the notification socket, and the
/// self-pipe that signals and ``RuntimeDaemon/stop()`` write to. Thin typed wrappers over
/// `CSystemEvents`, the one place these system calls live.
final class DaemonChannels: @unchecked Sendable {
    /// What woke the loop.
    struct Readiness {
        var pipe = false
        var socket = false
        var timer = false
        /// Which of the extra descriptors given to ``wait(also:)`` are readable (or their peer closed).
        var extra: [Bool] = []
    }

    let timer: Int32
    let pipeRead: Int32
    let pipeWrite: Int32
    let socket: Int32?
    let lock: Int32?
    let socketPath: String?

    /// Opens the timer and the pipe; takes the lock file and binds the socket if given.
    init(socketPath: String?, lockPath: String?, stateDirectory: String) throws(RuntimeError) {
        var lock: Int32?
        if let lockPath {
            let fd = whsys_lock_file(lockPath)
            if fd == -EWOULDBLOCK || fd == -EAGAIN { throw .daemonAlreadyRunning(stateDirectory: stateDirectory) }
            if fd < 0 { throw .cannotListen(path: lockPath, reason: Self.message(fd)) }
            lock = fd
        }
        let timer = whsys_timer_create()
        var pipe: [Int32] = [-1, -1]
        let piped = whsys_pipe_create(&pipe)
        guard timer >= 0, piped == 0 else {
            lock.map(whsys_close)
            if timer >= 0 { whsys_close(timer) }
            throw .cannotListen(path: stateDirectory, reason: Self.message(timer < 0 ? timer : piped))
        }
        var socket: Int32?
        if let socketPath {
            let fd = whsys_datagram_bind(socketPath)
            guard fd >= 0 else {
                [timer, pipe[0], pipe[1]].forEach(whsys_close)
                lock.map(whsys_close)
                throw .cannotListen(path: socketPath, reason: Self.message(fd))
            }
            socket = fd
        }
        self.timer = timer
        pipeRead = pipe[0]
        pipeWrite = pipe[1]
        self.socket = socket
        self.lock = lock
        self.socketPath = socketPath
    }

    deinit {
        [timer, pipeRead, pipeWrite].forEach(whsys_close)
        socket.map(whsys_close)
        if let socketPath { unlink(socketPath) }
        lock.map(whsys_close)
    }

    /// Sets the timer to go off at `deadline` (wall clock, seconds since 1970), or never.
    func arm(at deadline: Double?) { _ = whsys_timer_arm(timer, deadline ?? -1) }

    /// Blocks until the pipe, the socket, the timer or one of `extra` (at most four; -1: none) is
    /// readable, or a signal arrives.
    ///
    /// On the main thread it also runs what is queued on the main dispatch queue while it waits, as a
    /// run loop would: plugin code that an in-process runtime calls on its reload threads may deliver
    /// there (`DispatchQueue.main.async { completion(timeline) }`, `@MainActor` work), and a loop that
    /// only blocked would never run it, leaving the call to end at its deadline.
    func wait(also extra: [Int32] = []) -> Readiness {
        let mainQueue = Thread.isMainThread ? whsys_main_queue_descriptor() : -1
        while true {
            var fds = [pipeRead, timer, socket ?? -1, mainQueue] + extra
            var readable = [Int32](repeating: 0, count: fds.count)
            let count = whsys_wait(&fds, Int32(fds.count), &readable)
            guard count > 0 else { return Readiness(pipe: count == 0, extra: extra.map { _ in false }) }
            if readable[3] != 0 {
                whsys_drain_main_queue()
                if count == 1 { continue }
            }
            return Readiness(
                pipe: readable[0] != 0, socket: readable[2] != 0, timer: readable[1] != 0, extra: readable[4...].map { $0 != 0 })
        }
    }

    /// Writes a wake-up byte to the pipe (any thread; async-signal-safe).
    func poke(_ byte: UInt8) { whsys_poke(pipeWrite, byte) }

    /// The bytes waiting in the pipe.
    func drainPipe() -> [UInt8] { Self.drain(pipeRead) }

    /// The bytes waiting in non-blocking descriptor `fd` (a pipe).
    static func drain(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = whsys_read_available(fd, &buffer, buffer.count)
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }

    /// The datagrams waiting on the socket.
    func receiveDatagrams() -> [String] {
        guard let socket else { return [] }
        var messages: [String] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = whsys_datagram_receive(socket, &buffer, buffer.count)
            guard count >= 0 else { return messages }
            messages.append(String(decoding: buffer[0..<count], as: UTF8.self))
        }
    }

    /// Makes SIGINT and SIGTERM write to the pipe.
    func installSignalHandlers() { _ = whsys_signals_install(pipeWrite) }

    /// Gives SIGINT and SIGTERM back their default actions.
    func restoreSignalHandlers() { whsys_signals_restore() }

    /// Sends `message` to the socket at `path` if something listens there; whether it was sent.
    @discardableResult
    static func send(_ message: String, to path: String) -> Bool {
        let bytes = Array(message.utf8)
        return whsys_datagram_send(path, bytes, bytes.count) == 0
    }

    /// The longest socket path the system accepts.
    static var socketPathLimit: Int { Int(whsys_socket_path_max()) }

    static func message(_ status: Int32) -> String { String(cString: strerror(-status)) }
}
