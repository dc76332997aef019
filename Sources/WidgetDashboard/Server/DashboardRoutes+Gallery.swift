import Foundation
import WidgetHost
import WidgetLayout
import WidgetWire

/// The gallery's previews.
extension DashboardRoutes {
    /// `GET /api/preview?plugin=ID&kind=KIND&family=F&mode=placeholder|snapshot`: the widget drawn
    /// from its placeholder (or snapshot), as an HTML fragment; a failure is shown in its place.
    func preview(_ request: HTTPRequest) throws -> HTTPResponse {
        let expected = "?plugin=ID&kind=KIND&family=FAMILY&mode=placeholder|snapshot"
        let plugin = try plugins.plugin(id: try argument("plugin", of: request, expected: expected))
        let kind = try argument("kind", of: request, expected: expected)
        let widget = try plugin.widget(kind)
        let family =
            try request.query["family"].map { try plugin.family(named: $0, forWidget: kind) } ?? widget.families.first ?? .systemSmall
        guard let mode = GalleryPreview.Mode(rawValue: request.query["mode"] ?? "placeholder") else {
            throw DashboardRequestError.missingArgument(
                "a known preview mode ('\(request.query["mode"] ?? "")')", location: "request GET \(request.path)",
                expected: "mode=placeholder or mode=snapshot")
        }
        let now = runtime.now
        let size = family.displaySize
        let frame =
            #"<div class="widget-frame" style="width:\#(DecimalText.format(size.width))px;height:\#(DecimalText.format(size.height))px">"#
        do {
            guard let entry = try GalleryPreview(plugin: plugin, kind: kind, family: family, mode: mode).entry(at: now) else {
                return .html(frame + #"<div class="widget widget-empty">No entries</div></div>"#)
            }
            let options = RenderOptions(
                family: family, appearance: appearance, now: Date(timeIntervalSince1970: now),
                contentMarginsDisabled: entry.drawsWithoutMargins)
            return .html(frame + renderer.fragment(entry.view, options: options) + "</div>")
        } catch {
            let lines = DashboardErrorText.lines(error).map(XMLEscaping.escape).joined(separator: "<br/>")
            return .html(frame + #"<div class="widget widget-empty widget-error">\#(lines)</div></div>"#)
        }
    }

    /// `GET /api/plugin-previews?plugin=ID`: the plugin's `#Preview`s, each entry drawn, as an
    /// HTML fragment (``PluginPreviewSection``).
    func pluginPreviews(_ request: HTTPRequest) throws -> HTTPResponse {
        let plugin = try plugins.plugin(id: try argument("plugin", of: request, expected: "?plugin=ID"))
        return .html(try PluginPreviewSection(plugin: plugin, renderer: renderer, appearance: appearance).html())
    }
}
