// SwiftData's macros, with the same names and parameters, implemented by WidgetSDKMacros.

/// Makes a class storable, as SwiftData's `@Model`: it conforms to ``PersistentModel``, gets a
/// `persistentModelID` (and an `id` when it has none), a `modelContext`, and the code that stores
/// and reads its stored properties.
///
/// ```swift
/// @Model
/// class TaskItem {
///     var title: String
///     var isCompleted = false
///     init(title: String) { self.title = title }
/// }
/// ```
@attached(
    member, names: named(persistentBackingData), named(init), named(encodePersistentProperties),
    named(restorePersistentRelationships), named(schemaMetadata))
@attached(extension, conformances: PersistentModel, names: named(id))
public macro Model() = #externalMacro(module: "WidgetSDKMacros", type: "ModelMacro")

/// Describes a stored property of a `@Model` class: `.unique` makes a second insert with the same
/// value update the stored model; `originalName:` reads values stored under an older name.
///
/// ```swift
/// @Attribute(.unique) var name: String
/// ```
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "WidgetSDKMacros", type: "PersistentPropertyMacro")

/// Marks a relationship to other models (accepted with its options; relationships are stored by key).
///
/// ```swift
/// @Relationship(deleteRule: .cascade, inverse: \Item.category) var items: [Item] = []
/// ```
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "WidgetSDKMacros", type: "PersistentPropertyMacro")

/// Keeps a property of a `@Model` class out of the store; it needs a default value.
@attached(peer)
public macro Transient() = #externalMacro(module: "WidgetSDKMacros", type: "PersistentPropertyMacro")
