import Foundation
import HealthKit
import Testing

/// `import HealthKit` builds as step and ring widgets write it; there is no health data here, as on an
/// iPad, so their queries fail and they draw their no-data state.
struct HealthKitTests {
    @Test func thereIsNoHealthDataAndQueriesSaySo() async throws {
        #expect(!HKHealthStore.isHealthDataAvailable())
        let store = HKHealthStore()
        let steps = try #require(HKQuantityType.quantityType(forIdentifier: .stepCount))
        #expect(steps == HKQuantityType(.stepCount) && store.authorizationStatus(for: steps) == .sharingDenied)
        await #expect(throws: HKError.self) {
            try await store.requestAuthorization(toShare: [], read: [steps, HKObjectType.workoutType()])
        }
        let predicate = HKQuery.predicateForSamples(withStart: Calendar.current.startOfDay(for: .now), end: .now, options: .strictStartDate)
        let error: HKError? = await withCheckedContinuation { continuation in
            let query = HKStatisticsQuery(quantityType: steps, quantitySamplePredicate: predicate, options: .cumulativeSum) {
                _, result, error in
                #expect(result?.sumQuantity() == nil)
                continuation.resume(returning: error as? HKError)
            }
            store.execute(query)
        }
        #expect(error?.code == .errorHealthDataUnavailable)
        let descriptor = HKStatisticsQueryDescriptor(predicate: .quantitySample(type: steps, predicate: predicate), options: .cumulativeSum)
        await #expect(throws: HKError.self) { _ = try await descriptor.result(for: store) }
    }

    /// A workout widget's model, as published (hayabusabusa/WorkoutWidgetKitSampleApp): its query builds and fails.
    @Test func aWorkoutQueryAsWidgetModelsWriteItBuildsAndFindsNothing() async {
        let store = HKHealthStore()
        #expect(store.authorizationStatus(for: HKObjectType.workoutType()) == .sharingDenied)
        let predicate = HKQuery.predicateForWorkouts(with: .running)
        let sortDescriptor = NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)
        let workouts: [HKWorkout]? = await withCheckedContinuation { continuation in
            let query = HKSampleQuery(
                sampleType: HKObjectType.workoutType(), predicate: predicate, limit: 0, sortDescriptors: [sortDescriptor]
            ) {
                _, samples, _ in
                continuation.resume(returning: samples as? [HKWorkout])
            }
            store.execute(query)
        }
        #expect(workouts == nil)
        let end = Date(timeIntervalSince1970: 1_800_000_000)
        let run = HKWorkout(activityType: .running, start: end.addingTimeInterval(-1_800), end: end)
        #expect(run.workoutActivityType == .running && run.duration == 1_800 && run.workoutActivityType.rawValue == 37)
    }

    @Test func unitsAndQuantitiesConvert() {
        let walked = HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 4.7)
        #expect(walked.doubleValue(for: .meter()) == 4700)
        #expect(abs(walked.doubleValue(for: .mile()) - 2.9204) < 1e-4)
        #expect(walked.is(compatibleWith: .foot()) && !walked.is(compatibleWith: .kilocalorie()))
        let heartRate = HKUnit.count().unitDivided(by: .minute())
        #expect(heartRate.unitString == "count/min" && heartRate == HKUnit(from: "count/min"))
        #expect(HKQuantity(unit: heartRate, doubleValue: 60).doubleValue(for: HKUnit.count().unitDivided(by: .second())) == 1)
        #expect(HKQuantity(unit: .kilocalorie(), doubleValue: 1).doubleValue(for: .largeCalorie()) == 1)
    }
}
