/// One option of a ``DynamicOptionsProvider``: a value, with the title (and subtitle and image) to show
/// it by. WidgetHost offers the value under its title; the subtitle and image are recorded.
///
/// ```swift
/// IntentItem("paris", title: "Paris", subtitle: "France")
/// ```
public struct IntentItem<Result>: @unchecked Sendable {
    /// The value chosen when people choose this option.
    public let value: Result
    /// The option's title; `nil` when the value shows itself (an entity, an enum case).
    public let title: LocalizedStringResource?
    /// A second line, recorded.
    public let subtitle: LocalizedStringResource?
    /// An image, recorded.
    public let image: DisplayRepresentation.Image?

    /// An option of `value`, shown as `title`.
    public init(
        _ value: Result, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// An option of `value`, shown as the value shows itself.
    public init(_ value: Result) {
        self.value = value
        title = nil
        subtitle = nil
        image = nil
    }
}

/// A titled group of ``IntentItem``s.
public struct IntentItemSection<Result>: @unchecked Sendable {
    /// The section's title, recorded (WidgetHost lists every option in one list).
    public let title: LocalizedStringResource?
    /// The section's options, in order.
    public let items: [IntentItem<Result>]

    /// A section of `items`, titled `title`.
    public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    /// A section of `items`, each shown as it shows itself (an entity by its display representation).
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource? = nil, items: [Result]) {
        self.init(title, items: items.map { IntentItem($0) })
    }

    /// A section of the items `items` builds: values and ``IntentItem``s.
    public init(_ title: LocalizedStringResource? = nil, @IntentItemBuilder<Result> items: () -> [IntentItem<Result>]) {
        self.init(title, items: items())
    }
}

/// What a ``DynamicOptionsProvider`` may return in place of an array: options in sections, each with a
/// title. It is a sequence of the options' values, in order, so WidgetHost offers every one.
///
/// ```swift
/// func results() async throws -> ItemCollection<String> {
///     ItemCollection { ItemSection("Europe") { "Paris"; "Berlin" } }
/// }
/// ```
public struct IntentItemCollection<Result>: Sequence, @unchecked Sendable {
    /// The sections, in order.
    public let sections: [IntentItemSection<Result>]
    /// The prompt shown above the options, recorded.
    public let promptLabel: LocalizedStringResource?
    /// Whether this is the empty collection of a query that gives no sectioned suggestions of its own.
    let isQueryDefault: Bool

    /// The empty collection a query gives when it does not give sectioned suggestions.
    init(queryDefault: Void) {
        sections = []
        promptLabel = nil
        isQueryDefault = true
    }

    /// A collection of `sections`.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Result>]) {
        self.sections = sections
        self.promptLabel = promptLabel
        isQueryDefault = false
    }

    /// A collection of `items`, in one section.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Result>]) {
        self.init(promptLabel: promptLabel, sections: [IntentItemSection(items: items)])
    }

    /// A collection of the sections `sections` builds.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSectionBuilder<Result> sections: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, sections: sections())
    }

    /// The options, section after section.
    public var items: [IntentItem<Result>] { sections.flatMap(\.items) }

    public func makeIterator() -> IndexingIterator<[Result]> { items.map(\.value).makeIterator() }
}

/// Options with titles of their own, which WidgetHost shows in place of the values' own.
protocol TitledOptions {
    /// Each option's title, in order; `nil` where the value shows itself.
    var optionTitles: [String?] { get }
}

extension IntentItemCollection: TitledOptions {
    var optionTitles: [String?] { items.map { $0.title?.defaultValue } }
}

extension DynamicOptionsProvider {
    /// `ItemCollection<Result>` in a provider: ``IntentItemCollection``.
    public typealias ItemCollection<Result> = IntentItemCollection<Result>
    /// `ItemSection<Result>` in a provider: ``IntentItemSection``.
    public typealias ItemSection<Result> = IntentItemSection<Result>
    /// `Item<Result>` in a provider: ``IntentItem``.
    public typealias Item<Result> = IntentItem<Result>
}

/// Builds a section's options from values and ``IntentItem``s, `if`s and `for` loops.
@resultBuilder
public enum IntentItemBuilder<Result> {
    public static func buildExpression(_ value: Result) -> [IntentItem<Result>] { [IntentItem(value)] }
    public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItem<Result>] { [item] }
    public static func buildExpression(_ items: [IntentItem<Result>]) -> [IntentItem<Result>] { items }
    public static func buildBlock(_ components: [IntentItem<Result>]...) -> [IntentItem<Result>] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [IntentItem<Result>]?) -> [IntentItem<Result>] { component ?? [] }
    public static func buildEither(first component: [IntentItem<Result>]) -> [IntentItem<Result>] { component }
    public static func buildEither(second component: [IntentItem<Result>]) -> [IntentItem<Result>] { component }
    public static func buildArray(_ components: [[IntentItem<Result>]]) -> [IntentItem<Result>] { components.flatMap { $0 } }
}

/// Builds a collection's sections, `if`s and `for` loops.
@resultBuilder
public enum IntentItemSectionBuilder<Result> {
    public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] { [section] }
    public static func buildExpression(_ sections: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { sections }
    public static func buildBlock(_ components: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] {
        components.flatMap { $0 }
    }
    public static func buildOptional(_ component: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] { component ?? [] }
    public static func buildEither(first component: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { component }
    public static func buildEither(second component: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { component }
    public static func buildArray(_ components: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] {
        components.flatMap { $0 }
    }
}
