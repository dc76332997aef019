#ifndef WIDGETHOST_CFFI_SHIM_H
#define WIDGETHOST_CFFI_SHIM_H
#include <ffi.h>

/// The libffi type descriptors are exported data symbols; these accessors give
/// Swift stable pointers to them without taking the address of a C global.
static inline ffi_type *cffi_type_void(void) { return &ffi_type_void; }
static inline ffi_type *cffi_type_uint8(void) { return &ffi_type_uint8; }
static inline ffi_type *cffi_type_sint32(void) { return &ffi_type_sint32; }
static inline ffi_type *cffi_type_sint64(void) { return &ffi_type_sint64; }
static inline ffi_type *cffi_type_double(void) { return &ffi_type_double; }
static inline ffi_type *cffi_type_pointer(void) { return &ffi_type_pointer; }
static inline ffi_abi cffi_default_abi(void) { return FFI_DEFAULT_ABI; }
#endif
