import Foundation
import WidgetHost
import WidgetLayout
import WidgetWire

/// The gallery's section of a plugin's `#Preview`s: each preview with every entry of its timeline
/// drawn as the cards are (a widget preview at its family's size, a view preview at its layout's),
/// a Live Activity named as not supported here, a failing preview with its error in its place.
struct PluginPreviewSection {
    let plugin: LoadedPlugin
    let renderer: FragmentRenderer
    let appearance: Appearance

    /// The section's HTML: `<div class="gallery-previews">` with one `<article>` per preview, in source order.
    ///
    /// - Throws: ``ELFReadError`` if the plugin's symbol table cannot be read, or
    ///   ``PluginRequestError`` once it is shut down; a failing preview is drawn as its error.
    func html() throws -> String {
        let articles = try plugin.drawnPreviews().map { article($0.preview, payload: $0.payload) }
        return #"<div class="gallery-previews" data-plugin="\#(XMLEscaping.escape(plugin.id))">"# + articles.joined() + "</div>"
    }

    /// One preview: its title, what it shows, and its entries (or why there are none).
    private func article(_ preview: PluginPreview, payload: PreviewPayload?) -> String {
        let title = XMLEscaping.escape(preview.title)
        var html = #"<article class="gallery-item gallery-plugin-preview" data-preview="\#(title)"><h4>\#(title)</h4>"#
        html += "<p>\(XMLEscaping.escape(summary(of: preview)))</p>"
        if preview.liveActivity != nil {
            return html + #"<p class="gallery-problem">A Live Activity: not supported on this platform.</p></article>"#
        }
        guard let payload, preview.failure.isEmpty else { return html + problem(preview.failure.map(\.description)) + "</article>" }
        let entries = payload.entries(dark: appearance == .dark).map { entry in
            let (fragment, size) = renderer.previewFragment(entry, of: payload, appearance: appearance)
            return
                #"<div class="widget-frame" style="width:\#(DecimalText.format(size.width))px;height:\#(DecimalText.format(size.height))px">"#
                + fragment + "</div>"
        }
        return html + #"<div class="gallery-preview gallery-preview-entries">"# + entries.joined() + "</div></article>"
    }

    /// `EmojiWidget · systemSmall · 2 entries`, `View · 1 entry`, `Live Activity`.
    private func summary(of preview: PluginPreview) -> String {
        if preview.liveActivity != nil { return "Live Activity" }
        var parts = [preview.kind ?? "View"]
        if let family = preview.family { parts.append(family.rawValue) }
        parts.append(preview.entryCount == 1 ? "1 entry" : "\(preview.entryCount) entries")
        return parts.joined(separator: " · ")
    }

    private func problem(_ lines: [String]) -> String {
        #"<div class="widget widget-empty widget-error">"# + lines.map(XMLEscaping.escape).joined(separator: "<br/>") + "</div>"
    }
}
