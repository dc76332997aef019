import WidgetRuntime

/// The scheduler alone at `count` instances: pop the earliest reload, ask the budget, schedule
/// the next one (or defer it); the median per reload over 100 batches of 10,000.
enum SchedulerBenchmark {
    struct Result {
        var median: Double
        var p99: Double
        var deferrals: Int
    }

    static func run(instances count: Int) -> Result {
        var scheduler = TimelineScheduler()
        var histories = [[Double]](repeating: [], count: count)
        let budget = RefreshBudget()
        var generator = SystemRandomNumberGenerator()
        for index in 0..<count {
            scheduler.schedule(
                InstanceID(rawValue: Int64(index)), PendingReload(due: Double.random(in: 0..<3_600, using: &generator), reasons: .policy))
        }
        var samples: [Double] = []
        var deferrals = 0
        for _ in 0..<100 {
            samples.append(
                Measurements.time {
                    for _ in 0..<10_000 {
                        guard let (key, reload) = scheduler.popDue(at: .infinity) else { return }
                        let index = Int(key.rawValue)
                        switch budget.decide(reload.reasons, history: histories[index], now: reload.due) {
                        case .allow:
                            budget.record(reload.due, in: &histories[index])
                            let next = reload.due + (index % 5 == 4 ? 86_400 : 1_200 + Double(index % 7) * 100)
                            scheduler.schedule(key, PendingReload(due: next, reasons: .policy))
                        case .deferUntil(let until):
                            deferrals += 1
                            scheduler.deferReload(key, reload, until: until)
                        }
                    }
                } / 10_000)
        }
        return Result(
            median: Measurements.percentile(samples, 0.5), p99: Measurements.percentile(samples, 0.99), deferrals: deferrals)
    }
}
