import Foundation
import Testing
import WidgetHost
import WidgetWire

/// `PerformResult` holds a scalar result inline and anything else in a box: both forms read,
/// change, compare, hash and encode as one value with three properties.
struct PerformResultTests {
    private let reload = ReloadRequest(pluginID: "good", scope: .kind("Clock"))

    @Test(arguments: [
        PerformResult(),
        PerformResult(value: .integer(7)),
        PerformResult(value: .bool(true)),
        PerformResult(value: .double(0.5)),
        PerformResult(value: .string("done")),
        PerformResult(value: .array([1, "two"])),
        PerformResult(value: .integer(7), dialog: "Seven"),
        PerformResult(value: nil, dialog: "Nothing", reloadRequests: [ReloadRequest(pluginID: "good", scope: .all)]),
    ])
    func aResultReadsBackWhatItWasMadeWithAndSurvivesCoding(result: PerformResult) throws {
        let rebuilt = PerformResult(value: result.value, dialog: result.dialog, reloadRequests: result.reloadRequests)
        #expect(rebuilt == result)
        #expect(rebuilt.hashValue == result.hashValue)
        let decoded = try JSONDecoder().decode(PerformResult.self, from: JSONEncoder().encode(result))
        #expect(decoded == result)
    }

    @Test func changingAScalarResultKeepsItsOtherParts() {
        var result = PerformResult(value: .integer(3))
        result.dialog = "Three"
        #expect(result.value == .integer(3) && result.dialog == "Three" && result.reloadRequests.isEmpty)
        result.reloadRequests.append(reload)
        #expect(result.reloadRequests == [reload] && result.value == .integer(3))
        result.value = .string("three")
        #expect(result == PerformResult(value: .string("three"), dialog: "Three", reloadRequests: [reload]))
        result.dialog = nil
        result.reloadRequests = []
        result.value = .integer(3)
        #expect(result == PerformResult(value: .integer(3)))
    }

    @Test func itDescribesItselfByItsThreeProperties() {
        #expect(
            String(describing: PerformResult(value: .integer(7)))
                == "PerformResult(value: Optional(WidgetWire.JSONValue.integer(7)), dialog: nil, reloadRequests: [])")
        #expect(
            String(describing: PerformResult(dialog: "Hi")) == #"PerformResult(value: nil, dialog: Optional("Hi"), reloadRequests: [])"#)
    }

    @Test func aCopyIsNotChangedWithTheOriginal() {
        let original = PerformResult(value: .string("kept"), dialog: "Kept")
        var copy = original
        copy.dialog = "Changed"
        copy.value = nil
        #expect(original.value == .string("kept") && original.dialog == "Kept")
        #expect(copy.value == nil && copy.dialog == "Changed")
    }

    @Test func theEncodingHasTheSameMembersAsBefore() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let scalar = String(decoding: try encoder.encode(PerformResult(value: .integer(1))), as: UTF8.self)
        #expect(scalar == #"{"reloadRequests":[],"value":1}"#)
        let empty = String(decoding: try encoder.encode(PerformResult()), as: UTF8.self)
        #expect(empty == #"{"reloadRequests":[]}"#)
        let full = try JSONDecoder().decode(
            PerformResult.self,
            from: Data(#"{"value": "x", "dialog": "Done", "reloadRequests": [{"plugin": "good", "kind": "Clock"}]}"#.utf8))
        #expect(full == PerformResult(value: .string("x"), dialog: "Done", reloadRequests: [reload]))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PerformResult.self, from: Data(#"{"value": 1}"#.utf8)) }
    }
}
