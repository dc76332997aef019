/* One widget's window on the desktop layer (see desktop_window.h). */
#include "desktop_window.h"

#include "desktop_monitors.h"

#include <gtk-layer-shell.h>
#include <gtk/gtk.h>
#include <string.h>

#ifdef GDK_WINDOWING_WAYLAND
#include <gdk/gdkwayland.h>
#endif

struct whdesk_window {
    GtkWidget *widget;
    whdesk_callbacks callbacks;
    void *context;
    int on_layer;
    int reported_x, reported_y;
    guint settle_timer;
};

static int whdesk_uses_layer_shell(void) {
#ifdef GDK_WINDOWING_WAYLAND
    return GDK_IS_WAYLAND_DISPLAY(gdk_display_get_default()) && gtk_layer_is_supported();
#else
    return 0;
#endif
}

static gboolean whdesk_on_draw(GtkWidget *widget, cairo_t *cairo, gpointer data) {
    (void)widget;
    whdesk_window *window = data;
    cairo_save(cairo);
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_rgba(cairo, 0, 0, 0, 0);
    cairo_paint(cairo);
    cairo_restore(cairo);
    window->callbacks.draw(window->context, cairo);
    return TRUE;
}

static gboolean whdesk_on_press(GtkWidget *widget, GdkEventButton *event, gpointer data) {
    whdesk_window *window = data;
    if (event->type != GDK_BUTTON_PRESS || event->button != 1) return FALSE;
    if (window->callbacks.press(window->context, event->x, event->y)) return TRUE;
    if (!window->on_layer) {
        gtk_window_begin_move_drag(GTK_WINDOW(widget), (int)event->button, (int)event->x_root, (int)event->y_root, event->time);
    }
    return TRUE;
}

static gboolean whdesk_settled(gpointer data) {
    whdesk_window *window = data;
    window->settle_timer = 0;
    int x = 0, y = 0;
    gtk_window_get_position(GTK_WINDOW(window->widget), &x, &y);
    whdesk_monitor monitors[WHDESK_MAX_MONITORS];
    int count = whdesk_list_monitors(monitors);
    const whdesk_monitor *monitor = whdesk_monitor_at(monitors, count, x, y);
    if (monitor != NULL) {
        x -= monitor->area.x;
        y -= monitor->area.y;
    }
    if (x == window->reported_x && y == window->reported_y) return G_SOURCE_REMOVE;
    window->reported_x = x;
    window->reported_y = y;
    window->callbacks.moved(window->context, x, y, monitor != NULL ? monitor->name : "");
    return G_SOURCE_REMOVE;
}

static gboolean whdesk_on_configure(GtkWidget *widget, GdkEventConfigure *event, gpointer data) {
    (void)widget;
    (void)event;
    whdesk_window *window = data;
    if (window->on_layer) return FALSE;
    if (window->settle_timer != 0) g_source_remove(window->settle_timer);
    window->settle_timer = g_timeout_add(400, whdesk_settled, window);
    return FALSE;
}

static void whdesk_make_transparent(GtkWidget *widget) {
    GdkScreen *screen = gtk_widget_get_screen(widget);
    GdkVisual *visual = gdk_screen_get_rgba_visual(screen);
    if (visual != NULL) gtk_widget_set_visual(widget, visual);
    gtk_widget_set_app_paintable(widget, TRUE);
}

static void whdesk_set_desktop_type(GtkWindow *window) {
    gtk_window_set_decorated(window, FALSE);
    gtk_window_set_type_hint(window, GDK_WINDOW_TYPE_HINT_DESKTOP);
    gtk_window_set_skip_taskbar_hint(window, TRUE);
    gtk_window_set_skip_pager_hint(window, TRUE);
    gtk_window_set_keep_below(window, TRUE);
    gtk_window_set_accept_focus(window, FALSE);
    gtk_window_stick(window);
}

void whdesk_window_place(whdesk_window *window, whdesk_placement placement) {
    GtkWindow *gtk_window = GTK_WINDOW(window->widget);
    whdesk_monitor monitors[WHDESK_MAX_MONITORS];
    int count = whdesk_list_monitors(monitors);
    const whdesk_monitor *monitor = whdesk_pick_monitor(monitors, count, placement.output);
    if (window->on_layer) {
        gtk_layer_set_monitor(gtk_window, monitor != NULL ? monitor->gdk_monitor : NULL);
        gtk_layer_set_margin(gtk_window, GTK_LAYER_SHELL_EDGE_LEFT, placement.x);
        gtk_layer_set_margin(gtk_window, GTK_LAYER_SHELL_EDGE_TOP, placement.y);
        return;
    }
    GdkRectangle area = monitor != NULL ? monitor->area : (GdkRectangle){0, 0, 0, 0};
    window->reported_x = placement.x;
    window->reported_y = placement.y;
    gtk_window_move(gtk_window, area.x + placement.x, area.y + placement.y);
}

static void whdesk_put_on_layer(GtkWindow *window) {
    gtk_layer_init_for_window(window);
    gtk_layer_set_namespace(window, "widgethost");
    gtk_layer_set_layer(window, GTK_LAYER_SHELL_LAYER_BOTTOM);
    gtk_layer_set_anchor(window, GTK_LAYER_SHELL_EDGE_LEFT, TRUE);
    gtk_layer_set_anchor(window, GTK_LAYER_SHELL_EDGE_TOP, TRUE);
    gtk_layer_set_exclusive_zone(window, -1);
    gtk_layer_set_keyboard_mode(window, GTK_LAYER_SHELL_KEYBOARD_MODE_NONE);
}

whdesk_window *whdesk_window_create(
    const char *title, int width, int height, whdesk_placement placement, whdesk_callbacks callbacks, void *context) {
    GtkWidget *widget = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    if (widget == NULL) return NULL;
    whdesk_window *window = g_new0(whdesk_window, 1);
    window->widget = widget;
    window->callbacks = callbacks;
    window->context = context;
    GtkWindow *gtk_window = GTK_WINDOW(widget);
    gtk_window_set_title(gtk_window, title);
    gtk_window_set_resizable(gtk_window, FALSE);
    gtk_widget_set_size_request(widget, width, height);
    gtk_window_set_default_size(gtk_window, width, height);
    whdesk_make_transparent(widget);
    whdesk_set_desktop_type(gtk_window);
    if (whdesk_uses_layer_shell()) {
        whdesk_put_on_layer(gtk_window);
        window->on_layer = 1;
    }
    whdesk_window_place(window, placement);
    gtk_widget_add_events(widget, GDK_BUTTON_PRESS_MASK | GDK_STRUCTURE_MASK);
    g_signal_connect(widget, "draw", G_CALLBACK(whdesk_on_draw), window);
    g_signal_connect(widget, "button-press-event", G_CALLBACK(whdesk_on_press), window);
    g_signal_connect(widget, "configure-event", G_CALLBACK(whdesk_on_configure), window);
    g_signal_connect(widget, "delete-event", G_CALLBACK(gtk_true), NULL);
    gtk_widget_show_all(widget);
    return window;
}

void whdesk_window_resize(whdesk_window *window, int width, int height) {
    gtk_widget_set_size_request(window->widget, width, height);
    gtk_window_resize(GTK_WINDOW(window->widget), width, height);
}

void whdesk_window_redraw(whdesk_window *window) { gtk_widget_queue_draw(window->widget); }

int whdesk_window_scale(whdesk_window *window) { return gtk_widget_get_scale_factor(window->widget); }

const char *whdesk_window_layer(whdesk_window *window) {
    GtkWindow *gtk_window = GTK_WINDOW(window->widget);
    if (!window->on_layer || !gtk_layer_is_layer_window(gtk_window)) return "";
    return gtk_layer_get_layer(gtk_window) == GTK_LAYER_SHELL_LAYER_BOTTOM ? "bottom" : "other";
}

void whdesk_window_origin(whdesk_window *window, int *x, int *y) {
    *x = 0;
    *y = 0;
    GdkWindow *gdk_window = gtk_widget_get_window(window->widget);
    if (gdk_window != NULL && !window->on_layer) gdk_window_get_origin(gdk_window, x, y);
}

void whdesk_window_destroy(whdesk_window *window) {
    if (window->settle_timer != 0) g_source_remove(window->settle_timer);
    gtk_widget_destroy(window->widget);
    g_free(window);
}
