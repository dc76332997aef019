import Foundation

/// Messages the compiler sent the macro plugin, captured once from a real build (see Fixtures/README.md),
/// and source text the tests share.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of `Fixtures/<name>.json`: one message, as the compiler framed it (without the length).
    static func message(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent("\(name).json")))
    }

    /// `Fixtures/<name>.json` as a JSON object.
    static func object(_ name: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try message(name))) as? [String: Any] ?? [:]
    }

    /// Seed 001's model class as the compiler sends it in `declSyntax` (with its attribute), from the captured message.
    static func taskItemDeclaration() throws -> String {
        let request = try object("model-taskitem-member")["expandAttachedMacro"] as? [String: Any]
        return (request?["declSyntax"] as? [String: Any])?["source"] as? String ?? ""
    }
}
