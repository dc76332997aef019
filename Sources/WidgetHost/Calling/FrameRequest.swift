import WidgetWire

/// The `PerformRequest` JSON of a call bound into an ``ArgumentFrame``, for a perform handler that
/// takes the checked values as a `request` argument (every Swift plugin's does): each value kept
/// in its slot while the call is bound, then written in the slots' name order, the bytes
/// ``PerformRequest/encodedBytes()`` writes for the same values.
///
/// Made once per frame, with the frame's handler: the slots and the bytes it writes into are
/// reused by every call (one at a time, under the connection lock), so a call allocates nothing
/// once the bytes have grown to its size.
///
/// ```swift
/// request.begin()
/// request.keep(.string("fudge"), slot: 0)
/// request.writeJSON(program) { bytes in copy(bytes) }  // {"parameters":{"sauce":"fudge"}}
/// ```
final class FrameRequest {
    private static let opening: StaticString = #"{"parameters":{"#
    private static let closing: StaticString = "}}"

    private let values: UnsafeMutableBufferPointer<JSONValue>
    /// Not checked for exclusive access at run time (a runtime call per access): only the call
    /// that holds the connection lock uses it.
    @exclusivity(unchecked) private var bytes: [UInt8] = []

    /// A request for `slotCount` parameter slots.
    init(slotCount: Int) {
        values = .allocate(capacity: slotCount)
        values.initialize(repeating: .null)
    }

    deinit {
        values.deinitialize()
        values.deallocate()
    }

    /// Empties every slot (`.null`: no value), dropping what the last call kept.
    @inline(__always)
    func begin() {
        for index in values.indices { values[index] = .null }
    }

    /// Keeps slot `slot`'s checked value for the JSON.
    @inline(__always)
    func keep(_ value: JSONValue, slot: Int) {
        values[slot] = value
    }

    /// Writes the JSON of the values kept, members in `program`'s request order, and hands its bytes
    /// to `body`; each slot is emptied as it is written. `false`, with nothing handed, if a value
    /// has no JSON (a number that is not finite), which the general path refuses too.
    func writeJSON(_ program: FrameProgram, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        Self.append(Self.opening, to: &bytes)
        var separator = false
        var written = true
        for index in program.requestOrder {
            let value = values[index]
            values[index] = .null
            if case .null = value { continue }
            if separator { bytes.append(UInt8(ascii: ",")) }
            separator = true
            bytes.append(contentsOf: program.requestNames[index])
            if (try? JSONValueWriter.write(value, to: &bytes)) == nil { written = false }
        }
        guard written else { return false }
        Self.append(Self.closing, to: &bytes)
        bytes.withUnsafeBufferPointer(body)
        return true
    }

    @inline(__always)
    private static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
