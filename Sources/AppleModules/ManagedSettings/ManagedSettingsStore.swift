import Foundation

/// An app, as Screen Time's opaque token for it.
public struct ApplicationToken: Codable, Hashable, Sendable {
    let identifier: String
}

/// A category of apps and sites, as Screen Time's opaque token for it.
public struct ActivityCategoryToken: Codable, Hashable, Sendable {
    let identifier: String
}

/// A web domain, as Screen Time's opaque token for it.
public struct WebDomainToken: Codable, Hashable, Sendable {
    let identifier: String
}

/// Screen Time restrictions, as `ManagedSettingsStore`. Nothing is restricted on this platform: the settings
/// are kept as given (so code that reads them back sees them) and the host's log says they have no effect.
///
/// ```swift
/// let store = ManagedSettingsStore()
/// store.shield.applications = selection.applicationTokens  // kept, restricts nothing here
/// ```
public final class ManagedSettingsStore: @unchecked Sendable {
    /// A named store.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The apps, categories and domains shielded.
    public struct ShieldSettings: Sendable {
        public var applications: Set<ApplicationToken>?
        public var applicationCategories: ShieldSettings.ActivityCategoryPolicy<Application>?
        public var webDomains: Set<WebDomainToken>?

        /// Which categories a policy covers.
        public enum ActivityCategoryPolicy<Kind>: Sendable {
            case all(except: Set<ApplicationToken> = [])
            case specific(Set<ActivityCategoryToken>, except: Set<ApplicationToken> = [])
            case none
        }
    }

    /// The store's name; `nil` for the default store.
    public let name: Name?
    /// What the store shields.
    public var shield = ShieldSettings() {
        didSet { Self.reportOnce() }
    }

    /// The default store.
    public init() { name = nil }

    /// The store called `name`.
    public init(named name: Name) { self.name = name }

    /// Clears every setting of the store.
    public func clearAllSettings() { shield = ShieldSettings() }

    private static let reported = NSLock()
    nonisolated(unsafe) private static var hasReported = false

    private static func reportOnce() {
        reported.lock()
        defer { reported.unlock() }
        guard !hasReported else { return }
        hasReported = true
        WidgetLog.warning("ManagedSettingsStore: there is no Screen Time on this platform; its settings restrict nothing")
    }
}

/// An app, as a shield policy names the kind it covers.
public struct Application: Sendable {}
