/*
 * desktop_monitors.h — the monitors as users name them (the connector names `xrandr
 * --listmonitors` and `swaymsg -t get_outputs` show: HDMI-A-1, DP-2...), for desktop_window.c.
 * X11: RandR 1.5 monitors; Wayland: GDK's monitors named by xdg-output; elsewhere GDK's model.
 */
#ifndef WIDGETHOST_DESKTOP_MONITORS_H
#define WIDGETHOST_DESKTOP_MONITORS_H

#include <gtk/gtk.h>

/** The most monitors listed. */
#define WHDESK_MAX_MONITORS 16

/** One monitor: its name, its area in points, and GDK's monitor for it (NULL if GDK has none). */
typedef struct {
    char name[64];
    GdkRectangle area;
    GdkMonitor *gdk_monitor;
    int primary;
} whdesk_monitor;

/** Fills `monitors` (WHDESK_MAX_MONITORS of them at most); returns how many there are. */
int whdesk_list_monitors(whdesk_monitor *monitors);

/** The monitor named `name` in `monitors`, or else the primary one (also for a NULL name); NULL if there is none. */
const whdesk_monitor *whdesk_pick_monitor(const whdesk_monitor *monitors, int count, const char *name);

/** The monitor of `monitors` whose area holds the point (x, y) in points, or else the primary one. */
const whdesk_monitor *whdesk_monitor_at(const whdesk_monitor *monitors, int count, int x, int y);

#endif
