/// Where a ``ModelContainer`` keeps its models, as SwiftData's `ModelConfiguration`.
///
/// ```swift
/// ModelConfiguration()                                 // <plugin data directory>/default.store
/// ModelConfiguration("tasks")                          // <plugin data directory>/tasks.store
/// ModelConfiguration(url: URL(fileURLWithPath: "/tmp/tasks.store"))
/// ModelConfiguration(isStoredInMemoryOnly: true)       // gone when the container is
/// ```
public struct ModelConfiguration: Hashable, Sendable {
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
    /// Whether the store lives in memory only.
    public let isStoredInMemoryOnly: Bool
    /// Whether contexts may save into the store.
    public let allowsSave: Bool
    let location: Location

    /// A store named `name` (default `default`) in the plugin's data directory, or in memory.
    public init(_ name: String? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        location = isStoredInMemoryOnly ? .memory : .dataDirectory(name: self.name)
    }

    /// A store in the file at `url`; its directory is created when missing.
    public init(_ name: String? = nil, url: URL, allowsSave: Bool = true) {
        self.name = name ?? url.deletingPathExtension().lastPathComponent
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        location = .file(url)
    }

    /// The store's file, or `nil` for memory. Throws when the store needs the host's data directory and there is none.
    func fileURL() throws(PersistenceError) -> URL? {
        switch location {
        case .memory:
            return nil
        case .file(let url):
            return url
        case .dataDirectory(let name):
            guard !name.isEmpty, !name.contains("/") else { throw .invalidStoreName(name) }
            guard let directory = HostServices.dataDirectory else { throw .noDataDirectory(storeName: name) }
            return directory.appendingPathComponent("\(name).store")
        }
    }
}
