internal import CPluginSlots
internal import CWidgetABI
internal import Synchronization

/// The plugins this SDK image serves, one slot each, and the C entry table of each slot.
///
/// A statically linked SDK serves the one plugin of its image, in slot 0. A shared SDK library
/// serves every plugin linked against it: each plugin (its image and module) gets a slot of its
/// own the first time it calls `exportPlugin`, and the host calls it through that slot's entry
/// table (`Sources/CPluginSlots`), whose functions name the slot, so every call reaches that
/// plugin's ``PluginRuntime`` (its host services, intents and manifest) and no other's.
enum PluginSlots {
    /// Who a slot belongs to: the loaded image that exports the plugin and the module of its bundle.
    struct Owner: Equatable {
        var image: UInt
        var module: String
    }

    private struct Slot {
        var owner: Owner
        var runtime: PluginRuntime
    }

    private static let slots = Mutex<[Slot]>([])

    /// The entry table for `owner`'s plugin: its slot's, `make` creating the runtime the first time
    /// (or when the plugin exports another bundle or identity, which replaces it in the same slot,
    /// keeping the host services its `init` attached). The overflow slot's, whose `init` fails,
    /// once every slot is taken.
    static func entry(for owner: Owner, make: (_ slot: Int) -> PluginRuntime) -> UnsafeRawPointer {
        installDispatch
        let slot = slots.withLock { slots -> Int in
            guard let index = slots.firstIndex(where: { $0.owner == owner }) else {
                guard slots.count < Int(WH_PLUGIN_SLOT_COUNT) else { return Int(WH_PLUGIN_SLOT_COUNT) }
                slots.append(Slot(owner: owner, runtime: make(slots.count)))
                return slots.count - 1
            }
            let made = make(index)
            let existing = slots[index].runtime
            if existing.bundleIdentity != made.bundleIdentity || existing.info != made.info {
                made.attach(existing.attachedServices)
                slots[index].runtime = made
            }
            return index
        }
        guard let entry = wh_plugin_slot_entry(UInt32(slot)) else { preconditionFailure("every slot has an entry table") }
        return entry
    }

    /// The runtime in `slot`, if one was exported there.
    static func runtime(at slot: Int) -> PluginRuntime? {
        slots.withLock { slots in slots.indices.contains(slot) ? slots[slot].runtime : nil }
    }

    /// The runtime exported from the image based at `image` by `module`, or, when `module` is
    /// `nil` or exported none there, the one runtime exported from that image (`nil`: none, or several).
    static func runtime(image: UInt, module: String?) -> PluginRuntime? {
        let exported = slots.withLock { slots in slots.filter { $0.owner.image == image } }
        if let module, let slot = exported.first(where: { $0.owner.module == module }) { return slot.runtime }
        return exported.count == 1 ? exported.first?.runtime : nil
    }

    /// The runtime whose `init` attached host services, when exactly one has: the plugin that code
    /// running outside any call into a plugin belongs to, in an image that serves one plugin.
    static var soleAttached: PluginRuntime? {
        let attached = slots.withLock { slots in slots.map(\.runtime) }.filter { $0.attachedServices != nil }
        return attached.count == 1 ? attached.first : nil
    }

    /// The base address of the image holding `type`'s metadata (0 when it has none, as for a
    /// generic type, whose metadata the runtime makes).
    static func image(holding type: Any.Type) -> UInt {
        image(holding: unsafeBitCast(type, to: UnsafeRawPointer.self))
    }

    /// The base address of the image holding `address` (a `#dsohandle`, code or data; 0 for none).
    static func image(holding address: UnsafeRawPointer) -> UInt {
        UInt(bitPattern: wh_image_holding(address))
    }

    /// The file of the image whose base address is `image` (``image(holding:)-(Any.Type)``), or nil (0, or not loaded).
    static func path(ofImage image: UInt) -> String? {
        guard let base = UnsafeRawPointer(bitPattern: image), let path = wh_image_path(base) else { return nil }
        return String(cString: path)
    }

    // MARK: Dispatch

    /// Points every slot's entry functions at ``PluginABI`` (once).
    private static let installDispatch: Void = {
        let dispatch = UnsafeMutablePointer<wh_plugin_slot_dispatch_t>.allocate(capacity: 1)
        dispatch.initialize(
            to: wh_plugin_slot_dispatch_t(
                init: { slot, host, error in
                    PluginABI.initialize(
                        slot: Int(slot), host: host?.assumingMemoryBound(to: wh_host_services_t.self),
                        error: error?.assumingMemoryBound(to: wh_buffer_t.self))
                },
                deinit: { slot in PluginABI.finish(slot: Int(slot)) },
                get_manifest: { slot, manifest, error in
                    PluginABI.manifest(
                        slot: Int(slot), into: manifest?.assumingMemoryBound(to: wh_buffer_t.self),
                        error: error?.assumingMemoryBound(to: wh_buffer_t.self))
                }))
        wh_plugin_slots_set_dispatch(dispatch)
    }()
}
