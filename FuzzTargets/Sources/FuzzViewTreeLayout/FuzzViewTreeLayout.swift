import Foundation
import WidgetRender

/// One input: a timeline payload as a plugin's timeline handler writes it (or a bare view tree).
/// It is decoded as the host decodes it, and every entry's view is laid out for every family,
/// dark and light, at the entry's date, with its controls' ids assigned and the first one pressed,
/// as a renderer would before drawing. The timeline coding the host and the SDK use (view trees
/// read and written by hand) must agree with the generic coding on every input: a difference traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzViewTreeLayout(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let entries: [TimelineEntryPayload]
    let decoded = try? WireCoding.decodeTimeline(from: bytes)
    precondition(decoded == (try? WireCoding.decode(TimelinePayload.self, from: bytes)), "decodeTimeline differs from the generic decoding")
    if let decoded {
        precondition(
            (try? WireCoding.encodeTimeline(decoded)) == (try? WireCoding.encode(decoded)),
            "encodeTimeline differs from the generic encoding")
    }
    if let timeline = decoded {
        entries = ControlIdentifiers.assign(in: timeline).entries
    } else if let view = try? WireCoding.decode(ViewNode.self, from: bytes) {
        entries = [TimelineEntryPayload(date: 1_714_557_600, view: ControlIdentifiers.assign(in: view))]
    } else {
        return 0
    }
    let measurer = TerminalTextMeasurer(cellWidth: 8, cellHeight: 16)
    for entry in entries.prefix(4) {
        for family in WidgetFamilyName.allCases {
            let options = RenderOptions(
                family: family, appearance: family == .systemSmall ? .dark : .light, now: Date(timeIntervalSince1970: entry.date),
                timeZone: TimeZone(identifier: "UTC") ?? .current, pressedControlID: ControlIdentifiers.controls(in: entry.view).first?.id)
            _ = LayoutEngine.layout(entry.view, options: options, measurer: measurer).allBoxes.count
        }
    }
    return 0
}
