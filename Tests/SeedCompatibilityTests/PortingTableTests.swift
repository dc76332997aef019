import Testing

/// The table format of PortingFromiOS.md, on small articles.
@Suite struct PortingTableTests {
    private let article = """
        # Porting

        ### Seed 123_abc: Example (`Plugins/Example`)

        | File | Original | Replacement | Why |
        |---|---|---|---|
        | `A.swift` | `import AppIntents` | `import WidgetSDK` | one module |
        | `A.swift` | `import SwiftUI` | — | part of it |
        | `B.swift` | — | `import WidgetSDK` | missing import |
        | `B.swift` | `a \\|\\| b` | `a && b` | a pipe in code |

        ## Topics

        | `Not.swift` | `x` | `y` | outside a seed section |
        """

    @Test func rowsAreReadPerSeedSection() throws {
        let sections = try PortingTable.sections(in: article)
        #expect(sections.map(\.seed) == ["123_abc"])
        #expect(sections.first?.pluginDirectory == "Plugins/Example")
        #expect(
            sections.first?.changes == [
                PortingChange(file: "A.swift", original: "import AppIntents", replacement: "import WidgetSDK"),
                PortingChange(file: "A.swift", original: "import SwiftUI", replacement: nil),
                PortingChange(file: "B.swift", original: nil, replacement: "import WidgetSDK"),
                PortingChange(file: "B.swift", original: "a || b", replacement: "a && b"),
            ])
    }

    @Test func changesReplaceRemoveAndAddLines() throws {
        let changes = try #require(try PortingTable.sections(in: article).first).changes
        let a = try PortingTable.apply(changes.filter { $0.file == "A.swift" }, to: "import AppIntents\nimport SwiftUI\n\nlet x = 1\n")
        #expect(a == "import WidgetSDK\n\nlet x = 1\n")
        let b = try PortingTable.apply(changes.filter { $0.file == "B.swift" }, to: "let ok = a || b\n")
        #expect(b == "import WidgetSDK\nlet ok = a && b\n")
    }

    @Test func aRowThatMatchesNothingIsAnError() throws {
        let stale = PortingChange(file: "A.swift", original: "import WidgetKit", replacement: "import WidgetSDK")
        #expect(throws: PortingTableError.self) { try PortingTable.apply([stale], to: "import AppIntents\n") }
        let removal = PortingChange(file: "A.swift", original: "@Model", replacement: nil)
        #expect(throws: PortingTableError.self) { try PortingTable.apply([removal], to: "class TaskItem {}\n") }
    }

    @Test func aMalformedCellIsAnError() {
        let broken = """
            ### Seed 123_abc: Example (`Plugins/Example`)

            | `A.swift` | import AppIntents | `import WidgetSDK` | no backticks |
            """
        #expect(throws: PortingTableError.self) { try PortingTable.sections(in: broken) }
    }
}
