/// Why a plugin file could not be loaded. Every case is bad input (exit code 2):
/// the plugin never got to run a handler. Codable, so a plugin worker can report it to its host.
public enum PluginLoadError: WidgetHostError, Equatable, Codable {
    /// Nothing exists at `path`.
    case fileNotFound(path: String)
    /// `dlopen` refused the file; `reason` is the dynamic loader's message.
    case notALibrary(path: String, reason: String)
    /// The library does not export `widgethost_plugin_entry`.
    case missingEntrySymbol(path: String)
    /// `widgethost_plugin_entry()` returned NULL.
    case entryReturnedNull(path: String)
    /// The entry table leaves required functions NULL.
    case incompleteEntryTable(path: String, missing: [String])
    /// The plugin was built for another major version of the ABI than the host's.
    case incompatibleABI(path: String, plugin: ABIVersion, host: ABIVersion)
    /// The plugin's `init` returned a non-zero status.
    case initFailed(path: String, status: Int32, message: String)
    /// The plugin's `get_manifest` returned a non-zero status.
    case manifestUnavailable(path: String, status: Int32, message: String)
    /// The manifest is not valid JSON of the documented shape, or breaks its rules.
    case invalidManifest(path: String, problems: [ManifestProblem])
    /// Handlers the manifest names are not exported by the library.
    case missingHandlerSymbols(path: String, symbols: [String])
    /// libffi could not prepare a call interface for a handler.
    case unsupportedSignature(path: String, symbol: String, reason: String)
    /// Another file with the same plugin id is already loaded by this host.
    case duplicatePluginID(id: String, path: String, loadedPath: String)
    /// The file is already loaded in this process, bound to another ``PluginHost``.
    case loadedByAnotherHost(path: String)
    /// The plugin is linked against the shared WidgetSDK library `needed` while another build of it,
    /// `loaded`, is loaded in the process (one SDK build per process: the dynamic linker would mix them).
    case otherSDKBuild(path: String, needed: String, loaded: String)
    /// The plugin is linked against the shared WidgetSDK library `needed`, of a widget ABI major other than `known`.
    case unknownSDKABI(path: String, needed: String, known: UInt32)
    /// The host was shut down; it loads no more plugins.
    case hostShutDown(path: String)
    /// The file, its directory, or a symlink's target is world-writable or owned by another user
    /// (not the current user, not root): anyone who can change it could run code as the host's user.
    case untrustedFile(path: String, subject: String, reason: String, fix: String)

    /// The plugin file the error is about.
    public var path: String {
        switch self {
        case .fileNotFound(let path), .notALibrary(let path, _), .missingEntrySymbol(let path), .entryReturnedNull(let path),
            .incompleteEntryTable(let path, _),
            .incompatibleABI(let path, _, _), .initFailed(let path, _, _), .manifestUnavailable(let path, _, _),
            .invalidManifest(let path, _), .missingHandlerSymbols(let path, _), .unsupportedSignature(let path, _, _),
            .duplicatePluginID(_, let path, _), .loadedByAnotherHost(let path), .hostShutDown(let path),
            .untrustedFile(let path, _, _, _), .otherSDKBuild(let path, _, _), .unknownSDKABI(let path, _, _):
            return path
        }
    }

    public var category: ErrorCategory { .badInput }

    public var diagnostics: [Diagnostic] {
        let place = "plugin \(path)"
        switch self {
        case .fileNotFound:
            return [Diagnostic(problem: "no such file", location: place, expected: "the path of a plugin shared library (.so)")]
        case .notALibrary(_, let reason):
            return [
                Diagnostic(
                    problem: "not a loadable shared library: \(reason)", location: place,
                    expected: "a shared library (.so) built for this machine against widget_abi.h")
            ]
        case .missingEntrySymbol:
            return [
                Diagnostic(
                    problem: "the library does not export widgethost_plugin_entry", location: place,
                    expected: "a widget plugin exporting widgethost_plugin_entry (see widget_abi.h)")
            ]
        case .entryReturnedNull:
            return [
                Diagnostic(
                    problem: "widgethost_plugin_entry() returned NULL", location: place,
                    expected: "a pointer to the plugin's static wh_plugin_entry_t")
            ]
        case .incompleteEntryTable(_, let missing):
            return [
                Diagnostic(
                    problem: "the entry table has no \(missing.joined(separator: ", ")) function", location: place,
                    expected: "an entry table with init, get_manifest and free_buffer set")
            ]
        case .incompatibleABI(_, let plugin, let host):
            return [
                Diagnostic(
                    problem: "the plugin was built for widget ABI \(plugin); this host supports \(host)", location: place,
                    expected:
                        "a plugin built for widget ABI \(host.major).x: rebuild the plugin against this host's widget_abi.h, "
                        + "or use a host that supports widget ABI \(plugin.major).x")
            ]
        case .initFailed(_, let status, let message):
            return [
                Diagnostic(
                    problem: "the plugin's init failed with status \(status)\(Self.detail(message))", location: place,
                    expected: "init to return WH_STATUS_OK")
            ]
        case .manifestUnavailable(_, let status, let message):
            return [
                Diagnostic(
                    problem: "the plugin's get_manifest failed with status \(status)\(Self.detail(message))", location: place,
                    expected: "get_manifest to return WH_STATUS_OK and the manifest JSON")
            ]
        case .invalidManifest(_, let problems):
            return problems.map { problem in
                Diagnostic(
                    problem: "invalid manifest: \(problem.problem)",
                    location: problem.path.isEmpty ? "\(place), manifest" : "\(place), manifest \(problem.path)",
                    expected: problem.expected)
            }
        case .missingHandlerSymbols(_, let symbols):
            return [
                Diagnostic(
                    problem: "the manifest names handlers the library does not export: \(symbols.joined(separator: ", "))",
                    location: place, expected: "every handler symbol in the manifest to be exported by the library")
            ]
        case .unsupportedSignature(_, let symbol, let reason):
            return [
                Diagnostic(
                    problem: "cannot prepare a call to \(symbol): \(reason)", location: place,
                    expected: "a handler signature made of the C types of widget_abi.h")
            ]
        case .duplicatePluginID(let id, _, let loadedPath):
            return [
                Diagnostic(
                    problem: "another plugin with id \(EchoedInput.quoted(id)) is already loaded from \(loadedPath)", location: place,
                    expected: "one file per plugin id (ids come from file names: lib<id>.so)")
            ]
        case .loadedByAnotherHost:
            return [
                Diagnostic(
                    problem: "the library is already loaded in this process by another plugin host", location: place,
                    expected: "one plugin host per plugin file and process (copy the file to load it twice)")
            ]
        case .otherSDKBuild(_, let needed, let loaded):
            return [
                Diagnostic(
                    problem: "the plugin needs the shared SDK \(needed), but this process has loaded another SDK build, \(loaded)",
                    location: place,
                    expected: "a plugin built against \(loaded): rebuild it against that SDK, or run it in a worker (--isolation worker)")
            ]
        case .unknownSDKABI(_, let needed, let known):
            return [
                Diagnostic(
                    problem: "the plugin needs the shared SDK \(needed), of a widget ABI this host does not know", location: place,
                    expected: "a plugin built against a libWidgetSDK.\(known).<build>.so: rebuild it against this host's SDK")
            ]
        case .hostShutDown:
            return [Diagnostic(problem: "the plugin host was shut down", location: place, expected: "a running plugin host")]
        case .untrustedFile(_, let subject, let reason, let fix):
            return [
                Diagnostic(
                    problem: "refused to load: \(subject) \(reason)", location: place,
                    expected: "plugin files and directories only you (or root) can change; fix: \(fix)")
            ]
        }
    }

    private static func detail(_ message: String) -> String { message.isEmpty ? "" : ": \(message)" }
}
