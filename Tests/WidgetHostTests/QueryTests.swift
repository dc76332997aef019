import Testing
import WidgetHost
import WidgetWire

/// Entity queries of the good C fixture.
struct QueryTests {
    @Test func everyImplementedOperationAnswersItsRecords() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        #expect(try plugin.query(entity: "ColorEntity", .suggested).map(\.id) == ["red", "green", "blue"])
        #expect(try plugin.query(entity: "ColorEntity", .matching("RE")).map(\.id) == ["red", "green"])
        #expect(
            try plugin.query(entity: "ColorEntity", .identifiers(["blue", "purple"])) == [
                EntityRecord(id: "blue", title: "Blue", subtitle: "#0000ff")
            ])
        #expect(try plugin.query(entity: "ColorEntity", .defaultResult).map(\.id) == ["blue"])
        let green = try #require(try plugin.query(entity: "ColorEntity", .identifiers(["green"])).first)
        #expect(green.symbol == "leaf")
        #expect(
            try test.recordedCalls("good") == [
                "good_colors_suggested", "good_colors_matching", "good_colors_for", "good_colors_default", "good_colors_for",
            ])
    }

    @Test func anOperationTheQueryDoesNotImplementIsBadInput() throws {
        let test = try TestHost()
        let plugin = try test.load("good")
        let error = try #require(throws: PluginRequestError.self) { try plugin.query(entity: "ColorEntity", .all) }
        #expect(
            error
                == .unsupportedQuery(
                    pluginID: "good", entity: "ColorEntity", operation: .all, supported: [.entities, .suggested, .matching, .defaultResult])
        )
        #expect(error.category == .badInput)
        #expect(try test.recordedCalls("good").isEmpty)
    }
}
