import WidgetHost

/// Every check of `widgethost validate`, in the order they run, and the selection `--only`/`--skip` make.
enum ValidationCatalog {
    /// Every check, grouped: load, manifest, perform, entity, widget, concurrency.
    static let checks: [any ValidationCheck] =
        LoadChecks.all + ManifestChecks.all + PerformChecks.all + EntityChecks.all + WidgetChecks.all + ConcurrencyChecks.all

    /// The check called `id`, if there is one.
    static func check(_ id: String) -> (any ValidationCheck)? { checks.first { $0.id == id } }

    /// The checks `only` (all when empty) keeps and `skip` leaves out, in catalog order.
    ///
    /// - Throws: ``UsageError`` for an id no check has, listing the ids.
    static func selection(only: [String], skip: [String], option: String) throws(UsageError) -> [any ValidationCheck] {
        let known = Set(checks.map(\.id))
        for id in only + skip where !known.contains(id) {
            throw UsageError(
                problem: "unknown check \(EchoedInput.quoted(id))", location: option,
                expected: "one of \(checks.map(\.id).joined(separator: ", "))")
        }
        return checks.filter { (only.isEmpty || only.contains($0.id)) && !skip.contains($0.id) }
    }
}
