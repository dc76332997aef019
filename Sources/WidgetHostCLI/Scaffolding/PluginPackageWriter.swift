import Foundation

/// Creates plugin packages from ``PluginPackageTemplate`` (`widgethost new plugin NAME`).
///
/// ```swift
/// let checkout = try SDKCheckout(validating: URL(fileURLWithPath: "/src/WidgetHost"))
/// let package = try PluginPackageWriter.create(name: "Weather", in: URL(fileURLWithPath: "/src"), sdk: .sources(checkout))
/// // /src/Weather/Package.swift, /src/Weather/Sources/Weather/..., ready for `swift build`.
/// ```
enum PluginPackageWriter {
    /// A package that was written.
    struct CreatedPackage: Hashable, Sendable {
        /// The package directory.
        var directory: URL
        /// The files written, relative to `directory`, in order.
        var files: [String]
        /// The plugin library `swift build` makes, relative to `directory` (`.build/debug/libWeather.so`).
        var library: String
        /// The widget kind the new plugin offers.
        var widgetKind: String
    }

    /// Checks that `name` can name the package, its product, target and module.
    ///
    /// - Throws: ``PluginPackageError`` saying what is wrong with it.
    static func validate(name: String) throws(PluginPackageError) {
        guard let first = name.unicodeScalars.first else { throw .notAnIdentifier(name) }
        let letters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
        let digits = CharacterSet(charactersIn: "0123456789")
        guard letters.contains(first), name.unicodeScalars.allSatisfy({ letters.contains($0) || digits.contains($0) }) else {
            throw .notAnIdentifier(name)
        }
        if swiftKeywords.contains(name) { throw .keyword(name) }
        if reservedModules.contains(where: { $0.lowercased() == name.lowercased() }) { throw .reservedName(name) }
    }

    /// Writes the package `name` into `parent/name`, building against `sdk` (linking it when it is prebuilt,
    /// else depending on its sources by their absolute path).
    ///
    /// The files are written to a hidden directory beside the destination and moved into
    /// place at the end, so a failure leaves nothing behind. `parent` is created if needed.
    ///
    /// - Throws: ``PluginPackageError`` for an invalid name or an existing destination (nothing
    ///   is written), or when the files cannot be written.
    static func create(name: String, in parent: URL, sdk: PluginSDK) throws(PluginPackageError) -> CreatedPackage {
        try validate(name: name)
        let parent = parent.standardizedFileURL
        let destination = parent.appendingPathComponent(name, isDirectory: true)
        let fileManager = FileManager.default
        guard !fileManager.fileExists(atPath: destination.path) else { throw .destinationExists(path: destination.path) }
        let template = PluginPackageTemplate(name: name, sdk: sdk)
        let staging = parent.appendingPathComponent(".\(name).new-\(UUID().uuidString)", isDirectory: true)
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in template.files {
                let url = staging.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            guard !fileManager.fileExists(atPath: destination.path) else {
                try? fileManager.removeItem(at: staging)
                throw PluginPackageError.destinationExists(path: destination.path)
            }
            try fileManager.moveItem(at: staging, to: destination)
        } catch let error as PluginPackageError {
            throw error
        } catch {
            try? fileManager.removeItem(at: staging)
            throw .cannotWrite(path: destination.path, reason: (error as NSError).localizedDescription)
        }
        return CreatedPackage(
            directory: destination, files: template.files.map(\.path), library: ".build/debug/lib\(name).so",
            widgetKind: PluginPackageTemplate.widgetKind)
    }

    /// Swift's keywords, which cannot name a module.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "async", "actor", "some", "any", "package", "consume", "borrowing", "consuming",
    ]

    /// Modules and packages a plugin package builds with; a target of the same name would clash.
    static let reservedModules: [String] = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Glibc", "Synchronization",
        "_Concurrency", "_StringProcessing", "XCTest", "Testing", "PackageDescription", "WidgetHost", "WidgetSDK", "WidgetWire",
        "WidgetSQLite", "CWidgetABI", "CSQLite", "CFFI",
    ]
}
