import Foundation
internal import Synchronization

/// The type of `UserDefaults.standard` in a plugin: the plugin's own defaults, kept in the host's
/// durable store like every suite (see `UserDefaults.init(suiteName:)`).
///
/// It is Foundation's `UserDefaults` in every way; the subclass exists so that the compiler picks
/// the SDK's `standard` over Foundation's in files that import WidgetKit or SwiftUI. Declare a
/// variable that takes either kind as `UserDefaults`: `var defaults: UserDefaults = .standard`.
public final class PluginStandardDefaults: Foundation.UserDefaults {
    /// The standard defaults of the plugin in domain `name`.
    fileprivate init?(domainName name: String) {
        super.init(suiteName: Optional(name))
    }
}

extension Foundation.UserDefaults {
    /// The defaults of suite `suiteName` (an App Group such as `"group.com.example.app"`), kept in
    /// the host's durable store: what `perform` writes, the next timeline reads, in this process
    /// or another, with no `synchronize()` (values reach the store before the handler returns).
    ///
    /// ```swift
    /// let shared = UserDefaults(suiteName: "group.com.example.counter")!
    /// shared.set(shared.integer(forKey: "count") + 1, forKey: "count")
    /// ```
    ///
    /// Each plugin's suites are its own: two plugins that use the same suite name do not see each
    /// other's values. Returns `nil` for a name that cannot name a file (empty, `.`, `..`, or
    /// containing `/`) and for `NSGlobalDomain`, as iOS does for the latter.
    public convenience init?(suiteName: String) {
        guard let domain = DefaultsDomains.shared.domainName(forSuite: suiteName) else { return nil }
        self.init(suiteName: Optional(domain))
    }

    /// The plugin's standard defaults, kept in the host's durable store like every suite.
    ///
    /// In a file that imports only Foundation, `UserDefaults.standard` is Foundation's own: the
    /// process's, not kept across runs. Import WidgetKit or SwiftUI there, or use a suite.
    public static var standard: PluginStandardDefaults {
        PluginStandardDefaults.current
    }

    /// Stores `value` under `key`, as key-value coding does on Apple's platforms (where
    /// `UserDefaults` is an `NSObject`): `nil` removes the value, a URL is stored as
    /// ``set(_:forKey:)-(URL,_)`` stores it.
    public func setValue(_ value: Any?, forKey key: String) {
        switch value {
        case nil: removeObject(forKey: key)
        case let url as URL: set(url, forKey: key)
        default: set(value, forKey: key)
        }
    }

    /// The value under `key`, as key-value coding reads it: ``object(forKey:)``.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Stores a URL as Apple's platforms do, so that `url(forKey:)` returns it: a file URL as its
    /// path, any other URL archived. (Foundation on Linux keeps only the path of any URL.)
    public func set(_ url: URL, forKey key: String) {
        guard !url.isFileURL else {
            set(url.path, forKey: key)
            return
        }
        do {
            set(try NSKeyedArchiver.archivedData(withRootObject: url, requiringSecureCoding: false), forKey: key)
        } catch {
            WidgetLog.error("UserDefaults: could not archive \(url.absoluteString) for '\(key)': \(error); storing its text")
            set(url.absoluteString, forKey: key)
        }
    }
}

extension PluginStandardDefaults {
    private static let cache = Mutex<[String: PluginStandardDefaults]>([:])

    /// The standard defaults of the plugin for the current host, one instance per host.
    static var current: PluginStandardDefaults {
        guard let name = DefaultsDomains.shared.domainName(forSuite: nil) else {
            preconditionFailure("the standard defaults always have a domain")
        }
        return cache.withLock { cache in
            if let defaults = cache[name] { return defaults }
            guard let defaults = PluginStandardDefaults(domainName: name) else {
                preconditionFailure("Foundation refused the domain \(name)")
            }
            cache[name] = defaults
            return defaults
        }
    }
}
