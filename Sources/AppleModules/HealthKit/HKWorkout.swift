import Foundation

/// A workout, as `HKWorkout`: a sample with an activity, a duration and its totals. The store here holds
/// none (queries fail with ``HKError/Code/errorHealthDataUnavailable``); code and previews may make their own.
public final class HKWorkout: HKSample, @unchecked Sendable {
    /// What the workout was.
    public let workoutActivityType: HKWorkoutActivityType
    /// How long it lasted, in seconds.
    public let duration: TimeInterval
    /// The energy it burned, if known.
    public let totalEnergyBurned: HKQuantity?
    /// The distance it covered, if known.
    public let totalDistance: HKQuantity?

    /// A workout of `activityType` between `startDate` and `endDate`.
    public init(
        activityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date, duration: TimeInterval = 0,
        totalEnergyBurned: HKQuantity? = nil, totalDistance: HKQuantity? = nil, metadata: [String: Any]? = nil
    ) {
        workoutActivityType = activityType
        self.duration = duration > 0 ? duration : endDate.timeIntervalSince(startDate)
        self.totalEnergyBurned = totalEnergyBurned
        self.totalDistance = totalDistance
        super.init(sampleType: HKObjectType.workoutType(), startDate: startDate, endDate: endDate)
    }
}

/// What a workout was, as `HKWorkoutActivityType` (HealthKit's raw values).
public enum HKWorkoutActivityType: UInt, Sendable, CaseIterable {
    case americanFootball = 1, crossTraining = 11, cycling = 13, dance = 14, elliptical = 16, functionalStrengthTraining = 20
    case golf = 21, hiking = 24, mindAndBody = 29, rowing = 35, running = 37, soccer = 41, stairClimbing = 44, swimming = 46
    case tennis = 48, traditionalStrengthTraining = 50, walking = 52, yoga = 57, coreTraining = 59, highIntensityIntervalTraining = 63
    case pilates = 66, mixedCardio = 73, cardioDance = 77, socialDance = 78, pickleball = 79, cooldown = 80, other = 3000
}

extension HKQuery {
    /// A predicate for the workouts of `activityType`.
    public static func predicateForWorkouts(with activityType: HKWorkoutActivityType) -> NSPredicate { NSPredicate(value: true) }

    /// A predicate for the workouts that lasted `duration` seconds compared by `operatorType`.
    public static func predicateForWorkouts(with operatorType: NSComparisonPredicate.Operator, duration: TimeInterval) -> NSPredicate {
        NSPredicate(value: true)
    }
}

extension NSSortDescriptor {
    /// A sort descriptor by the key `key` (`NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)`),
    /// which Foundation on Linux lacks (it has no key-value coding): for the health store's queries, which here
    /// return nothing to sort. It sorts nothing itself.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \HKSample.startDate, ascending: ascending)
    }
}
