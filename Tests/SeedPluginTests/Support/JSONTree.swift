import Foundation

/// Finds things in the JSON the CLI prints: view nodes of a type, texts, entity records.
enum JSONTree {
    /// Every object in `json`, depth first, whose `"type"` is `type` (`toggle`, `button`, `text`).
    static func nodes(ofType type: String, in json: Any) -> [[String: Any]] {
        var found: [[String: Any]] = []
        visit(json) { object in
            if object["type"] as? String == type { found.append(object) }
        }
        return found
    }

    /// The text of a text node: its `text`, or its runs' texts joined.
    static func text(of node: [String: Any]) -> String {
        if let text = node["text"] as? String { return text }
        return runs(of: node).compactMap { $0["text"] as? String }.joined()
    }

    /// The runs of a text node (empty for a plain one).
    static func runs(of node: [String: Any]) -> [[String: Any]] {
        node["runs"] as? [[String: Any]] ?? []
    }

    /// The texts of every text node in `json`, in order.
    static func texts(in json: Any) -> [String] {
        nodes(ofType: "text", in: json).map(text(of:))
    }

    /// The ids of a JSON array of entity records.
    static func ids(_ json: Any) -> [String] {
        (json as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    /// The titles of a JSON array of entity records.
    static func titles(_ json: Any) -> [String] {
        (json as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }

    private static func visit(_ json: Any, _ body: ([String: Any]) -> Void) {
        if let object = json as? [String: Any] {
            body(object)
            for key in object.keys.sorted() { visit(object[key]!, body) }
        } else if let array = json as? [Any] {
            for element in array { visit(element, body) }
        }
    }
}
