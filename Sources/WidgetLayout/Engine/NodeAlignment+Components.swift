import WidgetWire

extension NodeAlignment {
    /// The alignment with these components (-1 leading or top, 0 center, 1 trailing or bottom).
    init(horizontal: Int, vertical: Int) {
        switch (horizontal, vertical) {
        case (-1, -1): self = .topLeading
        case (0, -1): self = .top
        case (1, -1): self = .topTrailing
        case (-1, 0): self = .leading
        case (1, 0): self = .trailing
        case (-1, 1): self = .bottomLeading
        case (0, 1): self = .bottom
        case (1, 1): self = .bottomTrailing
        default: self = .center
        }
    }
}
