import Foundation

/// A widget people have added, as WidgetKit's `WidgetInfo`: what ``WidgetCenter/currentConfigurations()`` and a
/// ``WidgetPushHandler`` are told about. A plugin is not told which of its widgets are added here (the host keeps
/// its instances), so the lists it gets are empty.
public struct WidgetInfo: Sendable {
    /// The widget's kind.
    public let kind: String
    /// The family it is shown in.
    public let family: WidgetFamily

    /// The configuration intent of `type` the widget holds; `nil`, as a plugin sees no instance's values here.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self) -> Intent? { nil }
}

/// The push token for widget reloads, as WidgetKit's `WidgetPushInfo` (iOS 26). This platform has no push service.
public struct WidgetPushInfo: Sendable {
    /// The token a server sends pushes to.
    public let token: Data
}

/// Told when the push token of a plugin's widgets changes, as WidgetKit's `WidgetPushHandler` (iOS 26). There is no
/// push service on this platform, so it is never told; the host reloads widgets on their timelines' policies.
public protocol WidgetPushHandler {
    /// A handler; the system makes one when the token changes.
    init()
    /// The token changed for `widgets`.
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

/// Told when the push tokens of a plugin's controls change, as WidgetKit's `ControlPushHandler` (iOS 18). Never
/// told here: controls are listed as not supported on this platform.
public protocol ControlPushHandler {
    /// A handler.
    init()
    /// The tokens changed for `controls`.
    func pushTokensDidChange(controls: [ControlInfo])
}

/// A control people have added, as WidgetKit's `ControlInfo`: never listed here.
public struct ControlInfo: Sendable {
    /// The control's kind.
    public let kind: String
    /// Its push token, if it has one.
    public let pushInfo: ControlPushInfo?
}

/// A control's push token, as WidgetKit's `ControlPushInfo`.
public struct ControlPushInfo: Sendable {
    /// The token a server sends pushes to.
    public let token: Data
}

extension WidgetConfiguration {
    /// Opts the widget into push reloads with `pushHandlerType` (iOS 26). Accepted; there is no push service here,
    /// so the handler is never made and the widget reloads on its timeline's policy.
    public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> some WidgetConfiguration { self }
}

extension ControlWidgetConfiguration {
    /// Opts the control into push updates with `pushHandlerType`. Accepted; controls are not shown here.
    public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> some ControlWidgetConfiguration { self }
}

extension WidgetCenter {
    /// The widgets of this plugin people have added, as WidgetKit's `currentConfigurations()`: empty here, where
    /// the host, not the plugin, keeps the instances (the host's log says so).
    public func currentConfigurations() async throws -> [WidgetInfo] {
        WidgetLog.info("WidgetCenter.currentConfigurations: a plugin is not told which of its widgets are added; none listed")
        return []
    }

    /// ``currentConfigurations()`` with a completion handler, as WidgetKit's `getCurrentConfigurations(_:)`.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        WidgetLog.info("WidgetCenter.getCurrentConfigurations: a plugin is not told which of its widgets are added; none listed")
        completion(.success([]))
    }

    /// The push token for widget reloads (iOS 26): `nil`, as no widget is configured for push on this platform.
    public var currentPushInfo: WidgetPushInfo? {
        get async { nil }
    }
}
