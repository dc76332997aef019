import Foundation

/// Reads and writes health data, as `HKHealthStore`. There is no health database on this platform:
/// ``isHealthDataAvailable()`` is `false`, and asking for authorization or running a query fails with
/// ``HKError/Code/errorHealthDataUnavailable``, as on a device without HealthKit.
public final class HKHealthStore: @unchecked Sendable {
    /// A store (with no data behind it).
    public init() {}

    /// Whether the device has health data: `false` here.
    public static func isHealthDataAvailable() -> Bool { false }

    /// Whether the app may write samples of `type`: `.sharingDenied`, as there is no health database here.
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .sharingDenied }

    /// Asks to share and read `typesToShare` and `typesToRead`: `completion` hears that health data is unavailable.
    public func requestAuthorization(
        toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
        completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        completion(false, Self.unavailable("requestAuthorization(toShare:read:)"))
    }

    /// Asks to share and read `typesToShare` and `typesToRead`: throws ``HKError/Code/errorHealthDataUnavailable``.
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        throw Self.unavailable("requestAuthorization(toShare:read:)")
    }

    /// Runs `query`: its handler hears ``HKError/Code/errorHealthDataUnavailable``, on another thread.
    public func execute(_ query: HKQuery) {
        let error = Self.unavailable("execute(\(type(of: query)))")
        DispatchQueue.global(qos: .userInitiated).async { query.fail(with: error) }
    }

    /// Stops `query`.
    public func stop(_ query: HKQuery) {}

    /// Enables background delivery of `type`: `completion` hears that health data is unavailable.
    public func enableBackgroundDelivery(
        for type: HKObjectType, frequency: HKUpdateFrequency, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        completion(false, Self.unavailable("enableBackgroundDelivery(for:frequency:)"))
    }

    /// The error every operation fails with, after the host's log says why.
    static func unavailable(_ operation: String) -> HKError {
        WidgetLog.warning("HKHealthStore.\(operation): there is no health data on this platform")
        return HKError(.errorHealthDataUnavailable)
    }
}

/// Whether the app may write a type of sample, as `HKAuthorizationStatus`.
public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case sharingDenied = 1
    case sharingAuthorized = 2
}

/// How often background delivery wakes the app, as `HKUpdateFrequency`.
public enum HKUpdateFrequency: Int, Sendable {
    case immediate = 1
    case hourly = 2
    case daily = 3
    case weekly = 4
}

/// A HealthKit error, as `HKError`.
public struct HKError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case errorHealthDataUnavailable = 1
        case errorHealthDataRestricted = 2
        case errorInvalidArgument = 3
        case errorAuthorizationDenied = 4
        case errorAuthorizationNotDetermined = 5
        case errorNoData = 11
    }

    /// What went wrong.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// The device has no health data.
    public static let errorHealthDataUnavailable = Code.errorHealthDataUnavailable
    /// The person did not allow access.
    public static let errorAuthorizationDenied = Code.errorAuthorizationDenied
    /// No data matched the query.
    public static let errorNoData = Code.errorNoData

    public var description: String { "HKError(\(code))" }
}
