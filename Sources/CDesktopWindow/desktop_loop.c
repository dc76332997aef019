/* The display, the main loop and the desktop's light/dark setting (see desktop_window.h). */
#include "desktop_window.h"

#include <gtk/gtk.h>
#include <string.h>

#ifdef GDK_WINDOWING_X11
#include <gdk/gdkx.h>
#endif
#ifdef GDK_WINDOWING_WAYLAND
#include <gdk/gdkwayland.h>
#endif

int whdesk_open(void) { return gtk_init_check(NULL, NULL) ? 1 : 0; }

const char *whdesk_backend(void) {
    GdkDisplay *display = gdk_display_get_default();
#ifdef GDK_WINDOWING_WAYLAND
    if (GDK_IS_WAYLAND_DISPLAY(display)) return "wayland";
#endif
#ifdef GDK_WINDOWING_X11
    if (GDK_IS_X11_DISPLAY(display)) return "x11";
#endif
    return "other";
}

int whdesk_prefers_dark(void) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings == NULL) return 0;
    gboolean prefers_dark = FALSE;
    gchar *theme = NULL;
    g_object_get(settings, "gtk-application-prefer-dark-theme", &prefers_dark, "gtk-theme-name", &theme, NULL);
    int dark = prefers_dark || (theme != NULL && (g_str_has_suffix(theme, "-dark") || g_str_has_suffix(theme, ":dark")));
    g_free(theme);
    return dark;
}

typedef struct {
    void (*changed)(void *context);
    void *context;
} whdesk_listener;

static void whdesk_setting_changed(GObject *settings, GParamSpec *spec, gpointer data) {
    (void)settings;
    (void)spec;
    whdesk_listener *listener = data;
    listener->changed(listener->context);
}

void whdesk_watch_appearance(void (*changed)(void *context), void *context) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings == NULL) return;
    whdesk_listener *listener = g_new0(whdesk_listener, 1);
    listener->changed = changed;
    listener->context = context;
    g_signal_connect(settings, "notify::gtk-application-prefer-dark-theme", G_CALLBACK(whdesk_setting_changed), listener);
    g_signal_connect(settings, "notify::gtk-theme-name", G_CALLBACK(whdesk_setting_changed), listener);
}

typedef struct {
    void (*body)(void *context);
    void *context;
} whdesk_posted;

static gboolean whdesk_run_posted(gpointer data) {
    whdesk_posted *posted = data;
    posted->body(posted->context);
    g_free(posted);
    return G_SOURCE_REMOVE;
}

void whdesk_post(void (*body)(void *context), void *context) {
    whdesk_posted *posted = g_new0(whdesk_posted, 1);
    posted->body = body;
    posted->context = context;
    g_idle_add(whdesk_run_posted, posted);
}

void whdesk_run(void) { gtk_main(); }

void whdesk_quit(void) { gtk_main_quit(); }
