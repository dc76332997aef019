import WidgetWire

/// A handler ready to call: its manifest description, its address in the library and
/// its libffi call interface, all resolved once when the plugin loaded. A class, so that a
/// call reaches it by reference instead of copying its description.
final class ResolvedHandler: @unchecked Sendable {
    let role: HandlerRole
    let descriptor: HandlerDescriptor
    let function: UnsafeRawPointer
    let callInterface: FFICallInterface

    init(role: HandlerRole, descriptor: HandlerDescriptor, function: UnsafeRawPointer, callInterface: FFICallInterface) {
        self.role = role
        self.descriptor = descriptor
        self.function = function
        self.callInterface = callInterface
    }
}
