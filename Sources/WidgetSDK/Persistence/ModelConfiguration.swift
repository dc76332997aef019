/// Where a ``ModelContainer`` keeps its models, as SwiftData's `ModelConfiguration`.
///
/// ```swift
/// ModelConfiguration()                                        // <plugin data directory>/default.store
/// ModelConfiguration("tasks", schema: Schema([TaskItem.self])) // <plugin data directory>/tasks.store
/// ModelConfiguration(groupContainer: .identifier("group.com.example.tasks"))
/// ModelConfiguration(url: appGroupURL.appending(path: "Tasks.store"), cloudKitDatabase: .none)
/// ModelConfiguration(isStoredInMemoryOnly: true)              // gone when the container is
/// ```
/// In a host, every store is a file in the plugin's data directory: App Group containers are
/// that directory, and a `url:` outside it is mapped into it (by its file name). Outside a host
/// (unit tests), a `url:` is used as given. CloudKit is not available here: `cloudKitDatabase:`
/// is accepted and the store stays local.
public struct ModelConfiguration: Hashable, Sendable {
    /// Which App Group container holds the store, as SwiftData's `ModelConfiguration.GroupContainer`.
    /// Here each is the plugin's data directory.
    public struct GroupContainer: Hashable, Sendable {
        /// `automatic`, `none`, or the group's identifier.
        let value: String
        /// The first App Group the app is in.
        public static let automatic = GroupContainer(value: "automatic")
        /// No App Group: the app's own container.
        public static let none = GroupContainer(value: "none")
        /// The App Group `identifier` (`group.com.example.tasks`).
        public static func identifier(_ identifier: String) -> GroupContainer { GroupContainer(value: identifier) }
    }

    /// Which CloudKit database mirrors the store, as SwiftData's `ModelConfiguration.CloudKitDatabase` (accepted; none here).
    public struct CloudKitDatabase: Hashable, Sendable {
        /// `automatic`, `none`, or the container's identifier.
        let value: String
        /// The app's default container, if it has the entitlement.
        public static let automatic = CloudKitDatabase(value: "automatic")
        /// No CloudKit.
        public static let none = CloudKitDatabase(value: "none")
        /// The private database of the container `identifier` (`iCloud.com.example.tasks`).
        public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase(value: identifier) }
    }

    /// Where the store lives.
    enum Location: Hashable, Sendable {
        /// `<name>.store` in the data directory the host gives the plugin.
        case dataDirectory(name: String)
        /// A file at a path the plugin chose.
        case file(URL)
        /// Memory only, private to one container.
        case memory
    }

    /// The store's name: the file name without `.store`, or `default`.
    public let name: String
    /// The model types the store is for, if the configuration names them.
    public let schema: Schema?
    /// Whether the store lives in memory only.
    public let isStoredInMemoryOnly: Bool
    /// Whether contexts may save into the store.
    public let allowsSave: Bool
    /// The App Group container asked for (the plugin's data directory here).
    public let groupContainer: GroupContainer
    /// The CloudKit database asked for (not used here).
    public let cloudKitDatabase: CloudKitDatabase
    let location: Location

    /// A store named `name` (default `default`) in the plugin's data directory, or in memory.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        location = isStoredInMemoryOnly ? .memory : .dataDirectory(name: self.name)
    }

    /// A store in the file at `url` (in a host, inside the plugin's data directory); its directory is created when missing.
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? url.deletingPathExtension().lastPathComponent
        self.schema = schema
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
        location = .file(url)
    }

    /// The store's file: `/dev/null` for a store in memory, and for a store in the data directory outside a host.
    public var url: URL {
        (try? fileURL()) ?? URL(fileURLWithPath: "/dev/null")
    }

    /// The store's file, or `nil` for memory. Throws when the store needs the host's data directory and there is none.
    func fileURL() throws(PersistenceError) -> URL? {
        switch location {
        case .memory:
            return nil
        case .file(let url):
            guard let directory = HostServices.dataDirectory else { return url }
            return Self.place(url, in: directory)
        case .dataDirectory(let name):
            guard !name.isEmpty, !name.contains("/") else { throw .invalidStoreName(name) }
            guard let directory = HostServices.dataDirectory else { throw .noDataDirectory(storeName: name) }
            return directory.appendingPathComponent("\(name).store")
        }
    }

    /// `url` when it is inside `directory`, else the file of the same name in `directory`.
    static func place(_ url: URL, in directory: URL) -> URL {
        let file = url.standardizedFileURL.resolvingSymlinksInPath()
        let root = directory.standardizedFileURL.resolvingSymlinksInPath().path
        if file.path.hasPrefix(root.hasSuffix("/") ? root : root + "/") { return file }
        return directory.appendingPathComponent(file.lastPathComponent)
    }
}
