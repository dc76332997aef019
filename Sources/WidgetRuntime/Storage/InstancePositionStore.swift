import WidgetHost
import WidgetSQLite

/// Where an instance's window goes on the desktop (`widgethost desktop`): points from the
/// top-left corner of a monitor, named by its output.
public struct InstancePosition: Hashable, Sendable {
    /// Points from the monitor's left edge.
    public var x: Int
    /// Points from the monitor's top edge.
    public var y: Int
    /// The monitor's output name (`HDMI-1`), or `nil` for the primary monitor.
    public var output: String?

    /// A position `x`, `y` points into monitor `output` (the primary one if `nil`).
    public init(x: Int, y: Int, output: String? = nil) {
        self.x = x
        self.y = y
        self.output = output
    }

    /// The coordinates a position may have: within a 32,767-point screen.
    public static let coordinates = 0...32_767
}

/// The desktop positions of instances, in the state database's `instance_positions` table:
/// set by `widgethost configure ID --position X,Y [--output NAME]` or by dragging a window,
/// read back when `widgethost desktop` starts and whenever the daemon wakes.
///
/// ```swift
/// try runtime.positions.setPosition(InstancePosition(x: 40, y: 300, output: "HDMI-1"), of: id)
/// ```
public struct InstancePositionStore: Sendable {
    /// The database holding the table.
    public let database: SQLiteDatabase

    /// A store over the state database (migrated with `StateMigration.runtime`).
    public init(database: SQLiteDatabase) { self.database = database }

    /// The migration that creates the table (version 5 of the state database).
    static let migration = StateMigration(
        version: 5, layer: "runtime", name: "instance desktop positions",
        sql: """
            CREATE TABLE instance_positions (
                instance_id INTEGER PRIMARY KEY NOT NULL,
                x INTEGER NOT NULL,
                y INTEGER NOT NULL,
                output TEXT
            );
            """)

    /// Every stored position, by instance.
    public func all() throws(HostStateError) -> [InstanceID: InstancePosition] {
        try wrap {
            var positions: [InstanceID: InstancePosition] = [:]
            for row in try database.query("SELECT instance_id, x, y, output FROM instance_positions") {
                guard let id = row[0].integerValue, let x = row[1].integerValue, let y = row[2].integerValue else { continue }
                positions[InstanceID(rawValue: id)] = InstancePosition(x: Int(x), y: Int(y), output: row[3].textValue)
            }
            return positions
        }
    }

    /// The position of instance `id`, if one is stored.
    public func position(of id: InstanceID) throws(HostStateError) -> InstancePosition? { try all()[id] }

    /// Stores `position` for instance `id`, replacing the one before.
    public func setPosition(_ position: InstancePosition, of id: InstanceID) throws(HostStateError) {
        try wrap {
            try database.run(
                """
                INSERT INTO instance_positions (instance_id, x, y, output) VALUES (?, ?, ?, ?)
                ON CONFLICT (instance_id) DO UPDATE SET x = excluded.x, y = excluded.y, output = excluded.output
                """,
                [
                    .integer(id.rawValue), .integer(Int64(position.x)), .integer(Int64(position.y)),
                    position.output.map { .text($0) } ?? .null,
                ])
        }
    }

    @discardableResult
    private func wrap<Result>(_ body: () throws -> Result) throws(HostStateError) -> Result {
        do {
            return try body()
        } catch {
            throw StateDatabase.wrap(error, path: database.path, table: "instance_positions")
        }
    }
}
