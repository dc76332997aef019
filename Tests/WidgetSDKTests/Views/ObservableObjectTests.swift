import Testing

@testable import WidgetSDK

/// `ObservableObject`, `@Published` and the views' object wrappers, as iOS code uses them.
@Suite struct ObservableObjectTests {
    final class Store: ObservableObject {
        @Published var count = 1
        @Published var name: String?
    }

    private struct StoreView: View {
        @ObservedObject var store: Store
        @EnvironmentObject var shared: Store
        @StateObject var own = Store()

        var body: some View { Text("\(store.count) \(shared.count) \(own.count)") }
    }

    @Test func publishedValuesReachTheirSubscribers() {
        let store = Store()
        var seen: [Int] = []
        let subscription = store.$count.sink { seen.append($0) }
        store.count = 2
        store.count = 3
        subscription.cancel()
        store.count = 4
        #expect(seen == [1, 2, 3])
        #expect(store.name == nil)
    }

    @Test func viewsReadObservedEnvironmentAndStateObjects() {
        let shared = Store()
        shared.count = 7
        #expect(serialize(StoreView(store: Store()).environmentObject(shared)) == text("1 7 1"))
    }

    @Test func bindingsToAnObjectsPropertiesWriteTheObject() {
        let store = Store()
        let observed = ObservedObject(wrappedValue: store)
        observed.projectedValue.count.wrappedValue = 9
        #expect(store.count == 9)
    }
}
