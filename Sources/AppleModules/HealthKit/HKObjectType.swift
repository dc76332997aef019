import Foundation

/// A kind of health data, as `HKObjectType`: compared by its identifier.
public class HKObjectType: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The type's identifier, such as `HKQuantityTypeIdentifierStepCount`.
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
    }

    /// The quantity type `identifier` names.
    public static func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier)
    }

    /// The category type `identifier` names.
    public static func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier)
    }

    /// The type of workouts.
    public static func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }

    /// The type of the daily activity summary (the rings).
    public static func activitySummaryType() -> HKObjectType { HKObjectType(identifier: "HKActivitySummaryTypeIdentifier") }

    public var description: String { identifier }

    public static func == (lhs: HKObjectType, rhs: HKObjectType) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// A kind of sample, as `HKSampleType`.
public class HKSampleType: HKObjectType, @unchecked Sendable {}

/// A kind of numeric sample (steps, distance, heart rate), as `HKQuantityType`.
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// The quantity type `identifier` names.
    public init(_ identifier: HKQuantityTypeIdentifier) {
        super.init(identifier: identifier.rawValue)
    }
}

/// A kind of sample with a category value (sleep, mindful minutes), as `HKCategoryType`.
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// The category type `identifier` names.
    public init(_ identifier: HKCategoryTypeIdentifier) {
        super.init(identifier: identifier.rawValue)
    }
}

/// The type of workouts, as `HKWorkoutType`.
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// The name of a quantity type, as `HKQuantityTypeIdentifier`.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let stepCount = Self(rawValue: "HKQuantityTypeIdentifierStepCount")
    public static let distanceWalkingRunning = Self(rawValue: "HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let distanceCycling = Self(rawValue: "HKQuantityTypeIdentifierDistanceCycling")
    public static let distanceSwimming = Self(rawValue: "HKQuantityTypeIdentifierDistanceSwimming")
    public static let flightsClimbed = Self(rawValue: "HKQuantityTypeIdentifierFlightsClimbed")
    public static let activeEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let basalEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierBasalEnergyBurned")
    public static let appleExerciseTime = Self(rawValue: "HKQuantityTypeIdentifierAppleExerciseTime")
    public static let appleStandTime = Self(rawValue: "HKQuantityTypeIdentifierAppleStandTime")
    public static let appleMoveTime = Self(rawValue: "HKQuantityTypeIdentifierAppleMoveTime")
    public static let heartRate = Self(rawValue: "HKQuantityTypeIdentifierHeartRate")
    public static let restingHeartRate = Self(rawValue: "HKQuantityTypeIdentifierRestingHeartRate")
    public static let walkingHeartRateAverage = Self(rawValue: "HKQuantityTypeIdentifierWalkingHeartRateAverage")
    public static let heartRateVariabilitySDNN = Self(rawValue: "HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
    public static let oxygenSaturation = Self(rawValue: "HKQuantityTypeIdentifierOxygenSaturation")
    public static let respiratoryRate = Self(rawValue: "HKQuantityTypeIdentifierRespiratoryRate")
    public static let bodyMass = Self(rawValue: "HKQuantityTypeIdentifierBodyMass")
    public static let bodyMassIndex = Self(rawValue: "HKQuantityTypeIdentifierBodyMassIndex")
    public static let height = Self(rawValue: "HKQuantityTypeIdentifierHeight")
    public static let dietaryWater = Self(rawValue: "HKQuantityTypeIdentifierDietaryWater")
    public static let dietaryEnergyConsumed = Self(rawValue: "HKQuantityTypeIdentifierDietaryEnergyConsumed")
    public static let dietaryCaffeine = Self(rawValue: "HKQuantityTypeIdentifierDietaryCaffeine")
    public static let vo2Max = Self(rawValue: "HKQuantityTypeIdentifierVO2Max")
}

/// The name of a category type, as `HKCategoryTypeIdentifier`.
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let sleepAnalysis = Self(rawValue: "HKCategoryTypeIdentifierSleepAnalysis")
    public static let mindfulSession = Self(rawValue: "HKCategoryTypeIdentifierMindfulSession")
    public static let appleStandHour = Self(rawValue: "HKCategoryTypeIdentifierAppleStandHour")
}
