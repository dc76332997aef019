import WidgetHost

/// Why a new plugin package could not be created.
enum PluginPackageError: WidgetHostError, Equatable {
    /// The name is not a Swift identifier (bad input).
    case notAnIdentifier(String)
    /// The name is a Swift keyword (bad input).
    case keyword(String)
    /// The name is taken by a module or package the plugin builds with (bad input).
    case reservedName(String)
    /// The package directory already exists (bad input); nothing was written.
    case destinationExists(path: String)
    /// `--sdk` names a directory that is not a WidgetHost checkout (bad input).
    case notACheckout(path: String)
    /// No `--sdk` was given, no SDK is installed beside the running binary and it is not inside a WidgetHost checkout (bad input).
    case checkoutNotFound(executable: String)
    /// `--sdk` names a directory with an `sdk-info.txt` that is not a whole prebuilt SDK (bad input).
    case notAPrebuiltSDK(path: String, missing: String)
    /// `--sdk` names a prebuilt SDK that another compiler built, whose modules this one cannot load (bad input).
    case prebuiltForAnotherCompiler(path: String, builtBy: [String], current: [String]?)
    /// Writing the files failed (host failure); nothing was left behind.
    case cannotWrite(path: String, reason: String)

    var category: ErrorCategory {
        switch self {
        case .cannotWrite: .hostFailure
        default: .badInput
        }
    }

    var diagnostics: [Diagnostic] {
        switch self {
        case .notAnIdentifier(let name):
            return [
                Diagnostic(
                    problem: "\(EchoedInput.quoted(name)) is not a Swift identifier", location: "plugin name",
                    expected: "ASCII letters, digits and _, not starting with a digit (HelloWidget)")
            ]
        case .keyword(let name):
            return [
                Diagnostic(
                    problem: "\(EchoedInput.quoted(name)) is a Swift keyword", location: "plugin name",
                    expected: "a name that is not a keyword")
            ]
        case .reservedName(let name):
            return [
                Diagnostic(
                    problem: "\(EchoedInput.quoted(name)) is the name of a module the plugin builds with", location: "plugin name",
                    expected: "a name other than Swift's, Foundation's and WidgetHost's modules")
            ]
        case .destinationExists(let path):
            return [
                Diagnostic(
                    problem: "\(path) already exists", location: "new plugin package",
                    expected: "a directory that does not exist yet: choose another NAME or --path DIR")
            ]
        case .notACheckout(let path):
            return [
                Diagnostic(
                    problem: "\(path) is not a WidgetHost checkout", location: "option --sdk",
                    expected: "the directory that holds WidgetHost's Package.swift and Sources/WidgetSDK")
            ]
        case .checkoutNotFound(let executable):
            return [
                Diagnostic(
                    problem: "no WidgetHost SDK installed with \(executable) and no checkout around it", location: "new plugin package",
                    expected: "--sdk PATH naming the WidgetHost checkout the package should depend on")
            ]
        case .notAPrebuiltSDK(let path, let missing):
            return [
                Diagnostic(
                    problem: "\(path) is not a whole prebuilt WidgetSDK: no \(missing)", location: "prebuilt SDK",
                    expected: "a directory that scripts/build-sdk.sh wrote (sdk-info.txt, modules, include, lib, bin)")
            ]
        case .prebuiltForAnotherCompiler(let path, let builtBy, let current):
            return [
                Diagnostic(
                    problem: "the prebuilt SDK in \(path) was built by \(builtBy.first ?? "an unknown compiler"), "
                        + "not by \(current?.first ?? "the swift on PATH (none found)")",
                    location: "option --sdk",
                    expected: "a prebuilt SDK built by this compiler (scripts/build-sdk.sh), or --sdk naming the SDK's sources")
            ]
        case .cannotWrite(let path, let reason):
            return [Diagnostic(problem: "cannot write the package: \(reason)", location: path, expected: "a writable directory")]
        }
    }
}
