/// The dashboard's style sheet (`/dashboard.css`): a home-screen backdrop, widgets at their
/// families' sizes with their names under them, and iOS-like sheets for the gallery and the
/// configuration form.
enum PageStyle {
    static let source = #"""
        :root {
            --font: -apple-system, "SF Pro Text", "Helvetica Neue", "DejaVu Sans", "WenQuanYi Zen Hei", sans-serif;
            --tint: #007aff;
            --sheet: #f2f2f7;
            --group: #ffffff;
            --label: #000000;
            --secondary: rgba(60, 60, 67, 0.6);
            --separator: rgba(60, 60, 67, 0.18);
            --danger: #ff3b30;
        }
        * { box-sizing: border-box; }
        html { min-height: 100%; }
        body {
            margin: 0; min-height: 100vh; font-family: var(--font); color: #fff;
            background: linear-gradient(160deg, #5b7fd6 0%, #8a6fd1 45%, #d68fb5 100%) fixed;
            display: flex; flex-direction: column;
        }
        html[data-appearance="dark"] body { background: linear-gradient(160deg, #101935 0%, #2b1f4a 55%, #4a2040 100%) fixed; }
        .topbar { display: flex; align-items: center; gap: 14px; padding: 18px 32px 6px; }
        .topbar h1 { font-size: 22px; font-weight: 700; margin: 0; letter-spacing: -0.2px; text-shadow: 0 1px 3px rgba(0,0,0,0.25); }
        .live { font-size: 12px; padding: 3px 10px; border-radius: 999px; background: rgba(255,255,255,0.2); }
        .live[data-live="open"]::before { content: "● "; color: #34c759; }
        .live[data-live="closed"]::before { content: "● "; color: #ff9500; }
        #open-gallery { margin-left: auto; }
        main { flex: 1; padding: 18px 32px 32px; }
        .grid { display: flex; flex-wrap: wrap; gap: 30px 34px; align-items: flex-start; }
        .empty { font-size: 15px; opacity: 0.9; text-shadow: 0 1px 2px rgba(0,0,0,0.25); }
        .statebar { font-size: 11px; opacity: 0.7; padding: 8px 32px 14px; }

        .card { display: flex; flex-direction: column; align-items: center; gap: 7px; position: relative; width: min-content; }
        .widget-frame { position: relative; flex: none; }
        /* Translucent container backgrounds are drawn over the system's opaque base, as the terminal renderer does. */
        .widget-frame > .widget { box-shadow: 0 6px 22px rgba(0,0,0,0.22); background: #ffffff; }
        html[data-appearance="dark"] .widget-frame > .widget { background: #000000; }
        .widget button.control { cursor: pointer; -webkit-tap-highlight-color: transparent; }
        .widget button.control:active { filter: brightness(0.82); }
        .widget button.control:focus-visible { outline: 2px solid var(--tint); outline-offset: 1px; }
        .widget [data-pending="true"] { animation: widget-pending 0.9s ease-in-out infinite alternate; }
        @keyframes widget-pending { from { opacity: 1; } to { opacity: 0.35; } }
        .widget-empty {
            width: 100%; height: 100%; border-radius: 22px; background: rgba(255,255,255,0.78); color: #3c3c43;
            display: flex; align-items: center; justify-content: center; text-align: center; padding: 14px; font-size: 13px;
        }
        .widget-error { color: var(--danger); font-size: 11px; text-align: left; overflow: auto; }
        .caption { font-size: 12.5px; font-weight: 500; text-shadow: 0 1px 3px rgba(0,0,0,0.35); display: flex; gap: 6px; align-items: center; }
        .badge { font-size: 10px; text-transform: uppercase; letter-spacing: 0.4px; padding: 1px 6px; border-radius: 6px; text-shadow: none; }
        .badge-unresolved { background: #ff9500; color: #fff; }
        .badge-failed { background: var(--danger); color: #fff; }
        .card-note {
            max-width: 340px; margin: 0; font-size: 12px; line-height: 1.35; color: #1c1c1e; background: rgba(255,255,255,0.85);
            border-radius: 10px; padding: 6px 10px;
        }
        .card-actions {
            display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; align-items: center; opacity: 0.55; transition: opacity 0.15s;
        }
        .card:hover .card-actions, .card:focus-within .card-actions { opacity: 1; }
        .card-action {
            font: 500 11.5px var(--font); color: #fff; background: rgba(0,0,0,0.22); border: 0; border-radius: 999px; padding: 3px 10px;
            cursor: pointer;
        }
        .card-action:hover { background: rgba(0,0,0,0.38); }
        .card-error { font-size: 11.5px; color: #fff; background: var(--danger); border-radius: 8px; padding: 0 8px; max-width: 340px; }
        .card-error:empty { display: none; }

        .pill {
            font: 600 14px var(--font); border: 0; border-radius: 999px; padding: 7px 16px; cursor: pointer;
            background: rgba(118,118,128,0.16); color: var(--tint);
        }
        .topbar .pill { background: rgba(255,255,255,0.92); }
        .pill.primary { background: var(--tint); color: #fff; }
        .topbar .pill.primary { background: rgba(255,255,255,0.92); color: var(--tint); }
        .pill:disabled { opacity: 0.5; cursor: default; }

        dialog.sheet {
            border: 0; border-radius: 20px; padding: 0; width: min(620px, 94vw); max-height: 88vh; background: var(--sheet); color: var(--label);
            font-family: var(--font); box-shadow: 0 20px 60px rgba(0,0,0,0.35);
        }
        dialog.sheet::backdrop { background: rgba(0,0,0,0.35); backdrop-filter: blur(6px); }
        #gallery { width: min(860px, 96vw); }
        .sheet-header { display: flex; align-items: center; justify-content: space-between; padding: 16px 20px 6px; }
        .sheet-header h2 { margin: 0; font-size: 20px; }
        .sheet-footer { display: flex; justify-content: flex-end; gap: 10px; padding: 12px 20px 18px; }
        #configure-form { display: flex; flex-direction: column; max-height: 88vh; }
        .intent-title { margin: 0 20px; font-size: 13px; color: var(--secondary); }
        .summary { margin: 6px 20px 4px; font-size: 15px; }
        .summary:empty { display: none; }
        .fields { overflow: auto; margin: 8px 16px 0; background: var(--group); border-radius: 12px; }
        .fields:empty { display: none; }
        .field { display: grid; grid-template-columns: 150px 1fr; align-items: center; gap: 6px 12px; padding: 11px 14px; position: relative; }
        .field + .field { border-top: 0.5px solid var(--separator); }
        .field[hidden] { display: none; }
        .field > label { font-size: 15px; }
        .field-note { grid-column: 1 / -1; margin: 0; font-size: 12px; color: #ff9500; }
        .field input[type="text"], .field input[type="url"], .field input[type="search"], .field select {
            font: 15px var(--font); width: 100%; padding: 7px 10px; border: 1px solid var(--separator); border-radius: 9px; background: #fff;
            color: var(--label);
        }
        .field input:focus, .field select:focus { outline: 2px solid var(--tint); outline-offset: -1px; }
        .switch { appearance: none; -webkit-appearance: none; width: 51px; height: 31px; border-radius: 999px; background: #e9e9ea;
            position: relative; cursor: pointer; transition: background 0.15s; margin: 0; justify-self: end; }
        .switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%; background: #fff;
            box-shadow: 0 2px 4px rgba(0,0,0,0.2); transition: left 0.15s; }
        .switch:checked { background: #34c759; }
        .switch:checked::after { left: 22px; }
        .entity-picker { display: flex; flex-direction: column; gap: 6px; }
        .entity-current { font-size: 14px; color: var(--secondary); }
        .entity-current strong { color: var(--label); font-weight: 600; }
        .entity-options { list-style: none; margin: 0; padding: 0; border-radius: 9px; border: 1px solid var(--separator); max-height: 190px; overflow: auto; background: #fff; }
        .entity-options:empty { display: none; }
        .entity-options li { padding: 7px 10px; cursor: pointer; font-size: 14px; display: flex; justify-content: space-between; gap: 10px; }
        .entity-options li + li { border-top: 0.5px solid var(--separator); }
        .entity-options li:hover, .entity-options li[aria-selected="true"] { background: rgba(0,122,255,0.1); }
        .entity-options li .subtitle { color: var(--secondary); font-size: 12.5px; }
        .entity-hint { font-size: 12px; color: var(--secondary); }
        .entity-default { font: 500 12px var(--font); color: var(--tint); background: none; border: 0; padding: 0; cursor: pointer; text-align: left; }
        .form-errors { margin: 10px 20px 0; color: var(--danger); font-size: 13px; font-family: "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
        .form-errors:empty { display: none; }

        .gallery-list { overflow: auto; max-height: calc(88vh - 60px); padding: 4px 20px 20px; }
        .gallery-plugin h3 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.5px; color: var(--secondary); margin: 16px 4px 8px; }
        .gallery-problem { color: var(--danger); font-size: 12px; font-family: monospace; white-space: pre-wrap; }
        .gallery-item { background: var(--group); border-radius: 16px; padding: 16px; margin-bottom: 14px; display: flex; flex-direction: column; gap: 10px; }
        .gallery-item h4 { margin: 0; font-size: 17px; }
        .gallery-item p { margin: 0; color: var(--secondary); font-size: 13.5px; }
        .gallery-preview { display: flex; justify-content: center; padding: 14px; border-radius: 14px;
            background: linear-gradient(160deg, #5b7fd6 0%, #8a6fd1 45%, #d68fb5 100%); min-height: 120px; align-items: center; }
        .gallery-controls { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
        .families { display: inline-flex; background: rgba(118,118,128,0.12); border-radius: 9px; padding: 2px; }
        .families button { font: 500 13px var(--font); border: 0; background: none; padding: 5px 10px; border-radius: 7px; cursor: pointer; color: var(--label); }
        .families button[aria-pressed="true"] { background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,0.15); }
        .gallery-controls .add { margin-left: auto; }

        .toast { position: fixed; left: 50%; bottom: 28px; transform: translateX(-50%); background: rgba(28,28,30,0.92); color: #fff;
            padding: 9px 16px; border-radius: 12px; font-size: 14px; max-width: 80vw; }
        """#
}
