import Foundation
import SwiftData

// Models written as SwiftData apps write them.

/// A book: a unique ISBN, a default, an optional, a transient property and a relationship.
@Model
final class Book {
    @Attribute(.unique) var isbn: String
    var title: String
    var pages: Int = 0
    var subtitle: String?
    @Transient var isOpen = false
    var author: Author?

    init(isbn: String, title: String, pages: Int = 0, author: Author? = nil) {
        self.isbn = isbn
        self.title = title
        self.pages = pages
        self.author = author
    }
}

/// An author with many books.
@Model
final class Author {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Book.author) var books: [Book] = []

    init(name: String) {
        self.name = name
    }
}

/// A model that declares neither `Hashable` nor an `id`: `@Model` gives it both.
@Model
class Reminder {
    var text: String
    var due: Date

    init(text: String, due: Date) {
        self.text = text
        self.due = due
    }
}

/// A model with an `id` of its own, which it keeps.
@Model
final class ColorLabel: Identifiable {
    var id: String
    var color: String

    init(id: String, color: String) {
        self.id = id
        self.color = color
    }
}

/// A model whose property was renamed from `oldName`.
@Model
final class Renamed {
    @Attribute(originalName: "oldName") var name: String

    init(name: String) {
        self.name = name
    }
}
