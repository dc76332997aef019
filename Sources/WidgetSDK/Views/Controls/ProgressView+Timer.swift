import Foundation
internal import WidgetWire

extension ProgressView {
    /// A bar that empties (or, with `countsDown` false, fills) over `timerInterval`, with a label and a
    /// current-value label. The host draws the bar at the time it draws, as it does a timer text.
    ///
    /// ```swift
    /// ProgressView(timerInterval: entry.start...entry.end) { Text("Tea") } currentValueLabel: { Text(entry.end, style: .timer) }
    /// ```
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel())
        timer = ProgressTimer(
            start: timerInterval.lowerBound.timeIntervalSince1970, end: timerInterval.upperBound.timeIntervalSince1970,
            countsDown: countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar over `timerInterval` with a label; its current-value label is the time left (or passed), as a timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar over `timerInterval`; its current-value label is the time left (or passed), as a timer.
    ///
    /// ```swift
    /// ProgressView(timerInterval: Date.now...Date.now.addingTimeInterval(600))
    /// ```
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() }) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

/// The current-value label of `ProgressView(timerInterval:)`: the running timer of its span.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}
