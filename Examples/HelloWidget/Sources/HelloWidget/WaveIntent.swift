import WidgetSDK

/// What the widget's button does: count one more wave, in the host's durable store.
struct WaveIntent: AppIntent {
    static let title: LocalizedStringResource = "Wave"

    init() {}

    func perform() async throws -> some IntentResult {
        let waves = HostDefaults.standard.integer(forKey: "waves") + 1
        HostDefaults.standard.set(waves, forKey: "waves")
        return .result()
    }
}
