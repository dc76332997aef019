/// One value of a generic type in memory of its own, or none: what a generic class keeps instead
/// of a stored `Value?`.
///
/// A cell is a pointer whatever `Value` is, so code that is generic over `Value` keeps, copies and
/// drops one without the type metadata of `Optional<Value>`, which such code looks up (in a
/// runtime hash table) on every use. The owner frees the value once, in its `deinit`, with
/// ``free()``; a cell is not copied (its owner holds the one reference).
///
/// Usable from inlined code, so that a parameter made in a plugin fills its cell in code compiled for its `Value`.
@usableFromInline
struct ValueCell<Value>: @unchecked Sendable {
    @usableFromInline var pointer: UnsafeMutablePointer<Value>?

    /// An empty cell.
    @inlinable @inline(__always)
    init() { pointer = nil }

    /// A cell holding `value`.
    @inlinable @inline(__always)
    init(_ value: Value) {
        pointer = nil
        store(value)
    }

    /// A cell holding `value`, or an empty one for `nil`.
    @inlinable @inline(__always)
    init(_ value: Value?) {
        pointer = nil
        if let value { store(value) }
    }

    /// Whether the cell holds no value.
    @inline(__always)
    var isEmpty: Bool { pointer == nil }

    /// The value held; the cell must not be empty.
    @inline(__always)
    var value: Value {
        guard let pointer else { preconditionFailure("ValueCell read while empty") }
        return pointer.pointee
    }

    /// Holds `value` from now on, in place of the value held before, if any.
    @inlinable @inline(__always)
    mutating func store(_ value: Value) {
        if let pointer {
            pointer.pointee = value
        } else {
            let memory = UnsafeMutablePointer<Value>.allocate(capacity: 1)
            memory.initialize(to: value)
            pointer = memory
        }
    }

    /// Drops the value held, if any; the cell is empty afterwards.
    @inline(__always)
    mutating func free() {
        guard let pointer else { return }
        pointer.deinitialize(count: 1)
        pointer.deallocate()
        self.pointer = nil
    }
}
