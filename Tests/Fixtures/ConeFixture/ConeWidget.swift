import WidgetSDK

// A test plugin (Swift SDK) for API of iOS 17 widgets: a required entity parameter without a
// default (the host takes its query's `defaultResult()` when none is given, as a new instance
// does), a disabled button (drawn, not tappable), a timer progress bar, an empty state, and content
// margins disabled (drawn from the widget's top-leading corner).

struct ConeEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Cone", numericFormat: "\(placeholder: .int) cones")
    static let defaultQuery = ConeQuery()
    let id: String
    @Property(title: "Scoops") var scoops: Int
    init(id: String, scoops: Int = 1) {
        self.id = id
        self.scoops = scoops
    }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct ConeQuery: EntityQuery {
    static let cones = ["waffle", "sugar", "cake"]

    func entities(for identifiers: [String]) async throws -> [ConeEntity] {
        identifiers.filter(Self.cones.contains).map { ConeEntity(id: $0) }
    }

    func suggestedEntities() async throws -> [ConeEntity] { Self.cones.map { ConeEntity(id: $0) } }

    func defaultResult() async -> ConeEntity? { ConeEntity(id: "sugar") }
}

struct ConfigureCone: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Cone"
    @Parameter(title: "Cone") var cone: ConeEntity
}

/// Counts licks; the widget's Lick button is disabled, so it is never performed by a tap.
struct LickIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Lick"
    static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed
    func perform() async throws -> some IntentResult {
        HostDefaults.standard.set(HostDefaults.standard.integer(forKey: "licks") + 1, forKey: "licks")
        return .result()
    }
}

struct ConeEntry: TimelineEntry {
    let date: Date
    let cone: String
}

struct ConeProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ConeEntry { ConeEntry(date: WidgetClock.now, cone: "") }

    func snapshot(for configuration: ConfigureCone, in context: Context) async -> ConeEntry {
        ConeEntry(date: WidgetClock.now, cone: configuration.cone.id)
    }

    func timeline(for configuration: ConfigureCone, in context: Context) async -> Timeline<ConeEntry> {
        Timeline(entries: [ConeEntry(date: WidgetClock.now, cone: configuration.cone.id)], policy: .never)
    }
}

struct ConeView: View {
    let entry: ConeEntry

    var body: some View {
        if entry.cone.isEmpty {
            ContentUnavailableView("No cone", systemImage: "cone", description: Text("Pick one"))
        } else {
            VStack {
                Text("\(Image(systemName: "timer")) A \(entry.cone) cone").monospaced()
                ProgressView(timerInterval: entry.date...entry.date.addingTimeInterval(600)) { Text("Melting") }
                Button("Lick", intent: LickIntent()).disabled(true)
                Button("Lick anyway", intent: LickIntent())
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

struct ConeWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Cone", intent: ConfigureCone.self, provider: ConeProvider()) { entry in
            ConeView(entry: entry)
        }
        .configurationDisplayName("Cone")
        .supportedFamilies([.systemSmall])
        .contentMarginsDisabled()
    }
}

/// iOS 18 controls, which the bundle lists beside its widget: not supported on this platform.
struct ScoopControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "scoop") {
            ControlWidgetButton(action: LickIntent()) { Label("Lick", systemImage: "hand.tap") }
        }
        .displayName("Lick")
    }
}

struct FreezerProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { true }
}

struct FreezeIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Freeze"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct FreezerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "freezer", provider: FreezerProvider()) { isOn in
            if isOn {
                ControlWidgetToggle("Freezer", isOn: isOn, action: FreezeIntent()) { on in
                    Label(on ? "On" : "Off", systemImage: "snowflake")
                }
                .controlWidgetActionHint("Thaw")
            } else {
                ControlWidgetToggle(isOn: isOn, action: FreezeIntent()) { Label("Freezer", systemImage: "snowflake") }
                    .tint(.blue)
            }
        }
        .description("Keeps the cones cold")
    }
}

struct ConeWidgets: WidgetBundle {
    var body: some Widget {
        ConeWidget()
        ScoopControl()
        FreezerControl()
    }
}

@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer { exportPlugin(ConeWidgets.self) }
