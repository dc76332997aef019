import Foundation
import Synchronization
import WidgetHost
import WidgetRuntime
import WidgetWire

/// Timelines made in memory, so the benchmark measures the runtime rather than a plugin:
/// three entries 20 minutes apart, each a small view tree of its own (as decoding a plugin's
/// JSON would give), with the policy the instance's configuration names (`atEnd`, `after`
/// 30 minutes, `never`). Records when each instance was last asked, on the real clock.
final class FakeTimelineSource: TimelineSource {
    let clock: any HostClock
    private let calls = Mutex<[InstanceID: Double]>([:])
    private let recordsCalls: Bool

    init(clock: any HostClock, recordsCalls: Bool = false) {
        self.clock = clock
        self.recordsCalls = recordsCalls
    }

    /// The real time each instance's timeline was last asked for.
    var callTimes: [InstanceID: Double] { calls.withLock { $0 } }

    func timeline(for instance: WidgetInstance) -> TimelineOutcome {
        if recordsCalls {
            let real = Date().timeIntervalSince1970
            calls.withLock { $0[instance.id] = real }
        }
        let now = clock.now().timeIntervalSince1970
        let entries = (0..<3).map { index in
            TimelineEntryPayload(date: now + Double(index) * 1_200, view: Self.view(index: index, instance: instance.id))
        }
        let policy: ReloadPolicy =
            switch instance.configuration["policy"]?.stringValue {
            case "after": .after(now + 1_800)
            case "never": .never
            default: .atEnd
            }
        return .timeline(ControlIdentifiers.assign(in: TimelinePayload(entries: entries, policy: policy)))
    }

    private static func view(index: Int, instance: InstanceID) -> ViewNode {
        .stack(
            StackNode(
                axis: .vertical, alignment: .leading, spacing: 4,
                children: [
                    .text(TextNode("Tick \(index + 1) of #\(instance)")),
                    .button(
                        ButtonNode(
                            action: IntentInvocation(intent: "BumpIntent", parameters: ["amount": .integer(Int64(index))]),
                            style: "automatic",
                            label: .text(TextNode("Bump")))),
                ]))
    }
}
