/*
 * desktop_window.h — the GTK 3 calls of `widgethost desktop`, in one place: the display, the
 * main loop, and one undecorated window per widget on the desktop layer (X11: a desktop-type
 * window, sticky and below; Wayland: gtk-layer-shell's bottom layer), with an RGBA visual so
 * its corners stay transparent. Only plain C types cross this header: no GTK type reaches Swift.
 *
 * Every function except whdesk_post runs on the thread that called whdesk_open (the main loop's).
 * Coordinates are GTK's logical pixels (points); the window's scale maps them to device pixels.
 */
#ifndef WIDGETHOST_DESKTOP_WINDOW_H
#define WIDGETHOST_DESKTOP_WINDOW_H

#include <stdint.h>

/** Opens the default display; 1 if there is one, 0 if GTK cannot open a display. */
int whdesk_open(void);

/** The windowing system of the display: "x11", "wayland", or "other". */
const char *whdesk_backend(void);

/** Whether the desktop asks for dark content (GTK's gtk-application-prefer-dark-theme, or a "-dark"/":dark" theme). */
int whdesk_prefers_dark(void);

/** Calls `changed(context)` on the main loop whenever the desktop's light/dark setting may have changed. */
void whdesk_watch_appearance(void (*changed)(void *context), void *context);

/** Runs `body(context)` once on the main loop, soon; callable from any thread. */
void whdesk_post(void (*body)(void *context), void *context);

/** Runs the main loop until whdesk_quit. */
void whdesk_run(void);

/** Makes whdesk_run return. */
void whdesk_quit(void);

/** Lists the monitors and returns how many there are; whdesk_monitor_name and whdesk_monitor_is_primary read that list. */
int whdesk_monitor_count(void);
/** The name of monitor `index` as users see it: its connector (`xrandr --listmonitors`, `swaymsg -t get_outputs`). */
const char *whdesk_monitor_name(int index);
/** Whether monitor `index` is the primary one (where a window without a known output goes). */
int whdesk_monitor_is_primary(int index);

/** What a window tells its owner, on the main loop. */
typedef struct {
    /** Draw the widget: `cairo` is the window's `cairo_t *`, in logical pixels. */
    void (*draw)(void *context, void *cairo);
    /** A primary-button press at (x, y) in the window: return 1 if it hit a control (a tap), 0 to start dragging the window
     *  (X11: GDK moves it, through the window manager or by itself without one; a layer surface is not dragged). */
    int (*press)(void *context, double x, double y);
    /** The window settled at (x, y) on monitor `output` (its name) after a drag (reported once it stops moving). */
    void (*moved)(void *context, int x, int y, const char *output);
} whdesk_callbacks;

/** Where a window goes: its position on a monitor, and whether to use the layer shell on Wayland. */
typedef struct {
    int x;
    int y;
    /** The monitor's name (its connector), or NULL for the primary one; an unknown name means the primary one too. */
    const char *output;
} whdesk_placement;

typedef struct whdesk_window whdesk_window;

/** A window of `width` × `height` points titled `title`, at `placement`, shown; NULL if it cannot be made. */
whdesk_window *whdesk_window_create(
    const char *title, int width, int height, whdesk_placement placement, whdesk_callbacks callbacks, void *context);

/** Resizes the window to `width` × `height` points. */
void whdesk_window_resize(whdesk_window *window, int width, int height);

/** Moves the window to `placement`. */
void whdesk_window_place(whdesk_window *window, whdesk_placement placement);

/** Asks for a redraw (GTK double-buffers it: no flicker). */
void whdesk_window_redraw(whdesk_window *window);

/** Device pixels per point of the window's monitor. */
int whdesk_window_scale(whdesk_window *window);

/** Whether the window is on gtk-layer-shell's layer (Wayland), and which layer: "bottom", or "" when not. */
const char *whdesk_window_layer(whdesk_window *window);

/** The window's position on screen in points, as the windowing system reports it (X11; 0,0 on Wayland). */
void whdesk_window_origin(whdesk_window *window, int *x, int *y);

/** Closes and frees the window. */
void whdesk_window_destroy(whdesk_window *window);

#endif
