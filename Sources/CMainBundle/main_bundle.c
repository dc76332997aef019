#define _GNU_SOURCE
#include "main_bundle.h"

#include <dlfcn.h>
#include <stddef.h>

/* CoreFoundation's types, opaque here. */
typedef const void *cf_type;
typedef long cf_index;

typedef cf_type (*get_main_bundle_fn)(void);
typedef cf_type (*get_info_dictionary_fn)(cf_type bundle);
typedef cf_index (*dictionary_count_fn)(cf_type dictionary);
typedef void (*dictionary_set_fn)(cf_type dictionary, cf_type key, cf_type value);
typedef cf_type (*string_create_fn)(cf_type allocator, const char *text, unsigned int encoding);
typedef void (*release_fn)(cf_type object);

/* kCFStringEncodingUTF8 */
static const unsigned int utf8_encoding = 0x08000100;

struct cf_functions {
    get_main_bundle_fn get_main_bundle;
    get_info_dictionary_fn get_info_dictionary;
    dictionary_count_fn dictionary_count;
    dictionary_set_fn dictionary_set;
    string_create_fn string_create;
    release_fn release;
};

/* Looks up the functions in the loaded images; 0 when one is missing. */
static int find_functions(struct cf_functions *functions) {
    functions->get_main_bundle = (get_main_bundle_fn)dlsym(RTLD_DEFAULT, "CFBundleGetMainBundle");
    functions->get_info_dictionary = (get_info_dictionary_fn)dlsym(RTLD_DEFAULT, "CFBundleGetInfoDictionary");
    functions->dictionary_count = (dictionary_count_fn)dlsym(RTLD_DEFAULT, "CFDictionaryGetCount");
    functions->dictionary_set = (dictionary_set_fn)dlsym(RTLD_DEFAULT, "CFDictionarySetValue");
    functions->string_create = (string_create_fn)dlsym(RTLD_DEFAULT, "CFStringCreateWithCString");
    functions->release = (release_fn)dlsym(RTLD_DEFAULT, "CFRelease");
    return functions->get_main_bundle && functions->get_info_dictionary && functions->dictionary_count
        && functions->dictionary_set && functions->string_create && functions->release;
}

/* Sets `key` to `value` in `dictionary` (nothing when `value` is NULL). */
static void set_string(const struct cf_functions *cf, cf_type dictionary, const char *key, const char *value) {
    if (value == NULL) return;
    cf_type key_string = cf->string_create(NULL, key, utf8_encoding);
    cf_type value_string = cf->string_create(NULL, value, utf8_encoding);
    if (key_string && value_string) cf->dictionary_set(dictionary, key_string, value_string);
    if (key_string) cf->release(key_string);
    if (value_string) cf->release(value_string);
}

int wh_name_main_bundle(const char *identifier, const char *name, const char *version) {
    struct cf_functions cf;
    if (!find_functions(&cf)) return -1;
    cf_type bundle = cf.get_main_bundle();
    if (bundle == NULL) return -1;
    cf_type info = cf.get_info_dictionary(bundle);
    if (info == NULL) return -1;
    /* Only the dictionary Foundation made for a bundle without an Info.plist, which is mutable and empty. */
    if (cf.dictionary_count(info) != 0) return 0;
    set_string(&cf, info, "CFBundleIdentifier", identifier);
    set_string(&cf, info, "CFBundleName", name);
    set_string(&cf, info, "CFBundleDisplayName", name);
    set_string(&cf, info, "CFBundleShortVersionString", version);
    set_string(&cf, info, "CFBundleVersion", version);
    return 1;
}
