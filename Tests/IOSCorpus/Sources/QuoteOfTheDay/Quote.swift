// swift-format-ignore-file
//
//  Quote.swift
//  QuoteOfTheDay
//

import Foundation

struct Quote: Hashable {
    let text: String
    let author: String
    let category: String
}

enum QuoteLibrary {
    static let categories = ["Inspiration", "Wisdom", "Humor"]

    static let all: [Quote] = [
        Quote(text: "The best way to get started is to quit talking and begin doing.", author: "Walt Disney", category: "Inspiration"),
        Quote(text: "It always seems impossible until it's done.", author: "Nelson Mandela", category: "Inspiration"),
        Quote(text: "Act as if what you do makes a difference. It does.", author: "William James", category: "Inspiration"),
        Quote(text: "The only true wisdom is in knowing you know nothing.", author: "Socrates", category: "Wisdom"),
        Quote(text: "Knowing yourself is the beginning of all wisdom.", author: "Aristotle", category: "Wisdom"),
        Quote(text: "I am so clever that sometimes I don't understand a single word of what I am saying.", author: "Oscar Wilde", category: "Humor"),
        Quote(text: "Behind every great man is a woman rolling her eyes.", author: "Jim Carrey", category: "Humor"),
    ]

    /// The same quote all day, a different one tomorrow.
    static func quote(for date: Date, in category: String) -> Quote {
        let quotes = all.filter { $0.category == category }
        let day = Calendar.current.ordinality(of: .day, in: .era, for: date) ?? 0
        return quotes[day % quotes.count]
    }
}
