import Testing

/// A widget of the iOS corpus and what iOS would show in each of its families.
struct CorpusWidget: Sendable {
    /// A configuration and texts the widget then shows in its first family.
    struct Configured: Sendable {
        var parameters: [String]
        var texts: [String]
    }

    var kind: String
    var displayName: String
    /// For each family the widget supports, texts its rendering contains (default configuration, empty state).
    var families: KeyValuePairs<String, [String]>
    var configured: Configured?

    init(_ kind: String, _ displayName: String, _ families: KeyValuePairs<String, [String]>, configured: Configured? = nil) {
        self.kind = kind
        self.displayName = displayName
        self.families = families
        self.configured = configured
    }
}

/// An extension of the iOS corpus: its widgets, and the names of its named `#Preview`s.
struct CorpusExtension: Sendable, CustomTestStringConvertible {
    var name: String
    var widgets: [CorpusWidget]
    var namedPreviews: [String]

    var testDescription: String { name }
}

/// What each extension of `Tests/IOSCorpus` shows, as its iOS code says.
enum CorpusCatalog {
    static let extensions: [CorpusExtension] = [
        CorpusExtension(
            name: "TodoList",
            widgets: [
                CorpusWidget(
                    "TodoListWidget", "To-Do List", ["systemMedium": ["To-Do", "0 of 0 done"], "systemLarge": ["To-Do", "0 of 0 done"]]),
                CorpusWidget("TodoProgressWidget", "Progress", ["accessoryCircular": ["0"]]),
            ],
            namedPreviews: ["Task row"]),
        CorpusExtension(
            name: "WaterTracker",
            widgets: [
                CorpusWidget(
                    "WaterTrackerWidget", "Water",
                    ["systemSmall": ["0 of 8", "Add Glass"], "systemMedium": ["Hydration", "0 of 8 glasses", "Add Glass"]])
            ],
            namedPreviews: ["Wave"]),
        CorpusExtension(
            name: "LockScreenGauges",
            widgets: [
                CorpusWidget(
                    "StepsWidget", "Steps",
                    [
                        "accessoryCircular": ["0"], "accessoryRectangular": ["Steps", "0 of 10000"], "accessoryInline": ["0 steps"],
                        "systemSmall": ["Steps", "0"],
                    ]),
                CorpusWidget(
                    "EnergyWidget", "Move",
                    ["accessoryCircular": ["0", "500"], "accessoryRectangular": ["Move", "0 kcal"], "accessoryInline": ["0 of 500 kcal"]]),
            ],
            namedPreviews: []),
        CorpusExtension(
            name: "DeliveryActivity",
            widgets: [
                CorpusWidget("DeliveryStatusWidget", "Deliveries", ["systemSmall": ["No deliveries"], "systemMedium": ["No deliveries"]])
            ],
            namedPreviews: ["Notification", "Compact"]),
        CorpusExtension(
            name: "TapCounter",
            widgets: [CorpusWidget("TapCounterWidget", "Tap Counter", ["systemSmall": ["Count: 0", "Tap"], "accessoryCircular": ["0"]])],
            namedPreviews: ["Notification"]),
        CorpusExtension(
            name: "Countdown",
            widgets: [
                CorpusWidget(
                    "CountdownWidget", "Countdown", ["systemSmall": ["VACATION", "to go"], "accessoryRectangular": ["Vacation"]],
                    configured: .init(parameters: ["eventName=Launch", "eventDate=2099-01-01"], texts: ["LAUNCH", "days to go"]))
            ],
            namedPreviews: []),
        CorpusExtension(
            name: "QuoteOfTheDay",
            widgets: [
                CorpusWidget(
                    "QuoteWidget", "Quote of the Day", ["systemSmall": ["Inspiration"], "systemMedium": ["Inspiration"]],
                    configured: .init(parameters: ["category=Humor"], texts: ["Humor"]))
            ],
            namedPreviews: []),
        CorpusExtension(
            name: "WeatherNow",
            widgets: [
                CorpusWidget(
                    "WeatherNowWidget", "Weather Now", ["systemSmall": ["Cupertino"], "systemMedium": ["Cupertino", "Updated"]],
                    configured: .init(parameters: ["city=tokyo"], texts: ["Tokyo"]))
            ],
            namedPreviews: []),
        CorpusExtension(
            name: "HabitStreak",
            widgets: [
                CorpusWidget(
                    "HabitStreakWidget", "Habit Streak",
                    ["systemLarge": ["0-day streak", "Mark done"], "systemMedium": ["0-day streak", "Mark done"]])
            ],
            namedPreviews: ["Grid"]),
        CorpusExtension(
            name: "MoonPhase",
            widgets: [
                CorpusWidget(
                    "MoonPhaseWidget", "Moon Phase", ["systemSmall": ["illuminated"], "systemMedium": ["illuminated", "Full moon"]])
            ],
            namedPreviews: ["Moon"]),
        CorpusExtension(
            name: "ParkingSpot",
            widgets: [CorpusWidget("ParkingSpotWidget", "Parking Spot", ["systemSmall": ["Park Here"]])],
            namedPreviews: []),
        CorpusExtension(
            name: "WorkoutComplications",
            widgets: [
                CorpusWidget(
                    "WorkoutComplications", "Exercise",
                    [
                        "accessoryCorner": ["30"], "accessoryCircular": ["0"], "accessoryRectangular": ["Exercise", "0 of 30 min"],
                        "accessoryInline": ["0 min exercise"],
                    ])
            ],
            namedPreviews: []),
    ]
}
