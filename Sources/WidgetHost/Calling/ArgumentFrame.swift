import CWidgetABI
import WidgetWire

/// The C memory of one handler's arguments, made once when the plugin loads and reused by every
/// call bound through the handler's ``PerformPlan``: an 8-byte slot per argument and the pointer
/// to each slot that libffi takes, the result and error buffers, the constant strings, and an area
/// the call's strings are copied to (allocated at load, grown only when one call's strings outgrow
/// it, and given back after such a call).
///
/// The arguments that are the same for every call (constants, the output buffers, the fixed values
/// an intent's perform passes for `text`, `family`, `identifiers` and `preview`) are written once,
/// here; a call writes only its parameters (and the time), so binding a call allocates nothing.
///
/// Not locked by itself: the in-process connection uses a handler's frame only under its
/// connection lock, which runs one call of the plugin at a time.
final class ArgumentFrame: @unchecked Sendable {
    /// The most arguments a frame holds (one bit each in the mask of pending strings).
    static let maximumArguments = 64
    /// What the string area holds between calls; a call that needs more grows it for that call only.
    private static let stringCapacity = 256

    /// How many arguments the handler takes.
    let count: Int
    private let slots: UnsafeMutableRawPointer
    private let values: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    /// The result buffer, then the error buffer.
    private let buffers: UnsafeMutablePointer<wh_buffer_t>
    /// The constant arguments' C strings, copied once.
    private let constants: [UnsafeMutablePointer<CChar>]
    private var strings: UnsafeMutableRawPointer
    private var stringCapacity: Int
    private var stringsUsed = 0
    /// The arguments whose slot holds an offset into the string area until ``run(through:entryPoints:)``
    /// turns it into a pointer (the area may move while a call is bound).
    private var pendingStrings: UInt64 = 0
    /// The values a `request` argument's JSON is written from, when the handler takes one.
    private let request: FrameRequest?

    /// A frame for `fixed.count` arguments: those given are written now, once; `nil` marks an
    /// argument every call binds. `requestSlots`: how many parameter slots a `request` argument's
    /// JSON is written from (0: the handler takes none). `nil` when there are more than ``maximumArguments``.
    init?(fixed: [BoundArgument?], requestSlots: Int = 0) {
        guard fixed.count <= Self.maximumArguments else { return nil }
        request = requestSlots > 0 ? FrameRequest(slotCount: requestSlots) : nil
        count = fixed.count
        slots = .allocate(byteCount: max(count, 1) * 8, alignment: 8)
        slots.initializeMemory(as: UInt64.self, repeating: 0, count: max(count, 1))
        values = .allocate(capacity: max(count, 1))
        buffers = .allocate(capacity: 2)
        buffers.initialize(repeating: wh_buffer_t(data: nil, length: 0), count: 2)
        strings = .allocate(byteCount: Self.stringCapacity, alignment: 8)
        stringCapacity = Self.stringCapacity
        // The constants' C strings first (nothing of self is used before every property is set).
        var constants: [(index: Int, text: UnsafeMutablePointer<CChar>)] = []
        for (index, argument) in fixed.enumerated() {
            guard case .string(let text?) = argument else { continue }
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: text.utf8.count + 1)
            Self.copyCString(text, to: UnsafeMutableRawPointer(copy))
            constants.append((index, copy))
        }
        self.constants = constants.map(\.text)
        for index in fixed.indices { values[index] = slots + index * 8 }
        for constant in constants {
            slot(constant.index).storeBytes(of: UnsafeRawPointer(constant.text), as: UnsafeRawPointer.self)
        }
        for (index, argument) in fixed.enumerated() {
            guard let argument else { continue }
            if case .string(_?) = argument { continue }
            store(argument, at: index)
        }
    }

    deinit {
        constants.forEach { $0.deallocate() }
        strings.deallocate()
        buffers.deallocate()
        values.deallocate()
        slots.deallocate()
    }

    /// Starts binding a call: the string area is empty again.
    @inline(__always)
    func begin() {
        stringsUsed = 0
        pendingStrings = 0
        request?.begin()
    }

    /// Keeps slot `slot`'s checked value for the `request` argument's JSON, if the handler takes one.
    @inline(__always)
    func keep(_ value: JSONValue, slot: Int) {
        request?.keep(value, slot: slot)
    }

    /// Writes the `PerformRequest` JSON of the values kept (``keep(_:slot:)``) as the string of
    /// argument `index`; `false` if a value has no JSON or the frame keeps no values.
    func storeRequest(at index: Int, program: FrameProgram) -> Bool {
        guard let request else { return false }
        return request.writeJSON(program) { bytes in
            slot(index).storeBytes(of: append(bytes), as: Int.self)
            pendingStrings |= 1 << UInt64(index)
        }
    }

    /// Writes `argument` to slot `index` (a string into the string area).
    @inline(__always)
    func store(_ argument: BoundArgument, at index: Int) {
        let slot = slot(index)
        switch argument {
        case .bool(let flag): slot.storeBytes(of: flag ? 1 : 0, as: UInt8.self)
        case .int32(let number): slot.storeBytes(of: number, as: Int32.self)
        case .int64(let number): slot.storeBytes(of: number, as: Int64.self)
        case .double(let number): slot.storeBytes(of: number, as: Double.self)
        case .string(nil): slot.storeBytes(of: nil, as: UnsafeRawPointer?.self)
        case .string(let text?):
            slot.storeBytes(of: append(text), as: Int.self)
            pendingStrings |= 1 << UInt64(index)
        case .result: slot.storeBytes(of: UnsafeRawPointer(buffers), as: UnsafeRawPointer.self)
        case .error: slot.storeBytes(of: UnsafeRawPointer(buffers + 1), as: UnsafeRawPointer.self)
        }
    }

    /// Calls `handler` with the bound arguments and collects its outputs; every returned buffer
    /// goes back to the plugin's `free_buffer` exactly once.
    ///
    /// - Throws: ``OversizedBufferError`` if an output's length is beyond what the host copies.
    func run(through handler: ResolvedHandler, entryPoints: PluginEntryPoints) throws(OversizedBufferError) -> HandlerOutcome {
        var pending = pendingStrings
        while pending != 0 {
            let index = pending.trailingZeroBitCount
            pending &= pending - 1
            let offset = slot(index).load(as: Int.self)
            slot(index).storeBytes(of: UnsafeRawPointer(strings + offset), as: UnsafeRawPointer.self)
        }
        pendingStrings = 0
        buffers[0] = wh_buffer_t(data: nil, length: 0)
        buffers[1] = wh_buffer_t(data: nil, length: 0)
        let returned = handler.callInterface.call(handler.function, argumentValues: values, count: count)
        if stringCapacity > Self.stringCapacity { shrinkStrings() }
        let lengths = (result: buffers[0].length, error: buffers[1].length)
        let taken = (result: entryPoints.take(&buffers[0]), error: entryPoints.take(&buffers[1]))
        guard let resultBytes = taken.result, let errorBytes = taken.error else {
            throw OversizedBufferError(symbol: handler.descriptor.symbol, length: max(lengths.result, lengths.error))
        }
        return HandlerOutcome(returned: returned, result: resultBytes, error: errorBytes)
    }

    private func slot(_ index: Int) -> UnsafeMutableRawPointer { slots + index * 8 }

    /// Copies `text` and a NUL to the string area, growing it if needed; returns where it starts.
    private func append(_ text: String) -> Int {
        let needed = text.utf8.count + 1
        if stringsUsed + needed > stringCapacity { growStrings(to: stringsUsed + needed) }
        let offset = stringsUsed
        Self.copyCString(text, to: strings + offset)
        stringsUsed += needed
        return offset
    }

    /// Copies `bytes` and a NUL to the string area, growing it if needed; returns where they start.
    private func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let needed = bytes.count + 1
        if stringsUsed + needed > stringCapacity { growStrings(to: stringsUsed + needed) }
        let offset = stringsUsed
        if let source = bytes.baseAddress { (strings + offset).copyMemory(from: source, byteCount: bytes.count) }
        (strings + offset).storeBytes(of: 0, toByteOffset: bytes.count, as: UInt8.self)
        stringsUsed += needed
        return offset
    }

    private func growStrings(to needed: Int) {
        let capacity = max(needed, 2 * stringCapacity)
        let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        grown.copyMemory(from: strings, byteCount: stringsUsed)
        strings.deallocate()
        strings = grown
        stringCapacity = capacity
    }

    /// Gives back what one large call grew the string area to.
    private func shrinkStrings() {
        strings.deallocate()
        strings = .allocate(byteCount: Self.stringCapacity, alignment: 8)
        stringCapacity = Self.stringCapacity
        stringsUsed = 0
    }

    /// Copies `text`'s UTF-8 bytes and a NUL to `destination` (read in place, not copied first,
    /// when the string keeps them contiguous, as native and small strings do).
    private static func copyCString(_ text: String, to destination: UnsafeMutableRawPointer) {
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            if let source = bytes.baseAddress { destination.copyMemory(from: source, byteCount: bytes.count) }
            return bytes.count
        }
        if let copied {
            destination.storeBytes(of: 0, toByteOffset: copied, as: UInt8.self)
            return
        }
        var offset = 0
        for byte in text.utf8 {
            destination.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
            offset += 1
        }
        destination.storeBytes(of: 0, toByteOffset: offset, as: UInt8.self)
    }
}
