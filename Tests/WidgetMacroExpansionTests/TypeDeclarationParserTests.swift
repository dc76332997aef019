import Testing

@testable import WidgetMacroExpansion

/// `@Model`'s reading of a class: its stored properties and what else the body declares.
@Suite struct TypeDeclarationParserTests {
    @Test func theSeedsTaskItemHasFourStoredProperties() throws {
        let declaration = try TypeDeclarationParser.parse(try Fixtures.taskItemDeclaration())
        #expect(declaration.kind == .class)
        #expect(declaration.name == "TaskItem")
        #expect(declaration.storedProperties.map(\.name) == ["id", "title", "content", "isCompleted"])
        #expect(declaration.storedProperties.map(\.type) == ["UUID", "String", "String", "Bool"])
        #expect(declaration.hasInitializer)
        #expect(declaration.memberNames.isSuperset(of: ["id", "displayRepresentation", "typeDisplayName", "defaultQuery", "hash"]))
    }

    @Test func computedStaticLazyAndObservedPropertiesAreToldApart() throws {
        let declaration = try TypeDeclarationParser.parse(
            """
            @Model public final class Item {
                static var shared = Item()
                class var kind: String { "item" }
                lazy var cache: [Int] = []
                var total: Int { count * 2 }
                var doubled: Int {
                    get { count * 2 }
                    set { count = newValue / 2 }
                }
                var count = 0 {
                    didSet { print(count) }
                }
                let created: Date
                let version = 1
                var note: String?, tags: [String] = [], `default`: Bool = false
                var closure: () -> Void = {
                    print("x")
                }
                var map: Dictionary<String, Int> = [:]
                init() { created = Date() }
            }
            """)
        let names = declaration.storedProperties.map(\.name)
        #expect(names == ["count", "created", "version", "note", "tags", "default", "closure", "map"])
        let byName = Dictionary(uniqueKeysWithValues: declaration.storedProperties.map { ($0.name, $0) })
        #expect(byName["note"]?.isOptional == true)
        #expect(byName["note"]?.hasDefaultValue == true)
        #expect(byName["created"]?.hasDefaultValue == false)
        #expect(byName["version"]?.isConstant == true)
        #expect(byName["default"]?.spelling == "`default`")
        #expect(byName["map"]?.type == "Dictionary<String, Int>")
        #expect(byName["closure"]?.type == "() -> Void")
        #expect(declaration.memberNames.isSuperset(of: ["total", "doubled", "shared", "cache"]))
    }

    @Test func attributesAndTheirOptionsAreRead() throws {
        let declaration = try TypeDeclarationParser.parse(
            """
            class Person {
                @Attribute(.unique, originalName: "fullName") var name: String
                @Relationship(deleteRule: .cascade, inverse: \\Pet.owner) var pets: [Pet] = []
                @Transient var isSelected = false
                init(name: String) { self.name = name }
            }
            """)
        let properties = declaration.storedProperties
        #expect(properties.map { $0.attributes.map(\.name) } == [["Attribute"], ["Relationship"], ["Transient"]])
        #expect(properties[0].attribute("Attribute")?.options == ["unique"])
        #expect(properties[0].attribute("Attribute")?.originalName == "fullName")
        #expect(properties[1].attribute("Relationship")?.options.contains("cascade") == true)
    }

    @Test func propertiesInsideConditionalBlocksAreSetAside() throws {
        let declaration = try TypeDeclarationParser.parse(
            """
            class Photo {
                var title: String
                #if os(iOS)
                var image: UIImage?
                #else
                var path: String?
                #endif
                init(title: String) { self.title = title }
            }
            """)
        #expect(declaration.storedProperties.map(\.name) == ["title"])
        #expect(declaration.conditionalPropertyOffsets.count == 2)
    }

    @Test func structsAndEnumsAreReadAsWhatTheyAre() throws {
        #expect(try TypeDeclarationParser.parse("@Model struct Point { var x = 0 }").kind == .struct)
        #expect(try TypeDeclarationParser.parse("@available(iOS 17, *) enum Mode { case a }").kind == .enum)
    }

    @Test func textWithoutATypeIsAnError() {
        #expect(throws: SourceParseError.self) { try TypeDeclarationParser.parse("func f() {}") }
        #expect(throws: SourceParseError.self) { try TypeDeclarationParser.parse("class A {") }
    }
}
