import Foundation

/// A question asked of the health store, as `HKQuery`. Run by ``HKHealthStore/execute(_:)``, every query
/// here fails with ``HKError/Code/errorHealthDataUnavailable``.
public class HKQuery: @unchecked Sendable {
    init() {}

    /// A predicate for samples between `startDate` and `endDate`.
    public static func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(value: true)
    }

    /// Tells the query's handler that it failed with `error`.
    func fail(with error: HKError) {}
}

/// How a sample's dates must fall in a predicate's interval, as `HKQueryOptions`.
public struct HKQueryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

/// What a statistics query computes, as `HKStatisticsOptions`.
public struct HKStatisticsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
}

/// A sum, average, minimum or maximum over samples, as `HKStatistics` (never produced here).
public final class HKStatistics: @unchecked Sendable {
    /// The type the statistics are of.
    public let quantityType: HKQuantityType
    /// The interval's start.
    public let startDate: Date
    /// The interval's end.
    public let endDate: Date

    init(quantityType: HKQuantityType, startDate: Date, endDate: Date) {
        self.quantityType = quantityType
        self.startDate = startDate
        self.endDate = endDate
    }

    public func sumQuantity() -> HKQuantity? { nil }
    public func averageQuantity() -> HKQuantity? { nil }
    public func minimumQuantity() -> HKQuantity? { nil }
    public func maximumQuantity() -> HKQuantity? { nil }
    public func mostRecentQuantity() -> HKQuantity? { nil }
    public func duration() -> HKQuantity? { nil }
}

/// Statistics over the samples matching a predicate, as `HKStatisticsQuery`.
public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    private let handler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    /// A query for `options` over the samples of `quantityType` that `quantitySamplePredicate` matches.
    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
        completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
    ) {
        self.handler = handler
    }

    override func fail(with error: HKError) { handler(self, nil, error) }
}

/// Statistics over the samples matching a predicate, one per interval, as `HKStatisticsCollectionQuery`.
public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    /// Called with the first results.
    public var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    /// Called when the results change.
    public var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    /// A query for `options` over `quantityType`'s samples, in intervals of `intervalComponents` from `anchorDate`.
    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [], anchorDate: Date,
        intervalComponents: DateComponents
    ) {}

    override func fail(with error: HKError) { initialResultsHandler?(self, nil, error) }
}

/// The statistics of each interval of a collection query, as `HKStatisticsCollection` (never produced here).
public final class HKStatisticsCollection: @unchecked Sendable {
    init() {}

    /// The statistics of every interval: none.
    public func statistics() -> [HKStatistics] { [] }

    /// The statistics of the interval containing `date`: `nil`.
    public func statistics(for date: Date) -> HKStatistics? { nil }

    /// Calls `block` for each interval between `startDate` and `endDate`: never.
    public func enumerateStatistics(
        from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {}
}

/// A measurement over an interval, as `HKSample`.
public class HKSample: @unchecked Sendable {
    /// The sample's type.
    public let sampleType: HKSampleType
    /// When the sample starts.
    public let startDate: Date
    /// When the sample ends.
    public let endDate: Date

    init(sampleType: HKSampleType, startDate: Date, endDate: Date) {
        self.sampleType = sampleType
        self.startDate = startDate
        self.endDate = endDate
    }
}

/// A numeric sample, as `HKQuantitySample`.
public final class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The amount measured.
    public let quantity: HKQuantity
    /// The sample's type.
    public var quantityType: HKQuantityType { sampleType as? HKQuantityType ?? HKQuantityType(.stepCount) }

    /// A sample of `quantity` between `startDate` and `endDate`.
    public init(type: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
        self.quantity = quantity
        super.init(sampleType: type, startDate: startDate, endDate: endDate)
    }
}

/// A sample with a category value (a sleep stage), as `HKCategorySample`.
public final class HKCategorySample: HKSample, @unchecked Sendable {
    /// The category value.
    public let value: Int

    /// A sample of `value` between `startDate` and `endDate`.
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date) {
        self.value = value
        super.init(sampleType: type, startDate: startDate, endDate: endDate)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// No limit on a sample query's results.
public let HKObjectQueryNoLimit = 0

/// The samples matching a predicate, as `HKSampleQuery`.
public final class HKSampleQuery: HKQuery, @unchecked Sendable {
    private let handler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    /// A query for up to `limit` samples of `sampleType` that `predicate` matches, sorted by `sortDescriptors`.
    public init(
        sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
        resultsHandler handler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
    ) {
        self.handler = handler
    }

    override func fail(with error: HKError) { handler(self, nil, error) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sorts samples by their start date.
public let HKSampleSortIdentifierStartDate = "startDate"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sorts samples by their end date.
public let HKSampleSortIdentifierEndDate = "endDate"
