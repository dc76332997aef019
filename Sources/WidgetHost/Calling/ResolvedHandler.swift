import WidgetWire

/// A handler ready to call: its manifest description, its address in the library and
/// its libffi call interface, all resolved once when the plugin loaded.
struct ResolvedHandler: @unchecked Sendable {
    let role: HandlerRole
    let descriptor: HandlerDescriptor
    let function: UnsafeRawPointer
    let callInterface: FFICallInterface
}
