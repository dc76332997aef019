/*
 * xdg_output_protocol.h — the part of wayland-scanner's client header for xdg-output-unstable-v1
 * (wayland-protocols, Copyright © 2017 Red Hat Inc., MIT licence as in xdg_output_protocol.c)
 * that desktop_monitors.c uses: an output's connector name (`name`, version 2).
 */
#ifndef WIDGETHOST_XDG_OUTPUT_PROTOCOL_H
#define WIDGETHOST_XDG_OUTPUT_PROTOCOL_H

#include <stdint.h>
#include <wayland-client.h>

struct zxdg_output_manager_v1;
struct zxdg_output_v1;

extern const struct wl_interface zxdg_output_manager_v1_interface;
extern const struct wl_interface zxdg_output_v1_interface;

#define ZXDG_OUTPUT_MANAGER_V1_DESTROY 0
#define ZXDG_OUTPUT_MANAGER_V1_GET_XDG_OUTPUT 1
#define ZXDG_OUTPUT_V1_DESTROY 0

struct zxdg_output_v1_listener {
    void (*logical_position)(void *data, struct zxdg_output_v1 *output, int32_t x, int32_t y);
    void (*logical_size)(void *data, struct zxdg_output_v1 *output, int32_t width, int32_t height);
    void (*done)(void *data, struct zxdg_output_v1 *output);
    void (*name)(void *data, struct zxdg_output_v1 *output, const char *name);
    void (*description)(void *data, struct zxdg_output_v1 *output, const char *description);
};

static inline void zxdg_output_manager_v1_destroy(struct zxdg_output_manager_v1 *manager) {
    wl_proxy_marshal_flags((struct wl_proxy *)manager, ZXDG_OUTPUT_MANAGER_V1_DESTROY, NULL,
        wl_proxy_get_version((struct wl_proxy *)manager), WL_MARSHAL_FLAG_DESTROY);
}

static inline struct zxdg_output_v1 *zxdg_output_manager_v1_get_xdg_output(
    struct zxdg_output_manager_v1 *manager, struct wl_output *output) {
    struct wl_proxy *id = wl_proxy_marshal_flags((struct wl_proxy *)manager, ZXDG_OUTPUT_MANAGER_V1_GET_XDG_OUTPUT,
        &zxdg_output_v1_interface, wl_proxy_get_version((struct wl_proxy *)manager), 0, NULL, output);
    return (struct zxdg_output_v1 *)id;
}

static inline int zxdg_output_v1_add_listener(
    struct zxdg_output_v1 *output, const struct zxdg_output_v1_listener *listener, void *data) {
    return wl_proxy_add_listener((struct wl_proxy *)output, (void (**)(void))listener, data);
}

static inline void zxdg_output_v1_destroy(struct zxdg_output_v1 *output) {
    wl_proxy_marshal_flags((struct wl_proxy *)output, ZXDG_OUTPUT_V1_DESTROY, NULL,
        wl_proxy_get_version((struct wl_proxy *)output), WL_MARSHAL_FLAG_DESTROY);
}

#endif
