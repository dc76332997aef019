import Testing

@testable import WidgetSDK

@Suite struct IntentParameterTests {
    @Test func readsTheValueSetElseTheDefaultElseNilForOptionals() {
        let sink = Fixtures.KitchenSinkIntent()
        #expect(sink.name == "World")
        #expect(sink.count == 3)
        #expect(sink.interval == .weekly)
        #expect(sink.tags == ["a", "b"])
        #expect(sink.ratio == nil)
        #expect(sink.task == nil)

        sink.name = "Linux"
        sink.ratio = 0.5
        #expect(sink.name == "Linux")
        #expect(sink.ratio == 0.5)
    }

    @Test func projectedValueIsTheParameterItself() {
        let sink = Fixtures.KitchenSinkIntent()
        #expect(sink.$name === sink.$name)
        #expect(sink.$name.title == "Name")
        #expect(sink.$count.bounds == .init(lowerBound: 1, upperBound: 10))
    }

    @Test func aValueIsReleasedWhenReplacedAndWhenItsParameterGoesAway() {
        weak var first: SeedTasks.TaskItem?
        weak var second: SeedTasks.TaskItem?
        weak var fallback: SeedTasks.TaskItem?
        do {
            let parameter = IntentParameter<SeedTasks.TaskItem?>(
                title: "Task", default: SeedTasks.TaskItem(title: "default", content: ""))
            fallback = parameter.defaultValue
            do {
                let task = SeedTasks.TaskItem(title: "one", content: "")
                first = task
                parameter.wrappedValue = task
            }
            #expect(parameter.wrappedValue?.title == "one")
            parameter.assign(SeedTasks.TaskItem(title: "two", content: ""))
            second = parameter.wrappedValue
            #expect(first == nil, "the replaced value is released")
            #expect(second?.title == "two" && fallback?.title == "default")
            parameter.assign(nil)
            #expect(parameter.wrappedValue == nil && second == nil)
        }
        #expect(fallback == nil, "the default goes with its parameter")
    }

    @Test func readingAMissingRequiredValueStopsThePluginWithAClearMessage() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Fixtures.KitchenSinkIntent().enabled
        }
        let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("@Parameter(title: \"Enabled\") of type Bool was read before it had a value, and it has no default."))
    }
}
