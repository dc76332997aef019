import WidgetLayout

/// The dashboard's page: the grid of widget cards (rendered on the server, so the first
/// paint shows the widgets), the gallery and configuration sheets, and the session token
/// the scripts send with every action. Style and script are separate files of the server.
struct PageDocument {
    /// The page's content security policy: its own scripts and styles only (widgets carry
    /// inline `style` attributes), no framing, no foreign form targets.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; "
        + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    let token: String
    /// The cards' HTML, in instance order.
    let cards: [String]
    let stateDirectory: String
    let appearance: Appearance

    var html: String {
        """
        <!DOCTYPE html>
        <html lang="en" data-appearance="\(appearance.rawValue)">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="widgethost-token" content="\(XMLEscaping.escape(token))"/>
        <title>WidgetHost</title>
        <link rel="icon" href="data:,"/>
        <link rel="stylesheet" href="/dashboard.css"/>
        <script src="/dashboard.js" defer="defer"></script>
        </head>
        <body>
        <header class="topbar">
        <h1>WidgetHost</h1>
        <span id="live" class="live" data-live="connecting">Connecting…</span>
        <button type="button" id="open-gallery" class="pill primary">Add Widget</button>
        </header>
        <main>
        <section id="grid" class="grid" aria-label="Widgets">
        \(cards.joined())</section>
        <p id="empty" class="empty"\(cards.isEmpty ? "" : " hidden=\"hidden\"")>No widgets yet. Choose “Add Widget” to pick one from the gallery.</p>
        </main>
        <footer class="statebar">State: \(XMLEscaping.escape(stateDirectory))</footer>
        <dialog id="gallery" class="sheet" aria-labelledby="gallery-title">
        <header class="sheet-header"><h2 id="gallery-title">Add a Widget</h2><button type="button" class="pill" data-close="gallery">Done</button></header>
        <div id="gallery-list" class="gallery-list"></div>
        </dialog>
        <dialog id="configure" class="sheet" aria-labelledby="configure-title">
        <form id="configure-form" novalidate="novalidate">
        <header class="sheet-header"><h2 id="configure-title">Edit Widget</h2></header>
        <p id="configure-intent" class="intent-title"></p>
        <p id="configure-summary" class="summary"></p>
        <div id="configure-fields" class="fields"></div>
        <div id="configure-errors" class="form-errors" role="alert"></div>
        <footer class="sheet-footer"><button type="button" class="pill" data-close="configure">Cancel</button><button type="submit" id="configure-submit" class="pill primary">Done</button></footer>
        </form>
        </dialog>
        <div id="toast" class="toast" role="status" hidden="hidden"></div>
        </body>
        </html>

        """
    }
}
