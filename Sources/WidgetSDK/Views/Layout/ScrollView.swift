/// A scrolling container (`ScrollView { … }`), as views an app shares with its widget use it: a widget does not
/// scroll, so its content is drawn from its top (or leading) edge at its own height (or width) and clipped to
/// the space the scroll view takes, as iOS shows a scroll view that has not been scrolled.
///
/// ```swift
/// ScrollView { ForEach(entry.items) { item in Text(item.title) } }
/// ```
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// A scroll view along `axes` of `content` (its views in a column, or a row when it scrolls horizontally only).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: some View {
        stacked
            .fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .clipped()
    }

    @ViewBuilder private var stacked: some View {
        if axes == .horizontal {
            HStack { content }
        } else {
            VStack { content }
        }
    }
}

/// Where the content of a ``ScrollView`` with a `ScrollViewReader` should scroll to; a widget does not scroll.
public struct ScrollViewProxy {
    /// Accepted: a widget does not scroll.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Hands its content a ``ScrollViewProxy`` (`ScrollViewReader { proxy in ScrollView { … } }`).
public struct ScrollViewReader<Content: View>: View {
    let content: Content

    /// The view `content` makes with a proxy that scrolls nothing.
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy())
    }

    public var body: some View { content }
}

extension View {
    /// Whether a scroll view shows its indicators; accepted, as a widget does not scroll.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Disables scrolling; accepted, as a widget does not scroll.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Whether a list's or scroll view's own background shows; accepted.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

    /// Places `content` at `edge` of this view and insets the view by it (`.safeAreaInset(edge: .bottom) { toolbar }`):
    /// the two in a column, as a widget has no safe area of its own.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Places `content` at `edge` of this view and insets the view by it: the two in a row.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity)
            if edge == .trailing { inset }
        }
    }
}

/// Whether scroll indicators show (`.scrollIndicators(.hidden)`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String

    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// The top or bottom edge (`.safeAreaInset(edge: .bottom)`).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// The leading or trailing edge (`.safeAreaInset(edge: .leading)`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}
