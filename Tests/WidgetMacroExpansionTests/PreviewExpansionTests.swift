import Testing

@testable import WidgetMacroExpansion

/// `#Preview` expands to one exported C function per use, whatever the form.
@Suite struct PreviewExpansionTests {
    private func request(
        _ source: String, discriminator: String = "$s5Hello0019Viewsswift_AbcdefMX3_0_33_0123Ll7PreviewfMf_"
    )
        -> FreestandingExpansionRequest
    {
        FreestandingExpansionRequest(
            macro: MacroReference(moduleName: "WidgetSDKMacros", typeName: "PreviewMacro", name: "Preview"), macroRole: "declaration",
            discriminator: discriminator,
            syntax: SyntaxText(
                kind: "expression", source: source,
                location: SourceLocation(fileID: "Hello/Views.swift", fileName: "/src/Hello/Views.swift", offset: 100, line: 4, column: 2)))
    }

    @Test func uniqueNamesAreFormedAsSwiftSyntaxFormsThem() {
        #expect(
            PreviewExpansion.uniqueName(discriminator: "$s1A0003Bfile_XfMX1_0_Ll7PreviewfMf_", providedName: "preview")
                == "$s1A0003Bfile_XfMX1_0_Ll7PreviewfMf_7previewfMu_")
    }

    @Test func theSymbolIsThePrefixAndTheSanitisedName() {
        #expect(PreviewExpansion.symbol(forFunctionNamed: "$s5Hello7previewfMu_") == "widgethost_preview__s5Hello7previewfMu_")
        #expect(PreviewExpansion.symbol(forFunctionNamed: "a.b-c") == "widgethost_preview_a_b_c")
    }

    @Test func aViewPreviewCallsViewWithItsNameTraitsAndBody() throws {
        let outcome = PreviewExpansion.expand(
            request("\n\n#Preview(\"Big\", traits: .sizeThatFitsLayout, .portrait) {\n    Text(\"x\")\n}"))
        #expect(outcome.diagnostics.isEmpty)
        let source = try #require(outcome.source)
        let name = "$s5Hello0019Viewsswift_AbcdefMX3_0_33_0123Ll7PreviewfMf_7previewfMu_"
        #expect(
            source.contains(
                "@c(widgethost_preview__s5Hello0019Viewsswift_AbcdefMX3_0_33_0123Ll7PreviewfMf_7previewfMu_) public func \(name)("))
        #expect(source.contains("WidgetSDK.PreviewExport.view("))
        #expect(source.contains("named: \"Big\""))
        #expect(source.contains("traits: [.sizeThatFitsLayout, .portrait]"))
        #expect(source.contains("source: WidgetSDK.PreviewSource(file: \"Hello/Views.swift\", line: 6)"))
        #expect(source.contains("body: {\n    Text(\"x\")\n}"))
    }

    @Test func widgetFormsPassTheFamilyIntentAndClosures() throws {
        let timeline = try #require(
            PreviewExpansion.expand(request("#Preview(as: .systemSmall, using: Intent.smiley) { W() } timeline: { E(date: .now) }")).source)
        #expect(timeline.contains("WidgetSDK.PreviewExport.timeline("))
        #expect(timeline.contains("named: nil"))
        #expect(timeline.contains("family: .systemSmall"))
        #expect(timeline.contains("intent: Intent.smiley"))
        #expect(timeline.contains("widget: { W() }"))
        #expect(timeline.contains("timeline: { E(date: .now) }"))

        let provider = try #require(
            PreviewExpansion.expand(request("#Preview(\"P\", as: .systemMedium) { W() } timelineProvider: { P() }")).source)
        #expect(provider.contains("WidgetSDK.PreviewExport.timelineProvider("))
        #expect(!provider.contains("intent:"))

        let activity = try #require(
            PreviewExpansion.expand(
                request("#Preview(\"N\", as: .content, using: A.preview) { L() } contentStates: { A.ContentState.one }")
            )
            .source)
        #expect(activity.contains("WidgetSDK.PreviewExport.liveActivity("))
        #expect(activity.contains("viewKind: .content"))
        #expect(activity.contains("attributes: A.preview"))
        #expect(activity.contains("contentStates: { A.ContentState.one }"))
    }

    @Test func closuresMayBeArguments() throws {
        let source = try #require(PreviewExpansion.expand(request("#Preview(\"x\", body: { Text(\"y\") })")).source)
        #expect(source.contains("body: { Text(\"y\") }"))
    }

    @Test(arguments: [
        ("#Preview(\"name\")", "#Preview needs a closure that returns the view to preview", 0),
        (
            "#Preview(as: .systemSmall) { W() }",
            "#Preview(as:) needs a widget closure and one of 'timeline:', 'timelineProvider:' or 'contentStates:'", 0
        ),
        ("#Preview(size: 3) { V() }", "#Preview has no argument 'size:'; see the forms Apple documents", 15),
        ("#Preview { V() } timeline: { E() }", "#Preview has a 'timeline' closure this form does not take", 27),
        ("#Preview(using: I()) { V() }", "#Preview takes 'using:' only with 'as:', for a widget or a Live Activity", 0),
        (
            "#Preview(\"x\", as: .content) { L() } contentStates: { S() }",
            "a Live Activity #Preview needs 'using:' with the activity's attributes", 0
        ),
        ("#Preview { V() } extra: { E() } { F() }", "#Preview's trailing closures after the first need labels", 32),
        ("#Preview { V() } extra: { E() }", "#Preview has no closure named 'extra'", 24),
    ])
    func formsThatDoNotFitGetAnErrorAtTheirPlace(source: String, message: String, offset: Int) {
        #expect(PreviewExpansion.expand(request(source)) == .error(message, at: offset))
    }
}
