import Dispatch
import Foundation

/// Watches the network path, as `NWPathMonitor`: the path is ``NWPath/Status-swift.enum/satisfied``, reported
/// once when the monitor starts.
///
/// ```swift
/// let monitor = NWPathMonitor()
/// monitor.pathUpdateHandler = { path in online = path.status == .satisfied }
/// monitor.start(queue: DispatchQueue(label: "net"))
/// ```
public final class NWPathMonitor: @unchecked Sendable {
    /// Called with the path when the monitor starts.
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
    /// The queue the handler is called on, once started.
    public private(set) var queue: DispatchQueue?

    /// A monitor of every interface.
    public init() {}

    /// A monitor of one kind of interface.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {}

    /// The path now.
    public var currentPath: NWPath { NWPath() }

    /// Starts the monitor: the handler hears the path on `queue`.
    public func start(queue: DispatchQueue) {
        self.queue = queue
        let path = currentPath
        let handler = pathUpdateHandler
        queue.async { handler?(path) }
    }

    /// Stops the monitor.
    public func cancel() { pathUpdateHandler = nil }
}

/// A network path, as `NWPath`.
public struct NWPath: Hashable, Sendable, CustomStringConvertible {
    /// Whether the path can be used.
    public enum Status: Hashable, Sendable {
        case satisfied, unsatisfied, requiresConnection
    }

    /// `.satisfied`.
    public let status: Status = .satisfied
    /// Whether the path is a costly one (cellular): no.
    public let isExpensive = false
    /// Whether the path is in Low Data Mode: no.
    public let isConstrained = false
    /// The interfaces the path can use: one wired interface.
    public let availableInterfaces = [NWInterface(name: "eth0", type: .wiredEthernet)]
    /// Whether the path supports IPv4 and IPv6.
    public let supportsIPv4 = true
    public let supportsIPv6 = true
    public let supportsDNS = true

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { availableInterfaces.contains { $0.type == type } }

    public var description: String { "satisfied (interface: eth0)" }
}

/// A network interface, as `NWInterface`.
public struct NWInterface: Hashable, Sendable {
    /// The kinds of interface.
    public enum InterfaceType: Hashable, Sendable {
        case other, wifi, cellular, wiredEthernet, loopback
    }

    /// The interface's name.
    public let name: String
    /// Its kind.
    public let type: InterfaceType
}
