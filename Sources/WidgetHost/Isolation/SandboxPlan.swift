import Foundation
import Synchronization

/// The places a plugin worker's sandbox opens, and whether it denies the network: everything
/// else on the file system is denied by the kernel once the worker confines itself.
///
/// Read-write: the plugin's data directory and its private temporary directory. Read-only: the
/// plugin's own directory (its file and the libraries beside it), the shared SDK library it links
/// (``SharedSDKFiles``: that file alone, where its search path finds it), the directories of every library
/// the worker has mapped (the Swift runtime, the toolchain's), the system library directories
/// (what `dlopen` and a lazily loaded libcurl need), fonts, time zones, `/proc` (libdispatch reads
/// its threads' `/proc/TID/stat`, and a crash there ends the worker; other processes' memory,
/// environment and descriptors stay closed: Landlock refuses ptrace-checked access outside the sandbox),
/// `/dev/null` (read-write) and the random devices, and, while the network is allowed, the resolver's and
/// TLS's files under `/etc`.
struct SandboxPlan: Equatable {
    /// Directories and files the worker may read (and list).
    var readOnly: [String]
    /// Directories the worker may read, write, create in, remove from and rename within.
    var readWrite: [String]
    /// Whether TCP connect and bind (Landlock) and non-unix sockets (seccomp) are denied.
    var deniesNetwork: Bool

    /// The plan for the plugin at `pluginPath` with its data and temporary directories.
    init(pluginPath: String, dataDirectory: URL, temporaryDirectory: URL, deniesNetwork: Bool, environment: [String: String]) {
        let pluginDirectory = URL(fileURLWithPath: pluginPath).resolvingSymlinksInPath().deletingLastPathComponent().path
        let libraries = Self.preparedLibraryDirectories.withLock { $0 } ?? Self.mappedLibraryDirectories()
        readOnly =
            [pluginPath, pluginDirectory] + SharedSDKFiles.needed(byPluginAt: pluginPath) + libraries
            + Self.systemFiles(environment: environment)
        if !deniesNetwork { readOnly += Self.networkFiles }
        readWrite = [dataDirectory.path, temporaryDirectory.path, "/dev/null"]
        self.deniesNetwork = deniesNetwork
    }

    /// Libraries, fonts, time zones, `/proc`, and the devices every program reads.
    private static func systemFiles(environment: [String: String]) -> [String] {
        let cache =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? StateDirectory.homeDirectory(environment).appendingPathComponent(".cache")
        return [
            "/lib", "/lib64", "/usr/lib", "/usr/lib64", "/usr/local/lib", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d",
            "/usr/share/fonts", "/usr/local/share/fonts", "/etc/fonts", "/var/cache/fontconfig",
            cache.appendingPathComponent("fontconfig").path,
            "/usr/share/zoneinfo", "/etc/localtime", "/etc/timezone", "/proc", "/sys/devices/system/cpu",
            "/dev/zero", "/dev/urandom", "/dev/random",
        ]
    }

    /// What name resolution and TLS read: only while the plugin may use the network.
    private static let networkFiles = [
        "/etc/ssl", "/etc/ca-certificates", "/usr/share/ca-certificates", "/etc/pki", "/etc/resolv.conf", "/etc/hosts",
        "/etc/nsswitch.conf", "/etc/gai.conf", "/etc/host.conf", "/etc/services", "/etc/protocols",
    ]

    /// The library directories as a spare worker read them while waiting (``WorkerWarmUp``); `nil` until then.
    private static let preparedLibraryDirectories = Mutex<[String]?>(nil)

    /// Reads ``mappedLibraryDirectories()`` now, for the plan made when the plugin arrives
    /// (nothing is mapped in between: the plan is made before the plugin loads).
    static func prepareLibraryDirectories() {
        let directories = mappedLibraryDirectories()
        preparedLibraryDirectories.withLock { $0 = directories }
    }

    /// The directory of every file this process has mapped (its executable and libraries), from `/proc/self/maps`.
    static func mappedLibraryDirectories() -> [String] {
        // Read to the end: `/proc` files report no size, and a single read may stop short.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps"), let bytes = try? file.readToEnd() else { return [] }
        try? file.close()
        var directories: [String] = []
        var seen: Set<String> = []
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let slash = line.firstIndex(of: UInt8(ascii: "/")), let last = line.lastIndex(of: UInt8(ascii: "/")) else { continue }
            // The file's directory: what precedes its last slash (`/` for a file at the root).
            let directory = String(decoding: line[slash..<(last == slash ? last + 1 : last)], as: UTF8.self)
            if seen.insert(directory).inserted { directories.append(directory) }
        }
        return directories
    }
}
