// Foundation on Linux has `#Predicate` but no predicate expression for
// `localizedStandardContains(_:)`, which SwiftData code searches text with.
// The macro turns `$0.title.localizedStandardContains(text)` into a call of
// `PredicateExpressions.build_localizedStandardContains`; this file provides it.

extension PredicateExpressions {
    /// `root.localizedStandardContains(other)` inside a `#Predicate`: a case- and diacritic-insensitive search.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// The result: whether `other` occurs in `root`.
        public typealias Output = Bool

        /// The text searched.
        public let root: Root
        /// The text searched for.
        public let other: Other

        /// An expression searching `root` for `other`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Whether `other`'s value occurs in `root`'s value, ignoring case and diacritics.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    /// What `#Predicate` calls for `root.localizedStandardContains(other)`; the macro needs this exact name.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func build_localizedStandardContains<Root, Other>(
        _ root: Root, _ other: Other
    ) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
