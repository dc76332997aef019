import Foundation
internal import Synchronization

/// Keeps the plugin's `UserDefaults` in the host's durable key-value store.
///
/// Foundation's `UserDefaults` on Linux keeps values in memory and writes them to disk only on
/// `synchronize()`, which iOS code never calls, and one process shares one set of suites. So the
/// SDK gives every suite of a plugin a Foundation domain of its own (named after a path in the
/// plugin's data directory, so two plugins in one process never share one), and keeps each
/// domain in step with one value of the host's store (a binary property list):
///
/// - when plugin code first opens a suite, the domain is filled from the store;
/// - before every handler call, a domain whose stored bytes changed (another process wrote them)
///   is filled again;
/// - after every handler call (and at `deinit`), the keys plugin code changed are written to the
///   store, merged into what is stored now, before the handler returns to the host.
///
/// A read of the store that fails is not taken for an empty suite: the handler call fails
/// (``DefaultsStoreError``), and a suite that could not be read is not written until it is.
///
/// A plugin that uses no `UserDefaults` pays nothing: with no domain open, both steps return at once.
final class DefaultsDomains: Sendable {
    /// The plugin's domains.
    static let shared = DefaultsDomains()

    /// One open suite (or the standard defaults). Its snapshot holds property-list values (numbers,
    /// strings, data, dates, and arrays and dictionaries of them) that nothing mutates once stored.
    private struct Domain: @unchecked Sendable {
        /// The key of the suite's property list in the host's store.
        let storageKey: String
        /// The data directory of the host it was opened under (`nil`: no host): the domain is kept
        /// in step with the store of the services current when they have this directory.
        let dataDirectory: URL?
        /// The stored bytes the domain was last filled from or written to.
        var stored: [UInt8]?
        /// How the last read of the store failed, if it did: the domain's values may not be what
        /// is stored, so they are read again before the next call and never written over it.
        var readFailure: HostStorageError?
        /// The domain's values then: what plugin code has changed since is their difference.
        var snapshot: [String: Any]
    }

    private let domains = Mutex<[String: Domain]>([:])

    /// The Foundation domain name of `suite` (`nil`: the standard defaults) for the current host,
    /// opened and filled from the store if this is its first use; `nil` for a suite name that
    /// cannot be used (see ``AppGroupContainer/isValidName(_:)``, and `NSGlobalDomain`, as on iOS).
    func domainName(forSuite suite: String?) -> String? {
        if let suite, !AppGroupContainer.isValidName(suite) || suite == Foundation.UserDefaults.globalDomain { return nil }
        let services = HostServices.current
        let name = Self.domainName(forSuite: suite, dataDirectory: services.dataDirectory)
        let isOpen = domains.withLock { $0[name] != nil }
        if !isOpen {
            let storageKey = suite.map { "UserDefaults/suite/\($0)" } ?? "UserDefaults/standard"
            var domain = Domain(storageKey: storageKey, dataDirectory: services.dataDirectory, stored: nil, snapshot: [:])
            do {
                domain.stored = try services.storedValue(forKey: storageKey)
                domain.snapshot = Self.replaceValues(ofDomain: name, with: domain.stored, storageKey: storageKey)
            } catch {
                WidgetLog.error(DefaultsStoreError.unreadable(error).description)
                StorageReadFailures.record(error)
                domain.readFailure = error
                domain.snapshot = Self.values(ofDomain: name)
            }
            domains.withLock { open in
                if open[name] == nil { open[name] = domain }
            }
        }
        return name
    }

    /// Fills again every open domain whose stored bytes changed since it was last filled or
    /// written, or whose last read failed.
    ///
    /// - Throws: ``DefaultsStoreError/unreadable(_:)`` when the store could not be read; the
    ///   domain keeps its values and is read again before the next call.
    func refresh() throws(DefaultsStoreError) {
        guard hasOpenDomains else { return }
        var failure: DefaultsStoreError?
        let services = HostServices.current
        for (name, domain) in openDomains(of: services) {
            let stored: [UInt8]?
            do {
                stored = try services.storedValue(forKey: domain.storageKey)
            } catch {
                update(name) { $0.readFailure = error }
                failure = failure ?? .unreadable(error)
                continue
            }
            guard domain.readFailure != nil || stored != domain.stored else { continue }
            let values = Self.replaceValues(ofDomain: name, with: stored, storageKey: domain.storageKey)
            update(name) {
                $0.stored = stored; $0.snapshot = values; $0.readFailure = nil
            }
        }
        if let failure { throw failure }
    }

    /// Writes the changes plugin code made to every open domain to the host's store, durably.
    ///
    /// - Throws: ``DefaultsStoreError`` when a domain's changes could not be stored (its store
    ///   could not be read, now or when it was filled, or the host refused the write); the other
    ///   domains are still written.
    func flush() throws(DefaultsStoreError) {
        guard hasOpenDomains else { return }
        var failure: DefaultsStoreError?
        let services = HostServices.current
        for (name, domain) in openDomains(of: services) {
            do throws(DefaultsStoreError) {
                try flush(domain, named: name, to: services)
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
    }

    private func flush(_ domain: Domain, named name: String, to services: any HostServicing) throws(DefaultsStoreError) {
        let current = Self.values(ofDomain: name)
        guard !NSDictionary(dictionary: current).isEqual(to: domain.snapshot) else { return }
        let latest: [UInt8]?
        if let readFailure = domain.readFailure { throw .unreadable(readFailure) }
        do {
            latest = try services.storedValue(forKey: domain.storageKey)
        } catch {
            throw .unreadable(error)
        }
        var merged = Self.decode(latest, storageKey: domain.storageKey)
        for key in Set(current.keys).union(domain.snapshot.keys) where !Self.same(current[key], domain.snapshot[key]) {
            merged[key] = current[key]
        }
        guard let bytes = Self.encode(merged, storageKey: domain.storageKey) else { return }
        guard services.storeValue(bytes, forKey: domain.storageKey) else {
            throw .refused(storageKey: domain.storageKey)
        }
        if latest != domain.stored {
            Self.replaceValues(ofDomain: name, with: merged)
        }
        update(name) {
            $0.stored = bytes; $0.snapshot = merged
        }
    }

    /// Empties and closes every domain opened under a host with `dataDirectory`, so that the next
    /// use of a suite starts from that host's store (WidgetSDKTesting's reset between tests).
    func close(dataDirectory: URL) {
        let closed = domains.withLock { open in
            let names = open.filter { $0.value.dataDirectory == dataDirectory }.map(\.key)
            for name in names { open[name] = nil }
            return names
        }
        for name in closed { Self.replaceValues(ofDomain: name, with: [:]) }
    }

    /// Whether any domain is open: without one, ``refresh()`` and ``flush()`` return at once,
    /// without reading the current host services or copying the table.
    private var hasOpenDomains: Bool {
        domains.withLock { !$0.isEmpty }
    }

    /// The domains opened under a host with the data directory of `services` (a plugin loaded
    /// again gets its domains back; those of another host are left alone).
    private func openDomains(of services: any HostServicing) -> [(String, Domain)] {
        let directory = services.dataDirectory
        return domains.withLock { open in open.filter { $0.value.dataDirectory == directory }.map { ($0.key, $0.value) } }
    }

    private func update(_ name: String, _ change: (inout Domain) -> Void) {
        domains.withLock { open in
            if var domain = open[name] {
                change(&domain)
                open[name] = domain
            }
        }
    }

    // MARK: Foundation's domains

    /// A path in the plugin's data directory (`<data>/Library/Preferences/suites/<suite>`, or
    /// `.../standard`): unique to the plugin, and where Foundation writes the domain if plugin code
    /// calls `synchronize()`. Without a host, a name no other process uses.
    static func domainName(forSuite suite: String?, dataDirectory: URL?) -> String {
        guard let dataDirectory else {
            return "WidgetSDK-\(ProcessInfo.processInfo.processIdentifier)." + (suite.map { "suite.\($0)" } ?? "standard")
        }
        let preferences = dataDirectory.appendingPathComponent("Library/Preferences", isDirectory: true)
        return (suite.map { preferences.appendingPathComponent("suites/\($0)") } ?? preferences.appendingPathComponent("standard")).path
    }

    /// The values Foundation keeps in domain `name`.
    static func values(ofDomain name: String) -> [String: Any] {
        Foundation.UserDefaults(suiteName: Optional(name))?.persistentDomain(forName: name) ?? [:]
    }

    /// Makes domain `name` hold exactly the values stored as `stored`, and returns them.
    private static func replaceValues(ofDomain name: String, with stored: [UInt8]?, storageKey: String) -> [String: Any] {
        let values = decode(stored, storageKey: storageKey)
        replaceValues(ofDomain: name, with: values)
        return values
    }

    /// Makes domain `name` hold exactly `values`.
    private static func replaceValues(ofDomain name: String, with values: [String: Any]) {
        guard let defaults = Foundation.UserDefaults(suiteName: Optional(name)) else { return }
        for key in Self.values(ofDomain: name).keys where values[key] == nil {
            defaults.removeObject(forKey: key)
        }
        for (key, value) in values {
            defaults.set(value, forKey: key)
        }
    }

    private static func same(_ first: Any?, _ second: Any?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case (let first?, let second?): NSDictionary(dictionary: ["value": first]).isEqual(to: ["value": second])
        default: false
        }
    }

    // MARK: Stored form

    /// The values of a stored property list; none for no bytes, or for bytes that are not one (reported).
    static func decode(_ bytes: [UInt8]?, storageKey: String) -> [String: Any] {
        guard let bytes else { return [:] }
        do {
            if let values = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any] {
                return values
            }
            WidgetLog.error("UserDefaults: '\(storageKey)' in the host's store is not a dictionary; reading it as empty")
        } catch {
            WidgetLog.error("UserDefaults: '\(storageKey)' in the host's store is not a property list (\(error)); reading it as empty")
        }
        return [:]
    }

    /// `values` as a binary property list; `nil` (reported) if Foundation cannot encode them.
    static func encode(_ values: [String: Any], storageKey: String) -> [UInt8]? {
        do {
            return Array(try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0))
        } catch {
            WidgetLog.error("UserDefaults: the values of '\(storageKey)' cannot be written as a property list: \(error)")
            return nil
        }
    }
}
