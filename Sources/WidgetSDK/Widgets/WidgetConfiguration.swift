/// What a widget is: its kind, provider and views, and how a gallery shows it.
///
/// Build one with ``StaticConfiguration``, ``AppIntentConfiguration`` or
/// ``IntentConfiguration`` and adjust it with modifiers such as
/// ``configurationDisplayName(_:)-(LocalizedStringResource)`` and ``supportedFamilies(_:)``.
public protocol WidgetConfiguration {
    /// The widgets this configuration defines, if the SDK made it; asked instead of a cast, which
    /// scans every loaded image's conformance records the first time after each library load.
    /// Provided by the SDK's configurations: not for plugins to implement.
    var _widgetDefinitions: _WidgetDefinitions? { get }
}

extension WidgetConfiguration {
    /// None: only the SDK's configurations define widgets.
    public var _widgetDefinitions: _WidgetDefinitions? { nil }
}

/// A configuration with modifiers applied.
public struct _ModifiedWidgetConfiguration: WidgetConfiguration, WidgetDefinitionsProviding {
    let definitions: [WidgetDefinition]
    var unsupportedWidgets: [UnsupportedWidget] = []

    public var _widgetDefinitions: _WidgetDefinitions? { _WidgetDefinitions(self) }
}

/// Where a widget can be placed; used by ``WidgetConfiguration/disfavoredLocations(_:for:)``.
public struct WidgetLocation: Hashable, Sendable {
    let name: String

    /// The Home Screen.
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation(name: "standBy")
    /// iPhone widgets shown on a Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    /// CarPlay.
    public static let carPlay = WidgetLocation(name: "carPlay")
}

extension WidgetConfiguration {
    /// The name a gallery shows for the widget. Without it, the configuration intent's title (or the kind) is used.
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
        modified { $0.displayName = displayName.defaultValue }
    }

    /// The name a gallery shows for the widget.
    public func configurationDisplayName<Name: StringProtocol>(_ displayName: Name) -> some WidgetConfiguration {
        modified { $0.displayName = String(displayName) }
    }

    /// The name a gallery shows for the widget, from a localized string key
    /// (`let name: LocalizedStringKey = "Quote of the Day"`). There are no string tables on Linux:
    /// the key shows as written, interpolations resolved.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        modified { $0.displayName = displayNameKey.text(in: EnvironmentValues()) }
    }

    /// The name a gallery shows for the widget, from a text's characters (its styling is dropped).
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        modified { $0.displayName = displayName.plainText(in: EnvironmentValues()) }
    }

    /// The description a gallery shows. Without it, the configuration intent's description is used.
    public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
        modified { $0.description = description.defaultValue }
    }

    /// The description a gallery shows.
    public func description<Description: StringProtocol>(_ description: Description) -> some WidgetConfiguration {
        modified { $0.description = String(description) }
    }

    /// The description a gallery shows, from a localized string key, shown as written.
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        modified { $0.description = descriptionKey.text(in: EnvironmentValues()) }
    }

    /// The description a gallery shows, from a text's characters (its styling is dropped).
    public func description(_ description: Text) -> some WidgetConfiguration {
        modified { $0.description = description.plainText(in: EnvironmentValues()) }
    }

    /// The families the widget supports. Without it: systemSmall, systemMedium and systemLarge.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.families = families }
    }

    /// Removes the default content margins. Recorded; the host's renderers decide margins.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// Whether places that show no container background may remove it. Recorded only.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }

    /// Asks the host to open the configuration when the widget is added. Recorded only.
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }

    /// Handles the events of a background `URLSession` the widget started. Accepted and never called: a
    /// session made with `URLSessionConfiguration.background(withIdentifier:)` runs its requests as any other.
    public func onBackgroundURLSessionEvents(
        matching matchingString: String? = nil, _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        modified { _ in }
    }

    /// Places where the widget should rather not appear, for the given families. Recorded only.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { definition in
            for family in families {
                definition.disfavoredLocations[family, default: []] += locations
            }
        }
    }

    private func modified(_ change: (inout WidgetDefinition) -> Void) -> _ModifiedWidgetConfiguration {
        let provider = _widgetDefinitions
        var definitions = provider?.definitions ?? []
        for index in definitions.indices {
            change(&definitions[index])
        }
        return _ModifiedWidgetConfiguration(definitions: definitions, unsupportedWidgets: provider?.unsupportedWidgets ?? [])
    }
}
