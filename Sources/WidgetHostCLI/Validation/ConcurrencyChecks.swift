import Foundation
import Synchronization
import WidgetHost
import WidgetWire

/// The concurrency and memory checks: calls from two threads at once (the host serialises a
/// plugin's calls, as the ABI promises, so each must answer as alone), and a thousand calls in a
/// row staying under the worker's memory cap. Each stops early at ``timeBudget``: a provider that
/// waits on the network (and fails offline) takes a tenth of a second a call, which is no fault.
enum ConcurrencyChecks {
    /// Calls each of the two threads makes.
    static let callsPerThread = 100
    /// Calls the memory check makes.
    static let memoryCalls = 1000
    /// Seconds each check calls for at most, well inside the time a check is given.
    static let timeBudget = 8.0

    static let all: [any ValidationCheck] = [
        Check("concurrency.two-threads", "Calls from two threads at once each answer as alone") { subject in
            let calls = try providerCalls(subject)
            let failures = Mutex<[String]>([])
            let made = Atomic<Int>(0)
            let deadline = Date().addingTimeInterval(timeBudget)
            let group = DispatchGroup()
            for thread in 0..<2 {
                group.enter()
                Thread {
                    for index in 0..<callsPerThread where Date() < deadline {
                        if let problem = calls[(index + thread) % calls.count]() { failures.withLock { $0.append(problem) } }
                        made.add(1, ordering: .relaxed)
                    }
                    group.leave()
                }.start()
            }
            waitRunningTheMainQueue(for: group)
            return .failing(failures.withLock { $0 }, passing: "\(made.load(ordering: .relaxed)) calls from 2 threads")
        },
        Check("concurrency.memory", "Memory stays under the worker cap over \(memoryCalls) calls") { subject in
            let calls = try providerCalls(subject)
            let before = residentBytes()
            let deadline = Date().addingTimeInterval(timeBudget)
            var made = 0
            while made < memoryCalls, Date() < deadline {
                if let problem = calls[made % calls.count]() { return .failed("call \(made + 1): \(problem)") }
                made += 1
            }
            let growth = max(0, residentBytes() - before)
            let text = "grew \(growth >> 20) MiB over \(made) calls (cap \(WorkerOptions.defaultMemoryLimit >> 20) MiB)"
            if growth > WorkerOptions.defaultMemoryLimit { return .failed(text) }
            return growth > WorkerOptions.defaultMemoryLimit / 4 ? .warning(text) : .passed(text)
        },
    ]

    /// Waits for `group`, running the main run loop meanwhile when on the main thread: a provider may
    /// deliver on the main queue (`DispatchQueue.main.async { completion(timeline) }`, as iOS runs it),
    /// which a blocked main thread never drains, so its call would never answer.
    private static func waitRunningTheMainQueue(for group: DispatchGroup) {
        guard Thread.isMainThread else { return group.wait() }
        while group.wait(timeout: .now()) == .timedOut {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
        }
    }

    /// One call per widget × family (a placeholder, and a timeline where the configuration can be
    /// made), each answering `nil` or what went wrong.
    /// Calls that fail alone are left out (the widget checks report them); none left skips the check.
    private static func providerCalls(_ subject: ValidationSubject) throws -> [@Sendable () -> String?] {
        let (plugin, widgets) = try subject.manifest(requiring: \.widgets, noun: "widget")
        var calls: [@Sendable () -> String?] = []
        for widget in widgets {
            for family in widget.families {
                let configuration = try? WidgetChecks.configuration(of: widget, plugin)
                for operation in configuration == nil ? [TimelineOperation.placeholder] : [.placeholder, .timeline] {
                    let kind = widget.kind
                    calls.append {
                        do {
                            let payload = try plugin.timeline(
                                kind: kind, configuration: operation == .placeholder ? [:] : configuration ?? [:],
                                options: TimelineOptions(operation: operation, family: family))
                            return payload.entries.isEmpty ? "\(kind) \(family.rawValue) \(operation.rawValue): no entry" : nil
                        } catch {
                            return "\(kind) \(family.rawValue) \(operation.rawValue): \(reason(of: error))"
                        }
                    }
                }
            }
        }
        let working = calls.filter { $0() == nil }
        guard !working.isEmpty else { throw CheckSkipped(reason: "no provider answers alone (see the widget checks)") }
        return working
    }

    /// This process's resident memory, from /proc/self/statm (pages × page size); 0 when unreadable.
    private static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
