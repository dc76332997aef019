extension JSONTape {
    /// The tokens of a tape, in memory of its own. A timeline's JSON has about a token per six bytes,
    /// and the builder appends each with a capacity check and a store, where an array's append also
    /// asks the runtime whether its buffer is shared. Read by index, each index checked against the count.
    final class TokenList {
        // One builder fills a list on one thread, then readers only read it: not checked for exclusive
        // access at run time (a runtime call per access).
        @exclusivity(unchecked) private var start: UnsafeMutablePointer<Token>
        @exclusivity(unchecked) private(set) var count = 0
        @exclusivity(unchecked) private var capacity: Int

        /// An empty list with room for `capacity` tokens before it grows.
        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            start = .allocate(capacity: self.capacity)
        }

        // A token holds no reference: its memory is freed with nothing to deinitialize.
        deinit { start.deallocate() }

        /// Token `index`.
        @inline(__always)
        subscript(index: Int) -> Token {
            precondition(index >= 0 && index < count, "token index out of range")
            return start[index]
        }

        /// Appends `token`.
        @inline(__always)
        func append(_ token: Token) {
            if count == capacity { grow() }
            (start + count).initialize(to: token)
            count += 1
        }

        /// Completes the array or object token at `index` once its contents are read: `items` items
        /// or members, its bytes from `byteStart` to `byteEnd`, and the token after its last.
        func close(_ index: Int, items: Int32, byteStart: Int, byteEnd: Int) {
            precondition(index >= 0 && index < count, "token index out of range")
            start[index].detail = items
            start[index].first = byteStart | byteEnd << 32
            start[index].second = count
        }

        /// Twice the room.
        private func grow() {
            let grown = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: start, count: count)
            start.deallocate()
            start = grown
            capacity *= 2
        }
    }
}
