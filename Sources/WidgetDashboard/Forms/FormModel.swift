/// A widget's configuration form as the page draws it: every parameter of the configuration
/// intent, with its current value, its choices, and whether the parameter summary shows it
/// for the current values and family.
struct FormModel: Encodable, Sendable {
    /// One value an enum or entity parameter, or a parameter with options, may take.
    struct Choice: Encodable, Hashable, Sendable {
        /// What is submitted: the enum case's raw value, the entity's id, or an option's value as typed.
        var value: String
        var title: String
        var subtitle: String?
    }

    /// One parameter.
    struct Field: Encodable, Sendable {
        var name: String
        var title: String
        /// The input the page draws: `toggle`, `integer`, `number`, `text`, `date`, `url`, `enum` or `entity`.
        var input: String
        /// The type as messages name it (`int`, `enum RefreshInterval`, `entity TaskItem`).
        var type: String
        var isOptional: Bool
        /// A list, typed comma-separated.
        var isArray: Bool
        /// The current value as typed (`true`, `12`, `daily`, an entity id); empty for none.
        var value: String
        /// How the current value is shown (an enum case's or entity's title).
        var valueTitle: String?
        /// The parameter's options if it has an `options` handler (a datalist for typed inputs), else enum
        /// cases, or an entity query's suggestions (`suggestedEntities()`, else `allEntities()`).
        var choices: [Choice]
        /// The entity type, for entity parameters.
        var entity: String?
        /// The entity type's name for people (`typeDisplayRepresentation`).
        var entityName: String?
        /// Whether the entity query can search (`entities(matching:)`).
        var searchable: Bool
        /// The entity query's `defaultResult()`, if it has one.
        var defaultChoice: Choice?
        var minimum: Double?
        var maximum: Double?
        /// Whether the parameter summary shows the field for the current values.
        var isVisible: Bool
        /// A remark: the current entity no longer exists, a query failed.
        var note: String?
    }

    /// The plugin's id.
    var plugin: String
    var kind: String
    /// The widget's display name.
    var widgetName: String
    var family: String
    var families: [String]
    /// The instance configured, or `nil` for a widget about to be added.
    var instance: Int64?
    /// The configuration intent, or `nil` for a static widget.
    var intent: String?
    var intentTitle: String?
    /// The summary sentence with the values filled in, if the summary has one.
    var summary: String?
    var fields: [Field]
}

/// Which fields a form shows for values being edited, and its summary sentence.
struct FormVisibility: Encodable, Sendable {
    /// The names of the fields shown, in the summary's order.
    var visible: [String]
    var summary: String?
}
