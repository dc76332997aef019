import Foundation
import WidgetLayout
import WidgetWire

/// `widgethost preview PACKAGE|PLUGIN --json`: what ``PreviewGallery`` drew, as data instead of
/// drawings: each drawing's heading, family, date and view tree, and each problem line, in order.
///
/// ```json
/// {"pluginID": "Weather", "items": [{"heading": "Weather, systemSmall, placeholder ...:", "family": "systemSmall",
///   "date": 1714557600, "view": {...}}, {"problem": "preview Broken: error: ..."}]}
/// ```
struct PreviewGalleryReport: Encodable {
    /// One drawing (heading, family, date, view) or one problem line.
    struct Item: Encodable {
        var heading: String?
        var family: String?
        var date: Double?
        var view: ViewNode?
        var problem: String?
    }

    var pluginID: String
    var items: [Item]

    init(pluginID: String, gallery: PreviewGallery) {
        self.pluginID = pluginID
        items = gallery.items.map { item in
            switch item {
            case .drawing(let heading, let view, let options):
                Item(heading: heading, family: options.family.rawValue, date: options.now.timeIntervalSince1970, view: view)
            case .problem(let line):
                Item(problem: line)
            }
        }
    }
}

/// One line of `preview --watch --json`: a build that started, failed or was drawn, or a plugin
/// that did not load, each a JSON object on its own line (`event`: `buildStarted`, `buildFailed`,
/// `drawn`, `loadFailed`, `stopped`), so a script reads the loop as it goes.
struct PreviewWatchEvent: Encodable {
    var event: String
    var summary: String?
    var errors: [String]?
    var report: PreviewGalleryReport?
}
