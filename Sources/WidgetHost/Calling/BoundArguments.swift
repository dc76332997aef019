/// The arguments of a bound call, in order: the first six held in the value itself, so binding
/// a call of a handler with few arguments allocates nothing; more spill to an array.
///
/// The six are stored properties rather than an `InlineArray`, so that destroying the value (once
/// per call, with its ``BoundCall``) is specialised code rather than the runtime's generic loop.
struct BoundArguments: RandomAccessCollection, Sendable {
    private var first: BoundArgument = .result
    private var second: BoundArgument = .result
    private var third: BoundArgument = .result
    private var fourth: BoundArgument = .result
    private var fifth: BoundArgument = .result
    private var sixth: BoundArgument = .result
    private var spilled: [BoundArgument] = []
    private(set) var count = 0
    private static let inlineCount = 6

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
        switch position {
        case 0: return first
        case 1: return second
        case 2: return third
        case 3: return fourth
        case 4: return fifth
        case 5: return sixth
        default: return spilled[position - Self.inlineCount]
        }
    }

    /// Adds `argument` after the others.
    mutating func append(_ argument: BoundArgument) {
        switch count {
        case 0: first = argument
        case 1: second = argument
        case 2: third = argument
        case 3: fourth = argument
        case 4: fifth = argument
        case 5: sixth = argument
        default: spilled.append(argument)
        }
        count += 1
    }
}
