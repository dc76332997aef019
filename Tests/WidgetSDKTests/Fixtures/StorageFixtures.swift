import WidgetSDK

extension Fixtures {
    /// Counts taps in the host's store, as widget code does with `UserDefaults`: reads the
    /// count, adds one, stores it (the read-modify-write a failed read must not turn into a reset).
    struct TapIntent: AppIntent {
        static let title: LocalizedStringResource = "Tap"

        func perform() async throws -> some IntentResult & ReturnsValue<Int> {
            let taps = HostDefaults.standard.integer(forKey: "taps") + 1
            HostDefaults.standard.set(taps, forKey: "taps")
            return .result(value: taps)
        }
    }
}
