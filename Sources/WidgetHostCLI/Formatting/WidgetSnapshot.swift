import Foundation
import WidgetHost
import WidgetRuntime
import WidgetWire

/// What a widget shows at one moment, for programs: `render --format json` and every line of
/// `widgethost watch` (`json`, `waybar`, `text`) are made from one snapshot, built with one walk
/// over the entry's view tree (``ViewText/summary(of:skippingRedacted:)``: what is redacted is drawn as bars, not read).
///
/// ```json
/// {"date":"2024-05-01T10:00:00Z","family":"systemMedium","id":3,"kind":"MyWidget","plugin":"Counter",
///  "state":"ok","text":"结果: 10 加 10","texts":["结果: 10","加 10"],"view":{...}}
/// ```
struct WidgetSnapshot: Encodable, Equatable {
    /// The instance, if the widget is one (not `render PLUGIN KIND`).
    let id: InstanceID?
    let plugin: String
    let kind: String
    let family: WidgetFamilyName
    /// `ok`, `unresolved` or `failed`; `ok` for a fresh timeline.
    let state: String
    /// What is wrong when the state is not `ok`.
    let problem: String?
    /// The moment drawn, ISO 8601 in UTC.
    let date: String
    /// The texts shown, in reading order, joined by spaces.
    let text: String
    let texts: [String]
    /// The first gauge's or progress view's fraction, in percent (0…100), if one gives it.
    let percentage: Int?
    /// The entry's view tree, as the wire schema writes it.
    let view: ViewNode

    /// The snapshot of `view`, the entry shown at `time`, of `kind` (from `plugin`) in `family`.
    init(
        id: InstanceID?, plugin: String, kind: String, family: WidgetFamilyName, state: InstanceState, view: ViewNode, time: Double
    ) {
        self.id = id
        self.plugin = plugin
        self.kind = kind
        self.family = family
        self.state = state.name
        problem = state.isOK ? nil : state.description
        date = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: time))
        let summary = ViewText.summary(of: view, skippingRedacted: true)
        texts = summary.texts
        text = summary.texts.joined(separator: " ")
        percentage = summary.fraction.map { Int((min(max($0, 0), 1) * 100).rounded()) }
        self.view = view
    }

    /// The snapshot of the entry `instance` shows at `time`; nil if it has no timeline yet.
    init?(_ instance: WidgetInstance, at time: Double) {
        guard let entry = instance.entry(at: time) else { return nil }
        self.init(
            id: instance.id, plugin: instance.pluginID, kind: instance.kind, family: instance.family, state: instance.state,
            view: entry.view, time: time)
    }

    /// One compact JSON line of the whole snapshot.
    func jsonLine() throws -> String { try WireCoding.encodeString(self) }

    /// One line of Waybar's custom module JSON (`return-type: json`): `text`, `tooltip`, `class`
    /// (the state) and `percentage` when a gauge or progress view gives one.
    func waybarLine() throws -> String {
        try WireCoding.encodeString(
            WaybarModule(
                text: text, tooltip: "\(kind)\(id.map { " #\($0)" } ?? ""): \(problem ?? text)", class: state, percentage: percentage))
    }

    /// The texts shown, on one line (line breaks inside a text become spaces), other control characters escaped.
    var textLine: String { ControlCharacters.escaped(text.split(whereSeparator: \.isNewline).joined(separator: " ")) }

    private struct WaybarModule: Encodable {
        let text: String
        let tooltip: String
        let `class`: String
        let percentage: Int?
    }
}
