internal import Synchronization

/// Whether a view or modifier type is primitive (``PrimitiveView``, ``PrimitiveViewModifier``),
/// asked of the runtime once per type and remembered (in a `TypeTable`). A timeline asks it for every view of every
/// entry; the runtime's cached answer costs about 300 instructions (a view tree's generic types
/// conform conditionally), and a "no" (every composed view) it forgets whenever an image loads,
/// then finds again by scanning every loaded image's conformance records.
///
/// ```swift
/// if let primitive = PrimitiveTypes.view(Content.self) { ... }
/// ```
enum PrimitiveTypes {
    /// An answer: a metatype (immutable, so shared across threads safely), or `nil`.
    private struct Answer<Primitive>: @unchecked Sendable {
        let type: Primitive?
    }

    private static let views = Mutex(TypeTable<Answer<any PrimitiveView.Type>>())
    private static let modifiers = Mutex(TypeTable<Answer<any PrimitiveViewModifier.Type>>())

    /// `type` as a primitive view's type, or `nil` when it is composed (has a `body`).
    static func view(_ type: Any.Type) -> (any PrimitiveView.Type)? {
        answer(for: type, in: views) { $0 as? any PrimitiveView.Type }
    }

    /// `type` as a primitive modifier's type, or `nil` when it is composed (has a `body(content:)`).
    static func modifier(_ type: Any.Type) -> (any PrimitiveViewModifier.Type)? {
        answer(for: type, in: modifiers) { $0 as? any PrimitiveViewModifier.Type }
    }

    /// The answer `answers` holds for `type`, or the one `cast` gives, then held.
    private static func answer<Primitive>(
        for type: Any.Type, in answers: borrowing Mutex<TypeTable<Answer<Primitive>>>, _ cast: (Any.Type) -> Primitive?
    ) -> Primitive? {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        if let known = answers.withLock({ $0.value(for: key) }) { return known.type }
        let primitive = cast(type)
        answers.withLock { $0.insert(Answer(type: primitive), for: key) }
        return primitive
    }
}
