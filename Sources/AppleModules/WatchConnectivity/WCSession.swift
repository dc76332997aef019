import Foundation

/// The connection to a paired Apple Watch, as WatchConnectivity's `WCSession`. There is none on
/// this platform: ``isSupported()`` is `false`, the session never activates, and transfers and
/// messages report ``WCError/Code/sessionNotSupported`` (in the host's log, or to the error handler).
public final class WCSession: @unchecked Sendable {
    /// The one session.
    public static let `default` = WCSession()

    /// Whether this device can talk to a watch: `false` here. Check it before using ``default``.
    public static func isSupported() -> Bool { false }

    /// Told about activation and transfers.
    public weak var delegate: (any WCSessionDelegate)?

    private init() {}

    /// Where the session is: never activated here.
    public var activationState: WCSessionActivationState { .notActivated }
    /// Whether a watch is paired: `false` here.
    public var isPaired: Bool { false }
    /// Whether the watch app is installed: `false` here.
    public var isWatchAppInstalled: Bool { false }
    /// Whether the watch can be reached now: `false` here.
    public var isReachable: Bool { false }
    /// Whether the app's complication is on the watch face: `false` here.
    public var isComplicationEnabled: Bool { false }
    /// Complication transfers left today: none here.
    public var remainingComplicationUserInfoTransfers: Int { 0 }
    /// The last application context sent: none here.
    public var applicationContext: [String: Any] { [:] }
    /// The last application context received: none here.
    public var receivedApplicationContext: [String: Any] { [:] }
    /// Transfers waiting to be delivered: none here.
    public var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }

    /// Tries to activate the session: the delegate is told that activation failed with
    /// ``WCError/Code/sessionNotSupported``.
    public func activate() {
        WidgetLog.warning("WCSession.activate: there is no Apple Watch on this platform (WCSession.isSupported() is false)")
        delegate?.session(self, activationDidCompleteWith: .notActivated, error: WCError(.sessionNotSupported))
    }

    /// Would queue `userInfo` for the watch: reports that there is no watch, and returns a transfer that never starts.
    @discardableResult
    public func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        WidgetLog.warning("WCSession.transferUserInfo: there is no Apple Watch on this platform; nothing was sent")
        return WCSessionUserInfoTransfer(userInfo: userInfo)
    }

    /// Would send complication data: reports that there is no watch, and returns a transfer that never starts.
    @discardableResult
    public func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        WidgetLog.warning("WCSession.transferCurrentComplicationUserInfo: there is no Apple Watch on this platform; nothing was sent")
        return WCSessionUserInfoTransfer(userInfo: userInfo)
    }

    /// Would replace the application context: throws ``WCError/Code/sessionNotSupported``.
    public func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        throw WCError(.sessionNotSupported)
    }

    /// Would send a message: `errorHandler` gets ``WCError/Code/sessionNotSupported``.
    public func sendMessage(
        _ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil
    ) {
        errorHandler?(WCError(.sessionNotSupported))
    }

    /// Would send data: `errorHandler` gets ``WCError/Code/sessionNotSupported``.
    public func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.sessionNotSupported))
    }
}

/// Where a session is in its life.
public enum WCSessionActivationState: Int, Sendable {
    case notActivated, inactive, activated
}

/// A queued transfer of data to the watch; here, one that never starts.
public final class WCSessionUserInfoTransfer: @unchecked Sendable {
    /// The data.
    public let userInfo: [String: Any]
    /// Whether it is under way: `false` here.
    public var isTransferring: Bool { false }
    /// Whether it carries complication data.
    public let isCurrentComplicationInfo = false

    init(userInfo: [String: Any]) {
        self.userInfo = userInfo
    }

    /// Cancels the transfer.
    public func cancel() {}
}

/// Told about a session's activation and what arrives from the watch, as WatchConnectivity's
/// `WCSessionDelegate`. Only activation is required; the other methods do nothing unless implemented.
public protocol WCSessionDelegate: AnyObject {
    /// The session finished activating (here: failed, with ``WCError/Code/sessionNotSupported``).
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    /// The session is about to switch to another watch.
    func sessionDidBecomeInactive(_ session: WCSession)
    /// The session switched to another watch.
    func sessionDidDeactivate(_ session: WCSession)
    /// A message arrived.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    /// User info arrived.
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    /// An application context arrived.
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    /// The watch became reachable or unreachable.
    func sessionReachabilityDidChange(_ session: WCSession)
}

extension WCSessionDelegate {
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    public func sessionDidDeactivate(_ session: WCSession) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    public func sessionReachabilityDidChange(_ session: WCSession) {}
}

/// A WatchConnectivity error, as `WCError`.
public struct WCError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case genericError = 7001
        case sessionNotSupported = 7003
        case sessionNotActivated = 7004
        case deviceNotPaired = 7005
        case watchAppNotInstalled = 7006
        case notReachable = 7007
    }

    /// What went wrong.
    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    /// There is no watch session on this platform.
    public static let sessionNotSupported = Code.sessionNotSupported

    public var description: String {
        switch code {
        case .sessionNotSupported: "WatchConnectivity is not supported on this platform: there is no Apple Watch"
        default: "WatchConnectivity error \(code.rawValue)"
        }
    }
}
