import Foundation
import Testing

@testable import WidgetSDK

/// A property query written as Apple's documentation shows it: `QueryProperties` and `SortingOptions` blocks whose
/// comparators map values into the query's own type (closures here), the query nested in its entity.
@Suite struct EntityPropertyQueryTests {
    struct Book: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
        static let defaultQuery = BookQuery()
        let id: String
        @Property(title: "Title") var title: String
        @Property(title: "Pages") var pages: Int
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

        init(id: String, title: String, pages: Int) {
            self.id = id
            self.title = title
            self.pages = pages
        }

        static let shelf = [Book(id: "d", title: "Dune", pages: 412), Book(id: "e", title: "Emma", pages: 474)]
    }

    struct BookQuery: EntityPropertyQuery {
        static let properties = QueryProperties {
            Property(\Book.$title) {
                EqualToComparator { title in { (book: Book) in book.title == title } }
                ContainsComparator { text in { (book: Book) in book.title.contains(text) } }
            }
            Property(\Book.$pages) {
                LessThanComparator { pages in { (book: Book) in book.pages < pages } }
                IsBetweenComparator { low, high in { (book: Book) in (low...high).contains(book.pages) } }
            }
        }
        static let sortingOptions = SortingOptions {
            SortableBy(\Book.$title)
            SortableBy(\Book.$pages)
        }

        func entities(for identifiers: [String]) async throws -> [Book] { Book.shelf.filter { identifiers.contains($0.id) } }
        func suggestedEntities() async throws -> [Book] { Book.shelf }

        func entities(
            matching comparators: [(Book) -> Bool], mode: ComparatorMode, sortedBy: [EntityQuerySort<Book>], limit: Int?
        ) async throws -> [Book] {
            let found = Book.shelf.filter { book in
                mode == .and ? comparators.allSatisfy { $0(book) } : comparators.contains { $0(book) }
            }
            let descending = sortedBy.first?.order == .descending
            return Array((descending ? found.reversed() : found).prefix(limit ?? found.count))
        }
    }

    @Test func theBlocksKeepTheirPropertiesComparatorsAndSortsInOrder() throws {
        let properties = BookQuery.properties.properties
        #expect(properties.map(\.comparatorNames) == [["equalTo", "contains"], ["lessThan", "isBetween"]])
        #expect(properties.map(\.keyPath) == [\Book.$title, \Book.$pages])
        #expect(BookQuery.sortingOptions.keyPaths == [\Book.$title, \Book.$pages])
    }

    @Test func comparatorsMapTheValuesAskedForAndTheQueryFindsWithThem() async throws {
        let pages = try #require(BookQuery.properties.properties[1] as? EntityQueryProperty<Book, Int, (Book) -> Bool>)
        let under450 = try #require(pages.comparators[0].map([450]))
        let between = try #require(pages.comparators[1].map([470, 480]))
        #expect(pages.comparators[1].map([470]) == nil)
        let query = BookQuery()
        let both = try await query.entities(matching: [under450, between], mode: .and, sortedBy: [], limit: nil)
        #expect(both.isEmpty)
        let either = try await query.entities(
            matching: [under450, between], mode: .or, sortedBy: [EntityQuerySort(by: \Book.$title, order: .descending)], limit: 1)
        #expect(either.map(\.title) == ["Emma"])
        let suggested = try await query.suggestedEntities()
        #expect(suggested.map(\.id) == ["d", "e"])
    }
}
