import Foundation
import Testing
import WidgetSDK

/// A searchable query that answers in titled sections (`IntentItemCollection`), as pickers with
/// "Top" and "Other" groups write it, and the entity forms such code uses with it.
@Suite struct EntityStringQuerySectionsTests {
    struct Coin: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Coin"
        static let defaultQuery = CoinQuery()
        let id: String
        var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(title: "\(id)", image: DisplayRepresentation.Image(data: Data([0x89, 0x50]), isTemplate: false))
        }
    }

    struct CoinQuery: EntityStringQuery {
        static let coins = ["BTC", "ETH", "LTC"].map(Coin.init(id:))

        func entities(for identifiers: [String]) async throws -> [Coin] {
            Self.coins.filter { identifiers.contains($0.id) }
        }

        func entities(matching string: String) async throws -> IntentItemCollection<Coin> {
            let found = Self.coins.filter { $0.id.contains(string) }
            return IntentItemCollection(sections: [
                IntentItemSection("Top", items: Array(found.prefix(1))), IntentItemSection("Other", items: Array(found.dropFirst())),
            ])
        }
    }

    /// What the SDK calls: the protocol's array form.
    private func search<Query: EntityStringQuery>(_ query: Query, for text: String) async throws -> [Query.Entity] {
        try await query.entities(matching: text)
    }

    @Test func sectionedMatchesAreTheQuerysMatchesInOrder() async throws {
        #expect(try await search(CoinQuery(), for: "T").map(\.id) == ["BTC", "ETH", "LTC"])
        #expect(try await search(CoinQuery(), for: "L").map(\.id) == ["LTC"])
        #expect(Coin(id: "BTC").displayRepresentation.image?.data == Data([0x89, 0x50]))
    }

    @Test func anArrayQueryStillAnswersWithItsArray() async throws {
        struct Plain: EntityStringQuery {
            func entities(for identifiers: [String]) async throws -> [Coin] { [] }
            func entities(matching string: String) async throws -> [Coin] { [Coin(id: string)] }
        }
        #expect(try await search(Plain(), for: "DOGE").map(\.id) == ["DOGE"])
    }

    @Test func aTimingCurveIsAnAnimation() {
        let view = Text("42").animation(.timingCurve(0, 0, 1, -1, duration: 0.7), value: 42)
        #expect(String(describing: type(of: view)).contains("Text"))
    }
}
