/// The kinds of node ``ViewTreeReader`` reads itself, told apart by the bytes of their `type`
/// (no `String` made or compared); `nil` for any other type, which the Codable decoding reads.
enum NodeKind {
    case text, button, stack(StackAxis), modifier(ReadModifier), color, toggle, spacer, empty, divider

    /// The modifiers the reader reads itself.
    enum ReadModifier {
        case containerBackground, background, overlay, padding, opacity
    }

    /// The kind of the node whose `type` is the string at `type` on `tape`.
    init?(type: Int, in tape: JSONTape) {
        guard let kind = tape.withUTF8(of: type, Self.kind(named:)) else { return nil }
        self = kind
    }

    /// The kind named `name`, told apart by its length first.
    private static func kind(named name: UnsafeBufferPointer<UInt8>) -> NodeKind? {
        func named(_ text: StaticString) -> Bool { NodeMembers.name(name, is: text) }
        switch name.count {
        case 4: return named("text") ? .text : named("grid") ? .stack(.grid) : nil
        case 5: return named("color") ? .color : named("empty") ? .empty : nil
        case 6:
            if named("button") { return .button }
            if named("hstack") { return .stack(.horizontal) }
            if named("vstack") { return .stack(.vertical) }
            if named("zstack") { return .stack(.depth) }
            if named("toggle") { return .toggle }
            return named("spacer") ? .spacer : nil
        case 7:
            if named("padding") { return .modifier(.padding) }
            if named("overlay") { return .modifier(.overlay) }
            if named("opacity") { return .modifier(.opacity) }
            if named("gridRow") { return .stack(.gridRow) }
            return named("divider") ? .divider : nil
        case 10: return named("background") ? .modifier(.background) : nil
        case 12: return named("viewThatFits") ? .stack(.firstFitting) : nil
        case 17: return named("viewThatFitsWidth") ? .stack(.firstFittingWidth) : nil
        case 18: return named("viewThatFitsHeight") ? .stack(.firstFittingHeight) : nil
        case 19: return named("containerBackground") ? .modifier(.containerBackground) : nil
        default: return nil
        }
    }
}
