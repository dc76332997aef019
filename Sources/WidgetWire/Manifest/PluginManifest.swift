/// Everything a plugin offers, as its `get_manifest` entry point returns it.
///
/// A Swift SDK plugin derives it from its Swift types; a C plugin writes it by
/// hand. The host validates it before it calls any handler.
public struct PluginManifest: Codable, Hashable, Sendable {
    /// Who the plugin is.
    public var plugin: PluginInfo
    /// The widgets, one per `kind`.
    public var widgets: [WidgetDescriptor]
    /// Every intent: configuration intents and interactive (Button/Toggle) intents.
    public var intents: [IntentDescriptor]
    /// Entity types that parameters can refer to.
    public var entities: [EntityDescriptor]
    /// Enum types that parameters can refer to.
    public var enums: [EnumDescriptor]
    /// Widgets of the plugin's bundle that this platform cannot run (a Live Activity), so that a
    /// host can say so; they have no kind and no handlers. Left out of the JSON when empty.
    public var unsupportedWidgets: [UnsupportedWidgetDescriptor]

    public init(
        plugin: PluginInfo,
        widgets: [WidgetDescriptor] = [],
        intents: [IntentDescriptor] = [],
        entities: [EntityDescriptor] = [],
        enums: [EnumDescriptor] = [],
        unsupportedWidgets: [UnsupportedWidgetDescriptor] = []
    ) {
        self.plugin = plugin
        self.widgets = widgets
        self.intents = intents
        self.entities = entities
        self.enums = enums
        self.unsupportedWidgets = unsupportedWidgets
    }

    enum CodingKeys: String, CodingKey { case plugin, widgets, intents, entities, enums, unsupportedWidgets }

    /// Decodes a manifest; every list defaults to empty, so a plugin leaves out what it does not offer.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        plugin = try container.decode(PluginInfo.self, forKey: .plugin)
        widgets = try container.decodeIfPresent([WidgetDescriptor].self, forKey: .widgets) ?? []
        intents = try container.decodeIfPresent([IntentDescriptor].self, forKey: .intents) ?? []
        entities = try container.decodeIfPresent([EntityDescriptor].self, forKey: .entities) ?? []
        enums = try container.decodeIfPresent([EnumDescriptor].self, forKey: .enums) ?? []
        unsupportedWidgets = try container.decodeIfPresent([UnsupportedWidgetDescriptor].self, forKey: .unsupportedWidgets) ?? []
    }

    /// Encodes the manifest; `unsupportedWidgets` only when there are some.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(plugin, forKey: .plugin)
        try container.encode(widgets, forKey: .widgets)
        try container.encode(intents, forKey: .intents)
        try container.encode(entities, forKey: .entities)
        try container.encode(enums, forKey: .enums)
        if !unsupportedWidgets.isEmpty { try container.encode(unsupportedWidgets, forKey: .unsupportedWidgets) }
    }

    /// The widget of `kind`, if the plugin has one.
    public func widget(kind: String) -> WidgetDescriptor? { widgets.first { $0.kind == kind } }
    /// The intent with identifier `id`, if the plugin has one.
    public func intent(id: String) -> IntentDescriptor? { intents.first { $0.id == id } }
    /// The entity type with identifier `id`, if the plugin has one.
    public func entity(id: String) -> EntityDescriptor? { entities.first { $0.id == id } }
    /// The enum type with identifier `id`, if the plugin has one.
    public func enumType(id: String) -> EnumDescriptor? { enums.first { $0.id == id } }
}

/// Who a plugin is.
public struct PluginInfo: Codable, Hashable, Sendable {
    /// A stable identifier, reverse-DNS style (`dev.widgethost.counter`).
    public var id: String
    /// A name for people.
    public var name: String
    /// The plugin's own version.
    public var version: String
    /// What built the manifest (`WidgetSDK 1.0`, `C`).
    public var sdk: String?

    public init(id: String, name: String, version: String, sdk: String? = nil) {
        self.id = id
        self.name = name
        self.version = version
        self.sdk = sdk
    }
}
