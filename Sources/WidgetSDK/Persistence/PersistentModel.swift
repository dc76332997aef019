/// A class whose instances a ``ModelContainer`` stores: WidgetHost's stand-in for SwiftData's `@Model`.
///
/// Swift macros cannot be built on Linux without fetching swift-syntax, so
/// instead of `@Model` a model class conforms to `PersistentModel`. The
/// compiler synthesizes `Codable` from the class's stored properties; each
/// instance is stored as a JSON row keyed by its `id`, one table per model type.
///
/// ```swift
/// final class TaskItem: PersistentModel {
///     var id: UUID
///     var title: String
///     init(id: UUID = UUID(), title: String) { self.id = id; self.title = title }
/// }
/// ```
///
/// Declare the conformance on the class itself (not in an extension), so that
/// `Codable` can be synthesized for a non-final class.
public protocol PersistentModel: AnyObject, Codable, Identifiable where ID: Codable {}
