import Foundation

// What app views a widget shares read from their environment and declare, accepted as a widget's
// views are drawn once and never interact: a namespace for matched geometry, the scene's phase,
// and the actions to open a URL or dismiss a presentation.

/// A namespace for matched geometry effects (`@Namespace var animation`): accepted, a widget does not animate.
@propertyWrapper
public struct Namespace: Sendable {
    /// The namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: UUID
    }

    public let wrappedValue = ID(value: UUID())

    public init() {}
}

extension View {
    /// Matches this view's geometry with another's in `namespace`; accepted, a widget does not animate.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View { self }
}

/// Which geometry a matched effect shares (`.frame`, `.position`, `.size`).
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Where an app's scene is (`@Environment(\.scenePhase)`): a widget is drawn for a scene that is active.
public enum ScenePhase: Hashable, Sendable, Comparable {
    case background, inactive, active
}

/// Opens a URL (`@Environment(\.openURL) var openURL; openURL(url)`): a widget's views never run it; a
/// tap on a `Link` or `widgetURL` opens its URL through the host.
public struct OpenURLAction: Sendable {
    /// What an action handler says about a URL it was given.
    public struct Result: Sendable {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {}

    /// Accepted: a widget's views do not open URLs themselves.
    public func callAsFunction(_ url: URL) {}

    /// Accepted; `completion` hears `false`.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

/// Dismisses the presentation a view is in (`@Environment(\.dismiss)`): a widget presents nothing.
public struct DismissAction: Sendable {
    /// Accepted: there is nothing to dismiss.
    public func callAsFunction() {}
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction(handler: { _ in .systemAction }) }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The phase of the app's scene: `.active`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The action that opens a URL (accepted; see ``OpenURLAction``).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The action that dismisses the current presentation (accepted; see ``DismissAction``).
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// Whether the view is presented (a sheet, a navigation destination): no.
    public var isPresented: Bool { self[IsPresentedKey.self] }
}
