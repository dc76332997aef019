import Foundation

/// A TCP socket listening on 127.0.0.1 at a port the kernel chose, for tests of what plugins may
/// connect to; connections complete in its backlog (nothing accepts them). Closed when it goes away.
public final class LoopbackListener: Sendable {
    /// The port it listens on.
    public let port: UInt16
    private let descriptor: Int32

    /// Listens on a free loopback port.
    ///
    /// - Throws: ``TestSetupError`` if the socket cannot be bound.
    public init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard descriptor >= 0, bound else {
            if descriptor >= 0 { close(descriptor) }
            throw TestSetupError("cannot listen on 127.0.0.1: \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(descriptor) }
}
