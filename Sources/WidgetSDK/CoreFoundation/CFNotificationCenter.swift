internal import Synchronization

/// Core Foundation's notification center, for the Darwin notifications a widget posts to tell its app that
/// shared data changed, and that app code observes. There is no app here: a post reaches the observers of
/// its name in the plugin's own process, called at once on the posting thread, and goes no further.
///
/// ```swift
/// CFNotificationCenterPostNotification(
///     CFNotificationCenterGetDarwinNotifyCenter(), CFNotificationName("com.example.changed" as CFString), nil, nil, true)
/// ```
public final class CFNotificationCenter: Sendable {
    /// An observer of a name (`nil`: of every name), as ``CFNotificationCenterAddObserver(_:_:_:_:_:_:)`` adds it.
    private struct Observer: @unchecked Sendable {
        let observer: UnsafeRawPointer?
        let callback: CFNotificationCallback
        let name: String?
    }

    private let observers = Mutex<[Observer]>([])
    /// Whether posts carry no object or user info, as the Darwin center's do.
    private let dropsPayloads: Bool

    fileprivate init(dropsPayloads: Bool) { self.dropsPayloads = dropsPayloads }

    fileprivate static let darwin = CFNotificationCenter(dropsPayloads: true)
    fileprivate static let local = CFNotificationCenter(dropsPayloads: false)

    fileprivate func add(_ observer: UnsafeRawPointer?, _ callback: @escaping CFNotificationCallback, name: String?) {
        observers.withLock { $0.append(Observer(observer: observer, callback: callback, name: name)) }
    }

    fileprivate func remove(_ observer: UnsafeRawPointer?, name: String?) {
        observers.withLock { list in list.removeAll { $0.observer == observer && (name == nil || $0.name == name) } }
    }

    fileprivate func post(_ name: CFNotificationName, object: UnsafeRawPointer?, userInfo: CFDictionary?) {
        let key = name.rawValue.description
        let matching = observers.withLock { list in list.filter { $0.name == nil || $0.name == key } }
        for observer in matching {
            observer.callback(
                self, observer.observer.map { UnsafeMutableRawPointer(mutating: $0) }, name, dropsPayloads ? nil : object,
                dropsPayloads ? nil : userInfo)
        }
    }
}

/// The name of a Core Foundation notification.
public struct CFNotificationName: RawRepresentable, Hashable, @unchecked Sendable {
    public var rawValue: CFString

    public init(rawValue: CFString) { self.rawValue = rawValue }

    public init(_ rawValue: CFString) { self.rawValue = rawValue }
}

/// What an observer is called with: the center, the observer, the name, the object and the user info. (A C
/// function pointer in Core Foundation; a closure here, so the closure literals written for it are taken as they are.)
public typealias CFNotificationCallback =
    (CFNotificationCenter?, UnsafeMutableRawPointer?, CFNotificationName?, UnsafeRawPointer?, CFDictionary?) -> Void

/// How a suspended app's observer receives notifications. Accepted; observers here are called at once.
public enum CFNotificationSuspensionBehavior: Int, Sendable {
    case drop = 1
    case coalesce = 2
    case hold = 3
    case deliverImmediately = 4
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The Darwin notify center, which app and widget post to each other through; here it reaches the plugin's own observers.
public func CFNotificationCenterGetDarwinNotifyCenter() -> CFNotificationCenter! { .darwin }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The process's local center.
public func CFNotificationCenterGetLocalCenter() -> CFNotificationCenter! { .local }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Posts `name`: the observers of it in this process are called at once (the Darwin center passes them no object or user info).
public func CFNotificationCenterPostNotification(
    _ center: CFNotificationCenter!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!, _ userInfo: CFDictionary!,
    _ deliverImmediately: Bool
) {
    guard let center, let name else { return }
    center.post(name, object: object, userInfo: userInfo)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Calls `callBack` for each post of `name` (every name for `nil`) while `observer` observes it.
public func CFNotificationCenterAddObserver(
    _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ callBack: CFNotificationCallback!, _ name: CFString!,
    _ object: UnsafeRawPointer!, _ suspensionBehavior: CFNotificationSuspensionBehavior
) {
    guard let center, let callBack else { return }
    center.add(observer, callBack, name: name?.description)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stops `observer` observing `name` (every name for `nil`).
public func CFNotificationCenterRemoveObserver(
    _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!
) {
    center?.remove(observer, name: name?.rawValue.description)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Stops `observer` observing anything.
public func CFNotificationCenterRemoveEveryObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!) {
    center?.remove(observer, name: nil)
}
