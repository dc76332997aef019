import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// A parameter's value type taken apart: the built-in scalars in their four forms (found by the
/// type's identity), entity and enum types (found by their conformance), and types parameters cannot hold.
@Suite struct ParameterShapeTests {
    private func describe(_ type: Any.Type) -> String? {
        guard let shape = ParameterShape(of: type) else { return nil }
        return "\(shape.scalar.wireType.displayName)\(shape.isArray ? "[]" : "")\(shape.isOptional ? "?" : "")"
    }

    @Test func eachBuiltInScalarInEachForm() {
        #expect(describe(String.self) == "string")
        #expect(describe(Int?.self) == "int?")
        #expect(describe([Double].self) == "double[]")
        #expect(describe([Bool]?.self) == "bool[]?")
        #expect(describe(Date.self) == "date")
        #expect(describe([URL]?.self) == "url[]?")
    }

    @Test func entitiesAndEnumsByTheirConformance() {
        let interval = TypeIdentifier.identifier(for: SeedSoup.RefreshInterval.self)
        #expect(describe(SeedSoup.RefreshInterval.self) == "enum \(interval)")
        let task = TypeIdentifier.identifier(for: SeedTasks.TaskItem.self)
        #expect(describe([SeedTasks.TaskItem]?.self) == "entity \(task)[]?")
        #expect(describe(SeedTasks.TaskItem?.self) == "entity \(task)?")
    }

    @Test func typesParametersCannotHold() {
        #expect(describe(Float.self) == nil)
        #expect(describe([Int: String].self) == nil)
        #expect(describe([[Int]].self) == nil)
    }
}
