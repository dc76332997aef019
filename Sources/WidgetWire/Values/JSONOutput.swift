/// Where the hand-written JSON writers (``JSONValueWriter``, ``ViewTreeWriter``) put their bytes:
/// an array, or a ``JSONByteBuffer``.
protocol JSONOutput {
    mutating func appendByte(_ byte: UInt8)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension JSONOutput {
    /// Appends the UTF-8 of a literal.
    @inline(__always)
    mutating func appendText(_ text: StaticString) {
        appendBytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the UTF-8 of `text`, read in place.
    @inline(__always)
    mutating func appendUTF8(of text: String) {
        var text = text
        text.withUTF8 { appendBytes($0) }
    }
}

extension Array: JSONOutput where Element == UInt8 {
    @inline(__always)
    mutating func appendByte(_ byte: UInt8) { append(byte) }

    @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

/// JSON being written, in memory of its own: the hand-written writers append a few bytes at a
/// time (a key, a comma, a short string), and an append here is a capacity check and a copy,
/// where `Array.append(contentsOf:)` runs its generic sequence path (about 120 instructions a
/// call, measured with callgrind on a tap, which makes over a thousand of them).
///
/// ```swift
/// var output = JSONByteBuffer(capacity: 64)
/// output.appendText(#"{"a":1}"#)
/// output.array  // the 7 bytes
/// ```
final class JSONByteBuffer: JSONOutput {
    // Not checked for exclusive access at run time (a runtime call per access): one writer owns
    // a buffer, on one thread.
    @exclusivity(unchecked) private var start: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var capacity: Int

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    @inline(__always)
    func appendByte(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    @inline(__always)
    func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (start + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `bytes` (a part another writer made).
    func appendArray(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { appendBytes($0) }
    }

    /// Moves the bytes to memory that holds at least `needed`, at least twice the size.
    private func grow(toHold needed: Int) {
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(needed, 2 * capacity))
        grown.update(from: start, count: count)
        start.deallocate()
        start = grown
        capacity = max(needed, 2 * capacity)
    }
}
