// swift-format-ignore-file
//
//  AppIntent.swift
//  QuoteOfTheDay
//

import WidgetKit
import AppIntents

struct QuoteCategory: AppEntity {
    let id: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Category"
    static var defaultQuery = QuoteCategoryQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(id)")
    }

    static let allCategories = QuoteLibrary.categories.map(QuoteCategory.init(id:))
}

struct QuoteCategoryQuery: EntityStringQuery {
    func entities(for identifiers: [QuoteCategory.ID]) async throws -> [QuoteCategory] {
        QuoteCategory.allCategories.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [QuoteCategory] {
        QuoteCategory.allCategories.filter { $0.id.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [QuoteCategory] {
        QuoteCategory.allCategories
    }

    func defaultResult() async -> QuoteCategory? {
        QuoteCategory.allCategories.first
    }
}

struct SelectCategoryIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Category"
    static var description = IntentDescription("Choose which quotes to show.")

    @Parameter(title: "Category")
    var category: QuoteCategory?

    @Parameter(title: "Show Author", default: true)
    var showsAuthor: Bool

    init() {}

    init(category: QuoteCategory?, showsAuthor: Bool = true) {
        self.category = category
        self.showsAuthor = showsAuthor
    }
}
