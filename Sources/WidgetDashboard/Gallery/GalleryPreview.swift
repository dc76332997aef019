import Foundation
import WidgetHost
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// A gallery preview: the widget drawn from its `placeholder` (no data needed), or on demand
/// from its `snapshot` with the configuration a new instance would start with.
struct GalleryPreview {
    /// Which handler draws the preview.
    enum Mode: String, Sendable {
        case placeholder
        case snapshot
    }

    let plugin: LoadedPlugin
    let kind: String
    let family: WidgetFamilyName
    let mode: Mode

    /// The entry the handler returns for `now`, asked as a preview (`context.isPreview`).
    ///
    /// - Throws: the plugin's errors, or bad input (unknown kind or family; a snapshot of a
    ///   widget whose required parameters have no default).
    func entry(at now: Double) throws -> TimelineEntryPayload? {
        let configuration = mode == .snapshot ? try plugin.defaultConfiguration(kind: kind) : [:]
        let payload = try plugin.timeline(
            kind: kind, configuration: configuration,
            options: TimelineOptions(operation: mode == .snapshot ? .snapshot : .placeholder, family: family, isPreview: true))
        return TimelineCursor(payload).entry(at: now)
    }
}
