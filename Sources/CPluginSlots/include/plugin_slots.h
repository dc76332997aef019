#ifndef WIDGETHOST_PLUGIN_SLOTS_H
#define WIDGETHOST_PLUGIN_SLOTS_H

#include <stdint.h>

/* The entry tables of the plugins one WidgetSDK image serves.
 *
 * The ABI's entry functions (init, deinit, get_manifest) take no context, so an SDK shared by
 * several plugins tells them apart by the table the host calls through: slot n's functions pass
 * n to the SDK's dispatcher, which finds that plugin's state (its runtime, host services, intents).
 * A statically linked SDK serves one plugin, in slot 0. */

/* How many plugins one SDK image can serve; slot WH_PLUGIN_SLOT_COUNT is the overflow slot, whose
 * init the dispatcher fails with a message. */
#define WH_PLUGIN_SLOT_COUNT 256

/* The SDK's functions behind every slot's table; each takes the slot first, then the arguments of
 * the entry function of widget_abi.h (a const wh_host_services_t *, wh_buffer_t *s), returning its
 * wh_status_t. (Untyped here, so that this header needs no other.) */
typedef struct wh_plugin_slot_dispatch {
    int32_t (*init)(uint32_t slot, const void *host, void *error_message);
    void (*deinit)(uint32_t slot);
    int32_t (*get_manifest)(uint32_t slot, void *manifest, void *error_message);
} wh_plugin_slot_dispatch_t;

/* Sets the dispatcher every slot calls (once, before any table is handed out; `dispatch` stays valid). */
void wh_plugin_slots_set_dispatch(const wh_plugin_slot_dispatch_t *dispatch);

/* Slot `slot`'s static entry table, a const wh_plugin_entry_t * (`slot` <= WH_PLUGIN_SLOT_COUNT; a
 * larger one gives the overflow slot's), the same pointer every time. */
const void *wh_plugin_slot_entry(uint32_t slot);

/* The base address of the loaded image (executable or shared library) that holds `address`, or
 * NULL: tells the plugins of different images apart, whatever their module names. */
const void *wh_image_holding(const void *address);

/* The file of the loaded image that holds `address` (as the dynamic linker opened it), or NULL. The
 * string belongs to the dynamic linker and stays valid while the image is loaded. */
const char *wh_image_path(const void *address);

#endif
