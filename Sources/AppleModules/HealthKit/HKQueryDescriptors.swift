import Foundation

/// The samples of a type that a predicate matches, for the async query descriptors, as `HKSamplePredicate`.
public struct HKSamplePredicate<Sample>: @unchecked Sendable {
    /// The sample type.
    public let sampleType: HKSampleType
    /// The predicate, if any.
    public let nsPredicate: NSPredicate?
}

extension HKSamplePredicate where Sample == HKQuantitySample {
    /// The samples of `type` that `predicate` matches.
    public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKQuantitySample> {
        HKSamplePredicate(sampleType: type, nsPredicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKCategorySample {
    /// The samples of `type` that `predicate` matches.
    public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKCategorySample> {
        HKSamplePredicate(sampleType: type, nsPredicate: predicate)
    }
}

/// Statistics over the samples a predicate matches, asked with `await`, as `HKStatisticsQueryDescriptor`.
public struct HKStatisticsQueryDescriptor: Sendable {
    /// The samples.
    public let predicate: HKSamplePredicate<HKQuantitySample>
    /// What to compute.
    public let options: HKStatisticsOptions

    /// A descriptor for `options` over the samples `predicate` matches.
    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions) {
        self.predicate = predicate
        self.options = options
    }

    /// The statistics: throws ``HKError/Code/errorHealthDataUnavailable``.
    public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? {
        throw HKHealthStore.unavailable("HKStatisticsQueryDescriptor.result(for:)")
    }
}

/// The samples the predicates match, asked with `await`, as `HKSampleQueryDescriptor`.
public struct HKSampleQueryDescriptor<Sample>: @unchecked Sendable {
    /// The samples.
    public let predicates: [HKSamplePredicate<Sample>]
    /// How many at most.
    public let limit: Int?

    /// A descriptor for up to `limit` samples that `predicates` match, sorted by `sortDescriptors`.
    public init(predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil) {
        self.predicates = predicates
        self.limit = limit
    }

    /// The samples: throws ``HKError/Code/errorHealthDataUnavailable``.
    public func result(for healthStore: HKHealthStore) async throws -> [Sample] {
        throw HKHealthStore.unavailable("HKSampleQueryDescriptor.result(for:)")
    }
}
