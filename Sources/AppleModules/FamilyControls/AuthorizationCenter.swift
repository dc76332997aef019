import Foundation

/// Screen Time authorization, as FamilyControls' `AuthorizationCenter`: always `.denied` on this platform, and
/// asking for it throws ``FamilyControlsError/restricted``.
public final class AuthorizationCenter: @unchecked Sendable {
    /// The one center.
    public static let shared = AuthorizationCenter()

    /// Whether the app may use Screen Time: `.denied` here.
    public var authorizationStatus: AuthorizationStatus { .denied }

    private init() {}

    /// Asks for authorization: throws ``FamilyControlsError/restricted`` (there is no Screen Time here).
    public func requestAuthorization(for member: FamilyControlsMember) async throws {
        WidgetLog.warning("AuthorizationCenter.requestAuthorization: there is no Screen Time on this platform")
        throw FamilyControlsError.restricted
    }

    /// Gives authorization up.
    public func revokeAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
        completionHandler(.success(()))
    }
}

/// Whether the app may use Screen Time.
public enum AuthorizationStatus: Sendable {
    case notDetermined, denied, approved
}

/// Who the authorization is for.
public enum FamilyControlsMember: Sendable {
    case individual, child
}

/// Why Screen Time refused.
public enum FamilyControlsError: Error, Sendable {
    case restricted, unavailable, invalidAccountType, invalidArgument, authorizationConflict, authorizationCanceled, networkError
}

/// What someone chose in the activity picker: never anything here.
public struct FamilyActivitySelection: Codable, Hashable, Sendable {
    public var applicationTokens: Set<ApplicationToken> = []
    public var categoryTokens: Set<ActivityCategoryToken> = []
    public var webDomainTokens: Set<WebDomainToken> = []
    public var includeEntireCategory = false

    public init() {}

    public init(includeEntireCategory: Bool) { self.includeEntireCategory = includeEntireCategory }
}
