import Synchronization
import WidgetSQLite

/// The SHA-256 approved for each plugin id (its pin), in the state database's `plugin_pins` table.
///
/// A plugin is pinned when an instance first uses it; a file whose identity (device, inode, size,
/// modification and status-change times) is the pinned one is trusted without hashing, so loads
/// stay fast; a file with another identity is hashed once, and a different SHA-256 is refused
/// until ``approve(pluginID:path:)``.
///
/// ```swift
/// try host.pins.verify(pluginID: "Counter", path: "/usr/lib/widgethost/plugins/libCounter.so")
/// ```
public final class PluginPinStore: Sendable {
    /// The database holding the `plugin_pins` table.
    public let database: SQLiteDatabase
    /// The last verdict per plugin id, with the stamp of the file it was reached for (compared as a
    /// value: the stamp holds what ``identityKey(_:)`` writes, which is made only when the database is asked).
    private let verdicts = Mutex<[String: (stamp: FileStamp, status: PluginPinStatus)]>([:])

    /// A store over the state database (migrated with ``StateMigration/host``).
    public init(database: SQLiteDatabase) { self.database = database }

    /// Every pin, sorted by plugin id.
    public func pins() throws(HostStateError) -> [PluginPin] {
        try wrap {
            try database.query("SELECT plugin_id, path, sha256, approved_at FROM plugin_pins ORDER BY plugin_id").map { row in
                PluginPin(
                    pluginID: row[0].textValue ?? "", path: row[1].textValue ?? "", sha256: row[2].textValue ?? "",
                    approvedAt: row[3].realValue ?? 0)
            }
        }
    }

    /// The pin of `pluginID`, if it has one.
    public func pin(pluginID: String) throws(HostStateError) -> PluginPin? {
        try pins().first { $0.pluginID == pluginID }
    }

    /// How the file at `path` stands against `pluginID`'s pin (hashing it only if its identity changed).
    public func status(pluginID: String, path: String) throws(HostStateError) -> PluginPinStatus {
        try status(pluginID: pluginID, path: path, stamp: FileStamp(path: path))
    }

    /// ``status(pluginID:path:)`` of the file as `stamp` saw it (`FileStamp(path:)`, read once by a
    /// caller that also needs it).
    public func status(pluginID: String, path: String, stamp: FileStamp?) throws(HostStateError) -> PluginPinStatus {
        guard let stamp else { return .unpinned }
        if let verdict = verdicts.withLock({ $0[pluginID] }), verdict.stamp == stamp { return verdict.status }
        let identity = Self.identityKey(stamp)
        let stored = try wrap {
            try database.query("SELECT sha256, file_identity FROM plugin_pins WHERE plugin_id = ?", [.text(pluginID)]).first
        }
        guard let stored, let approved = stored[0].textValue else { return .unpinned }
        if stored[1].textValue == identity { return remember(pluginID, stamp, .approved) }
        let current = FileDigest.sha256(ofFileAt: path) ?? ""
        guard current == approved else {
            return remember(pluginID, stamp, .changed(approvedSHA256: approved, currentSHA256: current))
        }
        try wrap {
            try database.run(
                "UPDATE plugin_pins SET file_identity = ?, path = ? WHERE plugin_id = ?", [.text(identity), .text(path), .text(pluginID)])
        }
        return remember(pluginID, stamp, .approved)
    }

    /// The SHA-256 of the file `stamp` describes, when it is `pluginID`'s pinned file as it was
    /// pinned (same identity, so known without hashing); `nil` otherwise or if the database fails.
    func knownDigest(pluginID: String, stamp: FileStamp) -> String? {
        let rows = try? database.query(
            "SELECT sha256 FROM plugin_pins WHERE plugin_id = ? AND file_identity = ?", [.text(pluginID), .text(Self.identityKey(stamp))])
        return rows?.first?[0].textValue
    }

    /// Trusts the file at `path` for `pluginID`: pins it on first use, passes an approved file,
    /// and refuses a file that changed since its approval.
    ///
    /// - Throws: ``PluginPinError`` for a changed file, ``HostStateError`` if the database fails.
    public func verify(pluginID: String, path: String) throws {
        try verify(pluginID: pluginID, path: path, stamp: FileStamp(path: path))
    }

    /// ``verify(pluginID:path:)`` of the file as `stamp` saw it (`FileStamp(path:)`).
    public func verify(pluginID: String, path: String, stamp: FileStamp?) throws {
        switch try status(pluginID: pluginID, path: path, stamp: stamp) {
        case .approved: return
        case .unpinned: try approve(pluginID: pluginID, path: path)
        case .changed(let approved, let current):
            throw PluginPinError(pluginID: pluginID, path: path, approvedSHA256: approved, currentSHA256: current)
        }
    }

    /// Pins the file at `path` as it is now for `pluginID` (hashing it), replacing any earlier pin.
    ///
    /// - Throws: ``PluginLoadError`` if it cannot be read or is not trusted as a file, ``HostStateError`` if the database fails.
    @discardableResult
    public func approve(pluginID: String, path: String) throws -> PluginPin {
        try PluginFileTrust.check(path)
        guard let stamp = FileStamp(path: path), let digest = FileDigest.sha256(ofFileAt: path) else {
            throw PluginLoadError.fileNotFound(path: path)
        }
        let identity = Self.identityKey(stamp)
        let approvedAt = try wrap {
            try database.query(
                """
                INSERT INTO plugin_pins (plugin_id, path, sha256, file_identity) VALUES (?, ?, ?, ?)
                ON CONFLICT (plugin_id) DO UPDATE SET path = excluded.path, sha256 = excluded.sha256,
                    file_identity = excluded.file_identity, approved_at = excluded.approved_at
                RETURNING approved_at
                """,
                [.text(pluginID), .text(path), .text(digest), .text(identity)]
            ).first?[0].realValue ?? 0
        }
        _ = remember(pluginID, stamp, .approved)
        return PluginPin(pluginID: pluginID, path: path, sha256: digest, approvedAt: approvedAt)
    }

    private func remember(_ pluginID: String, _ stamp: FileStamp, _ status: PluginPinStatus) -> PluginPinStatus {
        verdicts.withLock { $0[pluginID] = (stamp, status) }
        return status
    }

    private static func identityKey(_ stamp: FileStamp) -> String {
        "\(stamp.identity.device):\(stamp.identity.inode):\(stamp.size):\(stamp.modified).\(stamp.modifiedNanoseconds):"
            + "\(stamp.statusChanged).\(stamp.statusChangedNanoseconds)"
    }

    @discardableResult
    private func wrap<Result>(_ body: () throws -> Result) throws(HostStateError) -> Result {
        do {
            return try body()
        } catch {
            throw StateDatabase.wrap(error, path: database.path, table: "plugin_pins")
        }
    }
}

/// A plugin's approved SHA-256.
public struct PluginPin: Hashable, Sendable {
    /// The plugin id.
    public let pluginID: String
    /// The file it was approved from.
    public let path: String
    /// The lowercase hex SHA-256 approved.
    public let sha256: String
    /// When, in seconds since 1970.
    public let approvedAt: Double
}

/// How a plugin file stands against its pin.
public enum PluginPinStatus: Hashable, Sendable {
    /// The plugin has no pin yet (it is pinned when an instance first uses it).
    case unpinned
    /// The file is the one approved.
    case approved
    /// The file changed since it was approved.
    case changed(approvedSHA256: String, currentSHA256: String)
}
