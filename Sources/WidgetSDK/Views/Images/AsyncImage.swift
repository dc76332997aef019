import Foundation

/// SwiftUI's `AsyncImage`. Widgets do not load images while they are drawn (on iOS too): it shows its
/// placeholder, or what `content` makes of ``AsyncImagePhase/empty``.
///
/// ```swift
/// AsyncImage(url: entry.article.imageURL) { image in image.resizable() } placeholder: { Color.gray }
/// ```
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// An image loaded from `url`: its placeholder, a gray rectangle.
    public init(url: URL?, scale: CGFloat = 1) where Content == Color {
        content = Color.gray.opacity(0.2)
    }

    /// An image loaded from `url`, shown by `content` once loaded: `placeholder` until then, which is always here.
    public init<I: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: () -> Content
    ) {
        self.content = placeholder()
    }

    /// An image loaded from `url`, shown by `content` for each phase: here always ``AsyncImagePhase/empty``.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

/// How a change is animated; widgets do not animate, so it is accepted.
public struct Transaction: Sendable {
    public init() {}
    public init(animation: Animation?) {}
}

/// Where an ``AsyncImage`` is in loading its image.
public enum AsyncImagePhase: Sendable {
    /// Not loaded (always, in a widget).
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
