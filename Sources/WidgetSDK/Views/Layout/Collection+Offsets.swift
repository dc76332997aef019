import Foundation

/// SwiftUI's editing helpers for the rows of a `List` (`.onMove`, `.onDelete`), which app model code shared
/// with a widget calls on its arrays: `items.move(fromOffsets: source, toOffset: destination)`.
extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` so that they stand, in their order, before the element that was at
    /// `destination` (at the end for `count`), as a list row dragged there.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let offsets = source.filter { $0 >= 0 && $0 < count }
        let moving = offsets.map { self[index(startIndex, offsetBy: $0)] }
        let target = Swift.min(Swift.max(destination, 0), count) - offsets.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(offsets))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
    }
}

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets`, as a list's rows deleted.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
