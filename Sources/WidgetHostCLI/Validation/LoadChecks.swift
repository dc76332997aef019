import CWidgetABI
import WidgetHost
import WidgetWire

/// The load checks: what the loader does before any handler runs, one step each.
enum LoadChecks {
    /// A full load past this many milliseconds is a warning.
    static let slowLoadMilliseconds = 1000.0

    /// The check that opens the library, running its constructors; every other check needs it to succeed.
    static let openingCheckID = "load.rtld-now"

    static let all: [any ValidationCheck] = [
        Check(openingCheckID, "Loads with RTLD_NOW") { subject in
            try subject.host.probe(subject.path).open()
            return .passed()
        },
        Check("load.entry-symbol", "Exports exactly one entry symbol, which answers a complete table", entrySymbol),
        Check("load.abi-version", "Is built for an ABI version this host runs") { subject in
            let probe = try subject.host.probe(subject.path)
            let version = try skippingEarlierSteps { try probe.entry() }
            try probe.checkVersion()
            return .passed("ABI \(version) (host \(ABIVersion.host))")
        },
        Check("load.init-twice", "Runs init and deinit twice in a row, with the same manifest", initTwice),
        Check("load.handler-symbols", "Exports every handler the manifest names") { subject in
            let probe = try subject.host.probe(subject.path)
            let manifest = try ManifestChecks.decodedManifest(probe)
            let missing = try probe.missingHandlerSymbols(of: manifest)
            return .failing(missing.map { "the library does not export \($0)" })
        },
        Check("load.time", "Loads (init, manifest, handlers) within \(Int(slowLoadMilliseconds)) ms", loadTime),
    ]

    /// Runs `step`, skipping the check when it fails the way an earlier check reports.
    static func skippingEarlierSteps<Value>(_ step: () throws -> Value) throws -> Value {
        do {
            return try step()
        } catch {
            throw CheckSkipped(reason: "an earlier step fails: \(reason(of: error))")
        }
    }

    private static func entrySymbol(_ subject: ValidationSubject) throws -> CheckOutcome {
        let probe = try subject.host.probe(subject.path)
        try skippingEarlierSteps { try probe.open() }
        let symbols = try ELFDynamicSymbols(contentsOf: subject.path)
        let entries = symbols.exported.filter { $0.name == WH_ENTRY_SYMBOL }
        guard entries.count == 1 else {
            return .failed("the library exports \(entries.count) symbols named \(WH_ENTRY_SYMBOL); expected exactly one")
        }
        _ = try probe.entry()
        do {
            try probe.checkVersion()
        } catch PluginLoadError.incompleteEntryTable(_, let missing) {
            return .failed("the entry table leaves \(missing.joined(separator: ", ")) NULL")
        } catch {
            // A version this host does not run: load.abi-version's to report.
        }
        return .passed()
    }

    private static func initTwice(_ subject: ValidationSubject) throws -> CheckOutcome {
        let probe = try subject.host.probe(subject.path)
        try skippingEarlierSteps { try probe.checkVersion() }
        var manifests: [[UInt8]] = []
        for round in 1...2 {
            do {
                try probe.initialize()
            } catch {
                return .failed("init #\(round) failed: \(reason(of: error))")
            }
            let bytes = try? probe.manifestBytes()
            probe.deinitialize()
            manifests.append(bytes ?? [])
        }
        guard manifests[0] == manifests[1] else { return .failed("the manifest after the second init differs from the first") }
        return .passed()
    }

    private static func loadTime(_ subject: ValidationSubject) throws -> CheckOutcome {
        let (loaded, milliseconds) = ValidationSubject.timed { Result { try subject.host.load(subject.path) } }
        if case .failure(let error) = loaded {
            // The steps have checks of their own; a failure none of them covers is this check's.
            if let error = error as? PluginLoadError, error.isStepFailure {
                throw CheckSkipped(reason: "the plugin does not load: \(reason(of: error))")
            }
            return .failed("the plugin does not load: \(reason(of: error))")
        }
        let text = "loaded in \(Int(milliseconds.rounded())) ms"
        return milliseconds > slowLoadMilliseconds ? .warning("\(text); people wait for it at every start") : .passed(text)
    }
}

extension PluginLoadError {
    /// Whether a load check other than load.time reports this failure.
    fileprivate var isStepFailure: Bool {
        switch self {
        case .notALibrary, .missingEntrySymbol, .entryReturnedNull, .incompleteEntryTable, .incompatibleABI, .initFailed,
            .manifestUnavailable, .invalidManifest, .missingHandlerSymbols:
            true
        default: false
        }
    }
}
