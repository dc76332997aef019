/// An intent that starts, updates or ends a Live Activity. On iOS it runs in the app's process;
/// here, as every intent, it runs in the plugin, and a widget's `Button(intent:)` takes it.
///
/// ```swift
/// struct StartTimerIntent: LiveActivityIntent {
///     static var title: LocalizedStringResource = "Start timer"
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol LiveActivityIntent: AppIntent {}

/// An intent that plays audio. Runs in the plugin like any intent; WidgetHost plays no audio for it.
public protocol AudioPlaybackIntent: AppIntent {}

/// An intent that records audio. Runs in the plugin like any intent; WidgetHost records no audio for it.
public protocol AudioRecordingIntent: AppIntent {}

/// An intent that may ask to continue in the foreground. There is no app to bring forward on Linux,
/// so it runs to the end in the plugin.
public protocol ForegroundContinuableIntent: AppIntent {}

/// An intent that opens a URL when it finishes. Runs in the plugin like any intent; WidgetHost
/// opens nothing.
public protocol OpenIntent: AppIntent {}

/// An App Intent Xcode migrated from a SiriKit custom intent (an `.intentdefinition` widget's
/// configuration): `intentClassName` names the SiriKit class it replaces, so iOS keeps the widgets
/// people configured. Recorded here; the intent runs and configures like any other.
///
/// ```swift
/// struct SelectServerIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
///     static let intentClassName = "ServerSelectIntent"
///     static var title: LocalizedStringResource = "Select Server"
/// }
/// ```
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The name of the SiriKit intent class this intent replaces.
    static var intentClassName: String { get }
}

/// Who may run an intent on a locked device (`static var authenticationPolicy`).
///
/// WidgetHost has no device lock: it records the policy and runs every intent.
public enum IntentAuthenticationPolicy: Hashable, Sendable {
    /// Anyone may run the intent.
    case alwaysAllowed
    /// The device must be unlocked.
    case requiresAuthentication
    /// The device must be unlocked on this device itself.
    case requiresLocalDeviceAuthentication
}

/// An error whose message is a localized resource: what a failed `perform` reports.
///
/// ```swift
/// enum ChoreError: Error, CustomLocalizedStringResourceConvertible {
///     case notFound
///     var localizedStringResource: LocalizedStringResource { "That chore is gone" }
/// }
/// ```
public protocol CustomLocalizedStringResourceConvertible {
    /// The message, as a resource.
    var localizedStringResource: LocalizedStringResource { get }
}
