import Foundation
import WidgetHost
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// The HTML of one widget instance on the dashboard's grid: the widget drawn at its family's
/// size from the entry it shows now, its name under it (as on the iOS home screen), its state
/// when the last reload did not go well, and its Edit and Remove buttons.
///
/// The page replaces a card with a fresh copy whenever the server announces the instance.
struct InstanceCard {
    let instance: WidgetInstance
    /// The widget's display name (the manifest's), if the plugin is loaded.
    let displayName: String?
    /// Whether the widget has a configuration intent (it gets an Edit button).
    let isConfigurable: Bool
    /// The host clock's now.
    let now: Double
    let appearance: Appearance

    /// The card's HTML, with `fragment` drawing the widget (from ``FragmentRenderer``).
    func html(renderer: FragmentRenderer) -> String {
        let id = instance.id.description
        let name = displayName ?? instance.kind
        let title = "#\(id) \(instance.kind) (plugin \(instance.pluginID)), \(instance.family.rawValue)"
        var attributes = [
            #"class="card""#, #"data-instance-id="\#(id)""#, #"data-family="\#(instance.family.rawValue)""#,
            #"data-state="\#(instance.state.name)""#, #"data-kind="\#(XMLEscaping.escape(instance.kind))""#,
            #"data-plugin="\#(XMLEscaping.escape(instance.pluginID))""#, #"data-configurable="\#(isConfigurable)""#,
            #"data-version="\#(instance.version)""#, #"title="\#(XMLEscaping.escape(title))""#,
        ]
        if instance.interactionPending { attributes.append(#"data-pending="true""#) }
        let size = instance.family.displaySize
        var html = "<article " + attributes.joined(separator: " ") + ">\n"
        html +=
            #"<div class="widget-frame" style="width:\#(DecimalText.format(size.width))px;height:\#(DecimalText.format(size.height))px">"#
        if let entry = instance.entry(at: now) {
            let options = RenderOptions(
                family: instance.family, appearance: appearance, now: Date(timeIntervalSince1970: now),
                showsPendingContent: instance.interactionPending, contentMarginsDisabled: entry.drawsWithoutMargins)
            html += renderer.fragment(entry.view, options: options)
        } else {
            html += #"<div class="widget widget-empty">"# + XMLEscaping.escape(emptyText) + "</div>"
        }
        html += "</div>\n"
        html += #"<div class="caption"><span class="caption-name">\#(XMLEscaping.escape(name))</span>"#
        if !instance.state.isOK {
            html += #" <span class="badge badge-\#(instance.state.name)">\#(instance.state.name)</span>"#
        }
        html += "</div>\n"
        if let note {
            html += #"<p class="card-note" role="status">\#(XMLEscaping.escape(note))</p>"# + "\n"
        }
        html += #"<div class="card-actions">"#
        if isConfigurable { html += #"<button type="button" class="card-action" data-action="configure">Edit Widget</button>"# }
        html += #"<button type="button" class="card-action card-remove" data-action="remove">Remove</button>"#
        html += #"<span class="card-error" role="alert"></span></div>"# + "\n"
        return html + "</article>\n"
    }

    /// What the widget shows before its first timeline.
    private var emptyText: String {
        instance.state.isOK ? "Loading…" : "No timeline yet"
    }

    /// Why the widget may be stale: an entity that no longer resolves, a failed reload.
    private var note: String? {
        switch instance.state {
        case .ok:
            return nil
        case .unresolved(let parameter, let entity, let ids):
            let quoted = ids.map { "'\($0)'" }.joined(separator: ", ")
            return
                "The \(parameter) \(quoted) (\(entity)) no longer exists: showing \(instance.showsPlaceholder ? "its placeholder" : "the last good timeline"). "
                + "Edit the widget to choose another."
        case .failed(let message):
            return "The last reload failed: \(message)"
        }
    }
}
