/// The arguments of a bound call, in order: the first six held in the value itself, so binding
/// a call of a handler with few arguments allocates nothing; more spill to an array.
struct BoundArguments: RandomAccessCollection, Sendable {
    private var inline = InlineArray<6, BoundArgument>(repeating: .result)
    private var spilled: [BoundArgument] = []
    private(set) var count = 0

    /// No arguments yet.
    init() {}

    /// `arguments`, in order.
    init(_ arguments: some Sequence<BoundArgument>) {
        for argument in arguments { append(argument) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> BoundArgument {
        precondition(position >= 0 && position < count, "argument \(position) of \(count)")
        return position < inline.count ? inline[position] : spilled[position - inline.count]
    }

    /// Adds `argument` after the others.
    mutating func append(_ argument: BoundArgument) {
        if count < inline.count {
            inline[count] = argument
        } else {
            spilled.append(argument)
        }
        count += 1
    }
}
