/* The monitors as users name them (see desktop_monitors.h). */
#include "desktop_monitors.h"

#include "desktop_window.h"

#include <string.h>

#ifdef GDK_WINDOWING_X11
#include <X11/extensions/Xrandr.h>
#include <gdk/gdkx.h>
#endif
#ifdef GDK_WINDOWING_WAYLAND
#include <gdk/gdkwayland.h>

#include "xdg_output_protocol.h"
#endif

static void whdesk_set_name(whdesk_monitor *monitor, const char *name) {
    g_strlcpy(monitor->name, name != NULL ? name : "", sizeof monitor->name);
}

/** GDK's own list, named by model: where neither RandR nor xdg-output says more. */
static int whdesk_list_gdk_monitors(GdkDisplay *display, whdesk_monitor *monitors) {
    int count = MIN(gdk_display_get_n_monitors(display), WHDESK_MAX_MONITORS);
    GdkMonitor *primary = gdk_display_get_primary_monitor(display);
    for (int index = 0; index < count; index++) {
        GdkMonitor *monitor = gdk_display_get_monitor(display, index);
        whdesk_set_name(&monitors[index], gdk_monitor_get_model(monitor));
        gdk_monitor_get_geometry(monitor, &monitors[index].area);
        monitors[index].gdk_monitor = monitor;
        monitors[index].primary = monitor == primary || (primary == NULL && index == 0);
    }
    return count;
}

#ifdef GDK_WINDOWING_X11
/** RandR 1.5's active monitors, named as `xrandr --listmonitors` names them (after their output); 0 without RandR 1.5. */
static int whdesk_list_randr_monitors(GdkDisplay *display, whdesk_monitor *monitors) {
    Display *xdisplay = GDK_DISPLAY_XDISPLAY(display);
    int event_base = 0, error_base = 0, major = 0, minor = 0;
    if (!XRRQueryExtension(xdisplay, &event_base, &error_base) || !XRRQueryVersion(xdisplay, &major, &minor)) return 0;
    if (major < 1 || (major == 1 && minor < 5)) return 0;
    int listed = 0;
    XRRMonitorInfo *list = XRRGetMonitors(xdisplay, gdk_x11_get_default_root_xwindow(), True, &listed);
    if (list == NULL) return 0;
    GdkMonitor *first = gdk_display_get_monitor(display, 0);
    int scale = first != NULL ? gdk_monitor_get_scale_factor(first) : 1;
    int count = MIN(listed, WHDESK_MAX_MONITORS);
    int any_primary = 0;
    for (int index = 0; index < count; index++) {
        whdesk_set_name(&monitors[index], gdk_x11_get_xatom_name_for_display(display, list[index].name));
        monitors[index].area = (GdkRectangle){
            list[index].x / scale, list[index].y / scale, list[index].width / scale, list[index].height / scale};
        monitors[index].gdk_monitor = gdk_display_get_monitor_at_point(display, monitors[index].area.x, monitors[index].area.y);
        monitors[index].primary = list[index].primary != 0;
        any_primary |= monitors[index].primary;
    }
    XRRFreeMonitors(list);
    if (count > 0 && !any_primary) monitors[0].primary = 1;
    return count;
}
#endif

#ifdef GDK_WINDOWING_WAYLAND
static void whdesk_xdg_position(void *data, struct zxdg_output_v1 *output, int32_t x, int32_t y) {
    (void)data, (void)output, (void)x, (void)y;
}
static void whdesk_xdg_size(void *data, struct zxdg_output_v1 *output, int32_t width, int32_t height) {
    (void)data, (void)output, (void)width, (void)height;
}
static void whdesk_xdg_done(void *data, struct zxdg_output_v1 *output) { (void)data, (void)output; }
static void whdesk_xdg_name(void *data, struct zxdg_output_v1 *output, const char *name) {
    (void)output;
    whdesk_set_name(data, name);
}
static void whdesk_xdg_description(void *data, struct zxdg_output_v1 *output, const char *description) {
    (void)data, (void)output, (void)description;
}
static const struct zxdg_output_v1_listener whdesk_xdg_listener = {
    whdesk_xdg_position, whdesk_xdg_size, whdesk_xdg_done, whdesk_xdg_name, whdesk_xdg_description};

static void whdesk_registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    struct zxdg_output_manager_v1 **manager = data;
    if (*manager != NULL || strcmp(interface, zxdg_output_manager_v1_interface.name) != 0 || version < 2) return;
    *manager = wl_registry_bind(registry, name, &zxdg_output_manager_v1_interface, MIN(version, 3));
}
static void whdesk_registry_remove(void *data, struct wl_registry *registry, uint32_t name) { (void)data, (void)registry, (void)name; }
static const struct wl_registry_listener whdesk_registry_listener = {whdesk_registry_global, whdesk_registry_remove};

/** Names GDK's monitors by xdg-output (on a queue of its own, so GDK's events are left alone). */
static void whdesk_name_wayland_monitors(GdkDisplay *display, whdesk_monitor *monitors, int count) {
    struct wl_display *wayland = gdk_wayland_display_get_wl_display(display);
    struct wl_event_queue *queue = wl_display_create_queue(wayland);
    struct wl_display *wrapper = wl_proxy_create_wrapper(wayland);
    wl_proxy_set_queue((struct wl_proxy *)wrapper, queue);
    struct wl_registry *registry = wl_display_get_registry(wrapper);
    wl_proxy_wrapper_destroy(wrapper);
    struct zxdg_output_manager_v1 *manager = NULL;
    wl_registry_add_listener(registry, &whdesk_registry_listener, &manager);
    wl_display_roundtrip_queue(wayland, queue);
    if (manager != NULL) {
        struct zxdg_output_v1 *outputs[WHDESK_MAX_MONITORS] = {NULL};
        for (int index = 0; index < count; index++) {
            struct wl_output *output = gdk_wayland_monitor_get_wl_output(monitors[index].gdk_monitor);
            if (output == NULL) continue;
            outputs[index] = zxdg_output_manager_v1_get_xdg_output(manager, output);
            zxdg_output_v1_add_listener(outputs[index], &whdesk_xdg_listener, &monitors[index]);
        }
        wl_display_roundtrip_queue(wayland, queue);
        for (int index = 0; index < count; index++) {
            if (outputs[index] != NULL) zxdg_output_v1_destroy(outputs[index]);
        }
        zxdg_output_manager_v1_destroy(manager);
    }
    wl_registry_destroy(registry);
    wl_event_queue_destroy(queue);
}
#endif

int whdesk_list_monitors(whdesk_monitor *monitors) {
    GdkDisplay *display = gdk_display_get_default();
    memset(monitors, 0, sizeof(whdesk_monitor) * WHDESK_MAX_MONITORS);
#ifdef GDK_WINDOWING_X11
    if (GDK_IS_X11_DISPLAY(display)) {
        int count = whdesk_list_randr_monitors(display, monitors);
        if (count > 0) return count;
    }
#endif
    int count = whdesk_list_gdk_monitors(display, monitors);
#ifdef GDK_WINDOWING_WAYLAND
    if (GDK_IS_WAYLAND_DISPLAY(display)) whdesk_name_wayland_monitors(display, monitors, count);
#endif
    return count;
}

const whdesk_monitor *whdesk_pick_monitor(const whdesk_monitor *monitors, int count, const char *name) {
    for (int index = 0; name != NULL && index < count; index++) {
        if (strcmp(monitors[index].name, name) == 0) return &monitors[index];
    }
    for (int index = 0; index < count; index++) {
        if (monitors[index].primary) return &monitors[index];
    }
    return count > 0 ? &monitors[0] : NULL;
}

const whdesk_monitor *whdesk_monitor_at(const whdesk_monitor *monitors, int count, int x, int y) {
    for (int index = 0; index < count; index++) {
        const GdkRectangle *area = &monitors[index].area;
        if (x >= area->x && y >= area->y && x < area->x + area->width && y < area->y + area->height) return &monitors[index];
    }
    return whdesk_pick_monitor(monitors, count, NULL);
}

/** The list whdesk_monitor_count made last, for whdesk_monitor_name and whdesk_monitor_is_primary. */
static whdesk_monitor whdesk_listed[WHDESK_MAX_MONITORS];
static int whdesk_listed_count;

int whdesk_monitor_count(void) {
    whdesk_listed_count = whdesk_list_monitors(whdesk_listed);
    return whdesk_listed_count;
}

const char *whdesk_monitor_name(int index) { return index >= 0 && index < whdesk_listed_count ? whdesk_listed[index].name : ""; }

int whdesk_monitor_is_primary(int index) { return index >= 0 && index < whdesk_listed_count && whdesk_listed[index].primary; }
