internal import WidgetWire

/// One view per element of a collection: a range, elements identified by a key path, or `Identifiable` elements.
///
/// ```swift
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ForEach(entry.tasks) { task in Text(task.title) }
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements shown.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content

    /// One view per element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    /// One `Content` per element of `data`, made by `content` (for other content than views: Swift Charts' marks).
    public init(_data data: Data, id: KeyPath<Data.Element, ID>, _content content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach: PrimitiveView where Content: View {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        data.flatMap { ViewSerializer.nodes(content($0), in: environment) }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// One view per `Identifiable` element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}
